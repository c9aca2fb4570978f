#if canImport(UIKit)
  import UIKit

  extension UIView {
    /// Adds a column of views centred in the safe area, kept inside the layout margins: how
    /// the small screens lay themselves out with Auto Layout.
    func addCentredColumn(_ views: [UIView], spacing: CGFloat = 16) -> UIStackView {
      let column = UIStackView(arrangedSubviews: views)
      column.axis = .vertical
      column.spacing = spacing
      column.alignment = .center
      column.translatesAutoresizingMaskIntoConstraints = false
      addSubview(column)
      NSLayoutConstraint.activate([
        column.centerXAnchor.constraint(equalTo: safeAreaLayoutGuide.centerXAnchor),
        column.centerYAnchor.constraint(equalTo: safeAreaLayoutGuide.centerYAnchor),
        column.leadingAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.leadingAnchor, constant: 0),
        column.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor, constant: 0),
      ])
      return column
    }

    /// Adds a view that fills the safe area's width and runs from `top` to the bottom edge (a
    /// table under a header).
    func addFilling(_ view: UIView, below top: NSLayoutYAxisAnchor, spacing: CGFloat = 8) {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: top, constant: spacing),
        view.leadingAnchor.constraint(equalTo: leadingAnchor),
        view.trailingAnchor.constraint(equalTo: trailingAnchor),
        view.bottomAnchor.constraint(equalTo: bottomAnchor),
      ])
    }

    /// Adds a view across the layout margins at the top of the safe area (a header, a field).
    func addHeader(_ view: UIView, spacing: CGFloat = 16) {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: spacing),
        view.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      ])
    }
  }
#endif
