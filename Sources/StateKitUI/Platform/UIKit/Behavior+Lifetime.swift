#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  extension Behavior {
    /// Binds this behavior's lifetime to any object with an associated object — the article's
    /// reverse lifetime binding — for owners that do not conform to ``BehaviorOwner``.
    public func bindLifetime(to object: AnyObject) {
      objc_setAssociatedObject(object, associationKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Releases a binding made with ``bindLifetime(to:)``.
    public func releaseLifetime(from object: AnyObject) {
      objc_setAssociatedObject(object, associationKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// This behavior's own key: one object may keep several behaviors alive.
    private var associationKey: UnsafeRawPointer {
      UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    }
  }
#endif
