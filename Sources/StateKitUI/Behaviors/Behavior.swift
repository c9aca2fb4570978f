/// An object that owns behaviors: they live exactly as long as it does.
///
/// StateKitControls' headless views are owners already (their ``Behaviors`` container is an
/// associated object); a view controller adds one stored property (`let behaviors = Behaviors()`) and conforms. On
/// Apple platforms the UIKit adapter can bind a behavior to any object with an associated
/// object instead (reverse lifetime binding).
@MainActor
public protocol BehaviorOwner: AnyObject {
  var behaviors: Behaviors { get }
}

/// The behaviors attached to one owner. Releasing the owner releases them.
@MainActor
public final class Behaviors {
  private var items: [Behavior] = []

  public init() {}

  /// The attached behaviors, in the order they were attached.
  public var all: [Behavior] { items }

  /// The first attached behavior of a type.
  public func first<B: Behavior>(_ type: B.Type) -> B? {
    items.lazy.compactMap { $0 as? B }.first
  }

  func add(_ behavior: Behavior) {
    if !items.contains(where: { $0 === behavior }) { items.append(behavior) }
  }

  func remove(_ behavior: Behavior) {
    items.removeAll { $0 === behavior }
  }
}

/// A reusable piece of screen logic with its own small state, bound to an owner's lifetime and
/// configured from outside — no subclass of the controller.
///
/// ```swift
/// let toggle = ToggleButtonBehavior<UIButton>(normalImage: UIImage(systemName: "star"),
///                                            selectedImage: UIImage(systemName: "star.fill"))
/// toggle.attach(to: controller)
/// toggle.button = controller.favoriteButton
/// ```
@MainActor
open class Behavior {
  /// The object whose lifetime this behavior shares; held weakly.
  public private(set) weak var owner: (any BehaviorOwner)?

  public init() {}

  /// Binds this behavior to an owner (and releases it from a previous one). The owner keeps
  /// the behavior alive; the behavior never keeps the owner alive.
  public func attach(to owner: any BehaviorOwner) {
    detach()
    self.owner = owner
    owner.behaviors.add(self)
  }

  /// Releases this behavior from its owner.
  public func detach() {
    owner?.behaviors.remove(self)
    owner = nil
  }
}
