import Foundation

extension UIButton {
  // The configuration's values are kept, not drawn.
  // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
  // apple: struct Configuration
  public struct Configuration: Equatable, Sendable {
    /// The style the configuration was made with.
    let style: String

    // not apple: the configuration's title; its page was not opened (the button's title per state
    // stays `setTitle(_:for:)`'s).
    public var title: String?

    // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/filled()
    // apple: static func filled() -> UIButton.Configuration
    public static func filled() -> UIButton.Configuration { Configuration(style: "filled") }
  }

  // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.property
  // apple: var configuration: UIButton.Configuration? { get set }
  public var configuration: UIButton.Configuration? {
    get { keptConfiguration }
    set { keptConfiguration = newValue }
  }

  // https://developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:)
  // apple: @MainActor @preconcurrency convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil)
  @MainActor @preconcurrency public convenience init(
    configuration: UIButton.Configuration, primaryAction: UIAction? = nil
  ) {
    self.init(type: .system)
    self.configuration = configuration
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }
}
