// expected: cannot assign to value: 'title' is a method
// UIButton has no settable title: UIKit sets it per control state with setTitle(_:for:).
import UIKit

@MainActor func configure(_ button: UIButton) {
  button.title = "Edit"
}
