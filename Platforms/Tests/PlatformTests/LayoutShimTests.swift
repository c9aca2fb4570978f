import SwiftUI
import Testing
import UIKit

/// Auto Layout, stack views, navigation and the app's scaffolding as the shim keeps them: what
/// the samples' layout tests read.
@MainActor
@Suite struct LayoutShimTests {
  @Test func anActivatedConstraintIsHeldByTheClosestCommonAncestor() {
    let root = UIView(frame: .zero)
    let box = UIView(frame: .zero)
    let label = UILabel(frame: .zero)
    root.addSubview(box)
    box.addSubview(label)
    let pin = label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 8)
    let width = label.widthAnchor.constraint(equalToConstant: 40)
    #expect(!pin.isActive)
    #expect(pin.firstItem === label)
    #expect(pin.secondItem === root.layoutMarginsGuide)
    #expect(pin.firstAttribute == .leading && pin.secondAttribute == .leading)
    #expect(pin.priority == .required)
    NSLayoutConstraint.activate([pin, width])
    #expect(pin.isActive && width.isActive)
    #expect(root.constraints == [pin])
    #expect(label.constraints == [width])
    #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute)
    pin.isActive = false
    #expect(root.constraints.isEmpty)
  }

  @Test func viewsTranslateTheirMaskUntilToldNot() {
    let view = UIView(frame: .zero)
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    view.translatesAutoresizingMaskIntoConstraints = false
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
    // Each view keeps its own guides, owned by it.
    #expect(view.safeAreaLayoutGuide === view.safeAreaLayoutGuide)
    #expect(view.safeAreaLayoutGuide.owningView === view)
    let guide = UILayoutGuide()
    view.addLayoutGuide(guide)
    #expect(view.layoutGuides == [guide] && guide.owningView === view)
  }

  @Test func aStackViewArrangesAndContainsItsViews() {
    let first = UILabel(frame: .zero)
    let second = UIButton(type: .system)
    let stack = UIStackView(arrangedSubviews: [first, second])
    #expect(stack.arrangedSubviews == [first, second])
    #expect(stack.subviews == [first, second])
    #expect(!first.translatesAutoresizingMaskIntoConstraints)
    #expect(stack.axis == .horizontal && stack.alignment == .fill && stack.spacing == 0)
    first.removeFromSuperview()
    #expect(stack.arrangedSubviews == [second])
  }

  @Test func fontsAndSystemColours() {
    let label = UILabel(frame: .zero)
    let systemFont = label.font
    label.font = .preferredFont(forTextStyle: .headline)
    #expect(label.font == .preferredFont(forTextStyle: .headline))
    #expect(label.font != .preferredFont(forTextStyle: .body))
    label.font = nil
    #expect(label.font == systemFont)
    #expect(UIColor.systemRed != .red)
    #expect(UIColor.secondaryLabel.cgColor.alpha == 0.6)
  }

  @Test func theRightBarButtonItemIsTheFirstOfTheRightItems() {
    let controller = UIViewController()
    let add = UIBarButtonItem(systemItem: .add)
    let edit = UIBarButtonItem(systemItem: .edit)
    #expect(controller.navigationItem === controller.navigationItem)
    controller.navigationItem.rightBarButtonItems = [edit]
    controller.navigationItem.rightBarButtonItem = add
    #expect(controller.navigationItem.rightBarButtonItems == [add])
    controller.navigationItem.rightBarButtonItem = nil
    #expect(controller.navigationItem.rightBarButtonItems == nil)
  }

  @Test func aNavigationControllerStacksWhatIsPushed() {
    let root = UIViewController()
    let next = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    #expect(navigation.viewControllers == [root])
    navigation.pushViewController(next, animated: true)
    #expect(navigation.viewControllers == [root, next])
    #expect(next.navigationController === navigation)
    navigation.viewControllers = [next]
    #expect(root.navigationController == nil)
  }

  struct Hosted: View {
    let title: String
    var body: some View { Text(title) }
  }

  struct Represented: UIViewControllerRepresentable {
    let made: UIViewController
    func makeUIViewController(context: Context) -> UIViewController { made }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
      uiViewController.title = "updated"
    }
  }

  @Test func aRepresentableIsMadeThenUpdatedAndAHostingControllerKeepsItsView() {
    let made = UIViewController()
    #expect(Represented(made: made).makeController() === made)
    #expect(made.title == "updated")
    let hosting = UIHostingController(rootView: Hosted(title: "first"))
    #expect(hosting.rootView.title == "first")
    hosting.rootView = Hosted(title: "second")
    #expect(hosting.rootView.title == "second")
  }

  /// A reused cell that lays out its own content, as a download list's cells do.
  final class DownloadCell: UITableViewCell {
    let name = UILabel(frame: .zero)
    let status = UILabel(frame: .zero)

    func layOutContent() {
      name.font = .preferredFont(forTextStyle: .body)
      status.font = .preferredFont(forTextStyle: .footnote)
      status.textColor = .secondaryLabel
      let column = UIStackView(arrangedSubviews: [name, status])
      column.axis = .vertical
      column.spacing = 4
      column.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(column)
      NSLayoutConstraint.activate([
        column.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
        column.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        column.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
        column.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
      ])
    }
  }

  @Test func aCellLaysOutItsContentViewWithSystemColours() {
    let cell = DownloadCell(style: .default, reuseIdentifier: "download")
    cell.layOutContent()
    #expect(cell.contentView.superview === cell)
    #expect(cell.contentView.subviews.count == 1)
    #expect(cell.contentView.constraints.count == 4)
    #expect(cell.status.textColor == .secondaryLabel)
  }

  @Test func aButtonMadeWithAConfigurationKeepsItAndItsAction() {
    var taps = 0
    let button = UIButton(configuration: .filled(), primaryAction: UIAction { _ in taps += 1 })
    #expect(button.configuration == .filled())
    button.sendActions(for: .primaryActionTriggered)
    #expect(taps == 1)
    button.configuration = nil
    #expect(button.configuration == nil)
  }

  // A SwiftUI view as Apple's pages write it: it only has to compile against the shim.
  struct DownloadsView: View {
    let loading: Bool
    let failed: Binding<Bool>
    var body: some View {
      NavigationStack {
        VStack {
          if loading {
            ProgressView("Loading")
          } else {
            Text("Done").foregroundStyle(.foreground).padding(.horizontal, 16)
          }
        }
        .padding()
        .alert("Download failed", isPresented: failed) {
          Button("OK") {}
        }
        .buttonStyle(.borderedProminent)
      }
    }
  }

  struct RetryLimit: EnvironmentKey {
    static let defaultValue = 3
  }

  struct RetryView: View {
    @Environment(\.retryLimit) var retryLimit
    var body: some View { Text("up to \(retryLimit) tries") }
  }

  @Test func aViewReadsAnEnvironmentValuesDefault() {
    #expect(RetryView().retryLimit == 3)
    var values = EnvironmentValues()
    values.retryLimit = 5
    #expect(values.retryLimit == 5)
    _ = RetryView().environment(\.retryLimit, 5)
  }
}

extension EnvironmentValues {
  var retryLimit: Int {
    get { self[LayoutShimTests.RetryLimit.self] }
    set { self[LayoutShimTests.RetryLimit.self] = newValue }
  }
}
