import UIKit

// A UIKit view controller shown as a SwiftUI view; the shim makes it when asked
// (`makeController()`), as SwiftUI does once when the view appears.
// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
// apple: @MainActor @preconcurrency protocol UIViewControllerRepresentable : View where Self.Body == Never
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Self.Body == Never {
  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype
  // apple: associatedtype UIViewControllerType : UIViewController
  associatedtype UIViewControllerType: UIViewController
  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
  // apple: @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
  @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
  // apple: @MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)
  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
  // apple: typealias Context = UIViewControllerRepresentableContext<Self>
  typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable {
  public var body: Never { fatalError("\(Self.self) is represented by a UIKit view controller") }

  /// What SwiftUI does when the view first appears: makes the controller, then updates it.
  public func makeController() -> UIViewControllerType {
    let context = Context()
    let controller = makeUIViewController(context: context)
    updateUIViewController(controller, context: context)
    return controller
  }
}

// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
// apple: @MainActor @preconcurrency struct UIViewControllerRepresentableContext<Representable> where Representable : UIViewControllerRepresentable
@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {
  init() {}
}

// https://developer.apple.com/documentation/swiftui/uihostingcontroller
// apple: @MainActor @preconcurrency class UIHostingController<Content> where Content : View
@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController where Content: View {
  // https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
  // apple: @MainActor @preconcurrency var rootView: Content { get set }
  @MainActor @preconcurrency public var rootView: Content

  // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
  // apple: @MainActor @preconcurrency init(rootView: Content)
  @MainActor @preconcurrency public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:rootview:)
  // apple: @MainActor @preconcurrency init?(coder aDecoder: NSCoder, rootView: Content)
  @MainActor @preconcurrency public init?(coder aDecoder: NSCoder, rootView: Content) {
    self.rootView = rootView
    super.init(coder: aDecoder)
  }

  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not available: give the root view")
  }
}
