import Foundation

// https://developer.apple.com/documentation/uikit/uiview
// apple: @MainActor class UIView
@MainActor open class UIView: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  // apple: init(frame: CGRect)
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  public override convenience init() { self.init(frame: .zero) }

  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uiview/frame
  // apple: var frame: CGRect { get set }
  open var frame: CGRect
  // https://developer.apple.com/documentation/uikit/uiview/alpha
  // apple: var alpha: CGFloat { get set }
  open var alpha: CGFloat = 1
  // https://developer.apple.com/documentation/uikit/uiview/ishidden
  // apple: var isHidden: Bool { get set }
  open var isHidden: Bool = false
  // https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
  // apple: var isUserInteractionEnabled: Bool { get set }
  open var isUserInteractionEnabled: Bool = true
  // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  // apple: @NSCopying var backgroundColor: UIColor? { get set }
  open var backgroundColor: UIColor?
  // https://developer.apple.com/documentation/uikit/uiview/layer
  // apple: var layer: CALayer { get }
  open var layer: CALayer { backingLayer }
  private let backingLayer = CALayer()

  // https://developer.apple.com/documentation/uikit/uiview/tag
  // apple: var tag: Int { get set }
  open var tag: Int = 0

  /// Auto Layout's record of the view (UIViewLayout.swift).
  let layoutState = ViewLayoutState()

  // https://developer.apple.com/documentation/uikit/uiview/superview
  // apple: var superview: UIView? { get }
  open private(set) weak var superview: UIView?
  // https://developer.apple.com/documentation/uikit/uiview/subviews
  // apple: var subviews: [UIView] { get }
  open private(set) var subviews: [UIView] = []

  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  // apple: func addSubview(_ view: UIView)
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  // apple: func removeFromSuperview()
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  // https://developer.apple.com/documentation/uikit/uiview/animationoptions
  // apple: struct AnimationOptions
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }

  // The animation blocks as the SDK declares them: the page shows `animations: @escaping () -> Void`
  // and `completion: ((Bool) -> Void)?`. The animations block is plain (a closure written on the
  // main actor stays on it). The completion is an Objective-C completion handler (the method has an
  // async form, `animate(withDuration:…) async -> Bool`), which Swift 6.2 imports as `@Sendable`
  // (SE-0463; swiftlang/swift#82127 shows UIViewPropertyAnimator.addCompletion changing so with
  // Xcode 26), not main-actor isolated: touching main-actor state there takes
  // `MainActor.assumeIsolated`.
  // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
  // apple: class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void)
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
  // apple: class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)
  // sdk: completion: (@Sendable (Bool) -> Void)? = nil (SE-0463, see above)
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: (@Sendable (Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
  // apple: class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)
  // sdk: completion: (@Sendable (Bool) -> Void)? = nil (SE-0463, see above)
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: (@Sendable (Bool) -> Void)? = nil
  ) {
    // No render server: the model values change at once (as they do in UIKit, whose presentation
    // layer alone moves over time), and the animation counts as finished.
    animations()
    completion?(true)
  }
}
