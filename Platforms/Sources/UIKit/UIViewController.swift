import Foundation

// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
  private var loadedView: UIView?
  /// The navigation item and controller (UINavigationItem.swift).
  let navigation = ViewControllerNavigation()

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) {
    super.init()
  }

  // Loads the view on first use: `loadView()`, then `viewDidLoad()`.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
  open var isViewLoaded: Bool { loadedView != nil }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String?

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  open func loadView() {
    loadedView = UIView(frame: .zero)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView(frame: .zero) }
    viewDidLoad()
  }
}
