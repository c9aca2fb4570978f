// expected: passing non-Sendable parameter 'changes' to function expecting a '@Sendable' closure
// The UIViewAnimator that was shipped before the shim: UIView.animate takes @Sendable blocks.
import UIKit

@MainActor func animate(_ changes: @escaping () -> Void) {
  UIView.animate(withDuration: 0.3, animations: changes)
}
