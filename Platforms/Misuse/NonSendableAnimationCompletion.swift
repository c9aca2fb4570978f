// expected: passing non-Sendable parameter 'done' to function expecting a '@Sendable' closure
// UIView.animate's completion is an Objective-C completion handler, imported `@Sendable` (SE-0463).
import UIKit

@MainActor func fade(_ view: UIView, then done: @escaping (Bool) -> Void) {
  UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: done)
}
