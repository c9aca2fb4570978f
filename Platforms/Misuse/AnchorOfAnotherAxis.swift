// expected: arguments to generic parameter 'AnchorType' ('NSLayoutYAxisAnchor' and 'NSLayoutXAxisAnchor') are expected to be equal
// An anchor is constrained to anchors of its own axis: a leading edge to a top edge is a type error.
import UIKit

@MainActor func pin(_ view: UIView, in container: UIView) {
  view.leadingAnchor.constraint(equalTo: container.topAnchor).isActive = true
}
