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

// A cell subclass overrides UITableViewCell's designated initializer.
final class DownloadCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }
  required init?(coder: NSCoder) { fatalError("not from a storyboard") }
}

// The animations block is plain: a block handed on from a main-actor function is accepted. The
// completion is `@Sendable`: main-actor state is touched through `MainActor.assumeIsolated`.
@MainActor func fade(_ view: UIView, label: UILabel, changes: @escaping () -> Void) {
  UIView.animate(withDuration: 0.3, animations: changes)
  UIView.animate(
    withDuration: 0.3, animations: { view.alpha = 0 },
    completion: { _ in MainActor.assumeIsolated { label.text = "Hidden" } })
}
