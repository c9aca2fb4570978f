// Swift Testing declares a cross-import overlay for UIKit: a file that imports both `Testing` and
// `UIKit` imports `_Testing_UIKit` too (on Apple platforms it adds image attachments). This
// empty module stands in for it, so that tests of UIKit code compile here.
