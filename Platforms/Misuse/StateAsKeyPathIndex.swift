// expected: subscript index of type 'UIControl.State' in a key path must be Hashable
// UIControl.State is not Hashable: a key path cannot use it as an index.
import UIKit

extension UIButton {
  subscript(plainTitle state: UIControl.State) -> String? {
    get { title(for: state) }
    set { setTitle(newValue, for: state) }
  }
}

let path = \UIButton.[plainTitle: .normal]
