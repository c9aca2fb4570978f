// expected: key path cannot refer to instance method 'title(for:)'
// The seed's first appearance, `Assign(\.button.title, "Edit")`, written against UIKit.
import StateKitUI
import UIKit

@MainActor final class Outlets {
  let button = UIButton(type: .system)
}

@MainActor let appearance = Appearance<Int, Outlets>(animationDuration: .zero) {
  When(0) { Assign(\.button.title, "Edit") }
}
