// Core Animation's layers, as Swift imports them: not main-actor isolated, not Sendable.
@_exported import CoreGraphics
import Foundation

// https://developer.apple.com/documentation/quartzcore/calayer
// apple: class CALayer
open class CALayer: NSObject {
  // The page leaves `override` out: the designated `init()` overrides NSObject's.
  // https://developer.apple.com/documentation/quartzcore/calayer/init()
  // apple: init()
  // sdk: override (overrides NSObject's init(), see above)
  public override init() { super.init() }

  // https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor
  // apple: var backgroundColor: CGColor? { get set }
  open var backgroundColor: CGColor?
  // https://developer.apple.com/documentation/quartzcore/calayer/opacity
  // apple: var opacity: Float { get set }
  open var opacity: Float = 1
  // https://developer.apple.com/documentation/quartzcore/calayer/ishidden
  // apple: var isHidden: Bool { get set }
  open var isHidden: Bool = false
  // https://developer.apple.com/documentation/quartzcore/calayer/frame
  // apple: var frame: CGRect { get set }
  open var frame: CGRect = .zero
  // https://developer.apple.com/documentation/quartzcore/calayer/sublayers
  // apple: var sublayers: [CALayer]? { get set }
  open var sublayers: [CALayer]?
  // https://developer.apple.com/documentation/quartzcore/calayer/superlayer
  // apple: var superlayer: CALayer? { get }
  open private(set) weak var superlayer: CALayer?

  // https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)
  // apple: func addSublayer(_ layer: CALayer)
  open func addSublayer(_ layer: CALayer) {
    layer.removeFromSuperlayer()
    sublayers = (sublayers ?? []) + [layer]
    layer.superlayer = self
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/removefromsuperlayer()
  // apple: func removeFromSuperlayer()
  open func removeFromSuperlayer() {
    superlayer?.sublayers?.removeAll { $0 === self }
    superlayer = nil
  }
}

// https://developer.apple.com/documentation/quartzcore/cashapelayer
// apple: class CAShapeLayer
open class CAShapeLayer: CALayer {
  // Opaque black unless set, as documented.
  // https://developer.apple.com/documentation/quartzcore/cashapelayer/fillcolor
  // apple: var fillColor: CGColor? { get set }
  open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
  // https://developer.apple.com/documentation/quartzcore/cashapelayer/strokecolor
  // apple: var strokeColor: CGColor? { get set }
  open var strokeColor: CGColor?
  // https://developer.apple.com/documentation/quartzcore/cashapelayer/linewidth
  // apple: var lineWidth: CGFloat { get set }
  open var lineWidth: CGFloat = 1
  // Nothing is drawn without a path.
  // https://developer.apple.com/documentation/quartzcore/cashapelayer/path
  // apple: var path: CGPath? { get set }
  open var path: CGPath?
}
