// `CGFloat`: Foundation declares it on Linux and re-exports CoreGraphics' on Apple platforms.
import Foundation

extension Headless {
  /// A headless view with the properties of `UIView` that state-dependent screens change, with
  /// UIKit's names and types (`alpha` a `CGFloat`, `backgroundColor` an optional colour), so that an
  /// appearance written for these views compiles against UIKit's.
  ///
  /// Headless controls are real objects: tests and the showcase drive them as a person would
  /// drive the real ones, and a tap on a hidden or non-interactive control does nothing, as on iOS.
  /// They live in a module of their own so that an app that imports StateKitUI and SwiftUI in one
  /// file gets SwiftUI's `View`, `Button`, `Color` and `Image`.
  @MainActor
  open class View {
    /// A name for the showcase and for messages.
    public final var name: String
    /// Whether the view is hidden; a hidden view takes no touches (``receivesTouches``).
    public final var isHidden = false
    /// The opacity, from 0 (transparent) to 1.
    public final var alpha: CGFloat = 1
    /// The background colour; `nil` (the default) is transparent, as in UIKit.
    public final var backgroundColor: Color?
    /// Whether the view takes touches at all.
    public final var isUserInteractionEnabled = true
    /// Objects that live as long as this view: the headless counterpart of
    /// `objc_setAssociatedObject`, so that StateKitUI's behaviors (`Adapters/Headless+Behaviors.swift`)
    /// and flows can bind things to a view's lifetime.
    private var associatedObjects: [ObjectIdentifier: AnyObject] = [:]

    /// A view named `name` (for the showcase and messages).
    public init(name: String) {
      self.name = name
    }

    /// Whether a touch reaches this view: visible, not fully transparent, interactive.
    public var receivesTouches: Bool {
      !isHidden && alpha > 0.01 && isUserInteractionEnabled
    }

    /// The view's visible properties, for rendering and debugging.
    open var properties: [(String, String)] {
      var result: [(String, String)] = []
      if isHidden { result.append(("hidden", "true")) }
      if alpha != 1 { result.append(("alpha", formatNumber(Double(alpha)))) }
      if let backgroundColor, backgroundColor != .clear { result.append(("background", "\(backgroundColor)")) }
      if !isUserInteractionEnabled { result.append(("interaction", "off")) }
      return result
    }

    /// The object associated with `key`, if any.
    public final func associatedObject(for key: ObjectIdentifier) -> AnyObject? {
      associatedObjects[key]
    }

    /// Keeps `object` alive as long as this view (or until replaced); `nil` removes it.
    public final func setAssociatedObject(_ object: AnyObject?, for key: ObjectIdentifier) {
      associatedObjects[key] = object
    }
  }
}
