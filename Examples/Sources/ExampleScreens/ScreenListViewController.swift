#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI
  import UIKit

  /// The app's first screen: a table of the example screens; a tap pushes one.
  public final class ScreenListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public let tableView = UITableView(frame: .zero, style: .insetGrouped)

    public override func viewDidLoad() {
      super.viewDidLoad()
      title = "StateKit"
      tableView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(tableView)
      NSLayoutConstraint.activate([
        tableView.topAnchor.constraint(equalTo: view.topAnchor),
        tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      ])
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "screen")
      tableView.dataSource = self
      tableView.delegate = self
      tableView.reloadData()
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      ExampleScreen.allCases.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "screen", for: indexPath)
      cell.textLabel?.text = ExampleScreen.allCases[indexPath.row].rawValue
      cell.accessoryType = .disclosureIndicator
      return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      let screen = ExampleScreen.allCases[indexPath.row].makeViewController()
      navigationController?.pushViewController(screen, animated: true)
    }
  }

  /// The app's window content: a navigation controller that starts at the list of screens, so
  /// that the UIKit screens' navigation items (the Reports screen's add button) show in its bar.
  public struct ExamplesNavigation: UIViewControllerRepresentable {
    public init() {}

    public func makeUIViewController(context: Context) -> UINavigationController {
      UINavigationController(rootViewController: ScreenListViewController())
    }

    public func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {}
  }
#endif
