// UIKit re-exports Foundation (CGFloat, CGRect, IndexPath, NSObject, TimeInterval).
@_exported import Foundation
// UIKit re-exports Core Animation (and through it Core Graphics): `view.layer`, `CGColor`.
@_exported import QuartzCore
