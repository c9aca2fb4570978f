// Core Animation's layers, as Swift imports them: not main-actor isolated, not Sendable.
@_exported import CoreGraphics
import Foundation

// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
  // https://developer.apple.com/documentation/quartzcore/calayer/init()
  public override init() { super.init() }

  // https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor
  open var backgroundColor: CGColor?
  // https://developer.apple.com/documentation/quartzcore/calayer/opacity
  open var opacity: Float = 1
  // https://developer.apple.com/documentation/quartzcore/calayer/ishidden
  open var isHidden: Bool = false
  // https://developer.apple.com/documentation/quartzcore/calayer/frame
  open var frame: CGRect = .zero
  // https://developer.apple.com/documentation/quartzcore/calayer/sublayers
  open var sublayers: [CALayer]?
  // https://developer.apple.com/documentation/quartzcore/calayer/superlayer
  open private(set) weak var superlayer: CALayer?

  // https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)
  open func addSublayer(_ layer: CALayer) {
    layer.removeFromSuperlayer()
    sublayers = (sublayers ?? []) + [layer]
    layer.superlayer = self
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/removefromsuperlayer()
  open func removeFromSuperlayer() {
    superlayer?.sublayers?.removeAll { $0 === self }
    superlayer = nil
  }
}

// https://developer.apple.com/documentation/quartzcore/cashapelayer
open class CAShapeLayer: CALayer {
  // Opaque black unless set, as documented.
  // https://developer.apple.com/documentation/quartzcore/cashapelayer/fillcolor
  open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
  // https://developer.apple.com/documentation/quartzcore/cashapelayer/strokecolor
  open var strokeColor: CGColor?
  // https://developer.apple.com/documentation/quartzcore/cashapelayer/linewidth
  open var lineWidth: CGFloat = 1
  // Nothing is drawn without a path.
  // https://developer.apple.com/documentation/quartzcore/cashapelayer/path
  // apple: var path: CGPath? { get set }
  open var path: CGPath?
}
