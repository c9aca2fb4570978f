// UIKit re-exports Foundation (CGFloat, CGRect, IndexPath, NSObject, TimeInterval).
@_exported import Foundation
