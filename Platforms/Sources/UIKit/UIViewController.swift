import Foundation

// https://developer.apple.com/documentation/uikit/uiviewcontroller
// apple: @MainActor class UIViewController
@MainActor open class UIViewController: UIResponder {
  private var loadedView: UIView?
  /// The navigation item and controller (UINavigationItem.swift).
  let navigation = ViewControllerNavigation()

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  // apple: init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)
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
  // apple: var view: UIView! { get set }
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
  // apple: var isViewLoaded: Bool { get }
  open var isViewLoaded: Bool { loadedView != nil }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  // apple: var title: String? { get set }
  open var title: String?

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  // apple: func loadView()
  open func loadView() {
    loadedView = UIView(frame: .zero)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  // apple: func viewDidLoad()
  open func viewDidLoad() {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
  // apple: func loadViewIfNeeded()
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView(frame: .zero) }
    viewDidLoad()
  }
}
