// expected: overriding declaration requires an 'override' keyword
// UITableViewCell's init(style:reuseIdentifier:) is its designated initializer, not a required one:
// a subclass overrides it (`override init`, as Control.swift does).
import UIKit

final class DownloadCell: UITableViewCell {
  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }
  required init?(coder: NSCoder) { fatalError("not from a storyboard") }
}
