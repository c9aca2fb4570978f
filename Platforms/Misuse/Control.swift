// expected: nothing (the control: the same setup compiles correct code)
import StateKitUI
import UIKit

@MainActor final class Outlets {
  let button = UIButton(type: .system)
}

@MainActor let appearance = Appearance<Int, Outlets>(animationDuration: .zero) {
  When(0) { Assign(\.button[title: .normal], "Edit") }
}

@MainActor func configure(_ button: UIButton) {
  button.setTitle("Edit", for: .normal)
  UIView.animate(withDuration: 0.3) { button.alpha = 0 }
}
