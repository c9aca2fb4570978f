import Foundation

// https://developer.apple.com/documentation/uikit/uibutton
// apple: @MainActor class UIButton
@MainActor open class UIButton: UIControl {
  // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
  // apple: enum ButtonType
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    case close = 7
  }

  // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.property
  // apple: var buttonType: UIButton.ButtonType { get }
  open private(set) var buttonType: UIButton.ButtonType = .custom

  /// The configuration (UIButtonConfiguration.swift).
  var keptConfiguration: UIButton.Configuration?

  private var titles = PerStateValues<String>()
  private var images = PerStateValues<UIImage>()

  // https://developer.apple.com/documentation/uikit/uibutton/init(type:)
  // apple: convenience init(type buttonType: UIButton.ButtonType)
  public convenience init(type buttonType: UIButton.ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  // https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
  // apple: func setTitle(_ title: String?, for state: UIControl.State)
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state] = title
  }

  // Falls back to the normal state's title, as UIKit's does.
  // https://developer.apple.com/documentation/uikit/uibutton/title(for:)
  // apple: func title(for state: UIControl.State) -> String?
  open func title(for state: UIControl.State) -> String? {
    titles[state]
  }

  // https://developer.apple.com/documentation/uikit/uibutton/currenttitle
  // apple: var currentTitle: String? { get }
  open var currentTitle: String? { title(for: state) }

  // https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)
  // apple: func setImage(_ image: UIImage?, for state: UIControl.State)
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state] = image
  }

  // https://developer.apple.com/documentation/uikit/uibutton/image(for:)
  open func image(for state: UIControl.State) -> UIImage? {
    images[state]
  }

  // https://developer.apple.com/documentation/uikit/uibutton/currentimage
  // apple: var currentImage: UIImage? { get }
  open var currentImage: UIImage? { image(for: state) }
}

/// A value per control state that falls back to the normal state's, as a button's title and
/// image do. A list: `UIControl.State` is not Hashable.
struct PerStateValues<Value> {
  private var values: [(state: UIControl.State, value: Value)] = []

  subscript(state: UIControl.State) -> Value? {
    get { (values.first { $0.state == state } ?? values.first { $0.state == .normal })?.value }
    set {
      values.removeAll { $0.state == state }
      if let newValue { values.append((state, newValue)) }
    }
  }
}
