// Swift Testing declares a cross-import overlay for Core Graphics (on Apple platforms it adds
// image attachments): a file that imports Testing and, through UIKit, CoreGraphics imports it.
// This empty module stands in for it, as `_Testing_UIKit` does.
