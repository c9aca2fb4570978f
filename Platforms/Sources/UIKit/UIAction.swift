import Foundation

// https://developer.apple.com/documentation/uikit/uiactionhandler
// apple: typealias UIActionHandler = (UIAction) -> Void
public typealias UIActionHandler = (UIAction) -> Void

// https://developer.apple.com/documentation/uikit/uimenuelement
// apple: @MainActor class UIMenuElement
@MainActor open class UIMenuElement: NSObject {
  // https://developer.apple.com/documentation/uikit/uimenuelement/attributes
  // apple: struct Attributes
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  // https://developer.apple.com/documentation/uikit/uimenuelement/state
  // apple: enum State
  public enum State: Int, Sendable {
    case off, on, mixed
  }

  // The page was not in the search index; UIKit's header UIMenuElement.h declares
  // `@property (nonatomic, readonly) NSString *title;`, which Swift imports get-only.
  // https://developer.apple.com/documentation/uikit/uimenuelement/title
  // apple: var title: String { get }
  open var title: String { storedTitle }
  private let storedTitle: String

  init(title: String) {
    self.storedTitle = title
    super.init()
  }
}

// https://developer.apple.com/documentation/uikit/uiaction
// apple: @MainActor class UIAction
@MainActor open class UIAction: UIMenuElement {
  // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
  // apple: struct Identifier
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.property
  // apple: var identifier: UIAction.Identifier { get }
  open private(set) var identifier: UIAction.Identifier
  // https://developer.apple.com/documentation/uikit/uimenuleaf/image
  // apple: var image: UIImage?
  open var image: UIImage?
  // https://developer.apple.com/documentation/uikit/uimenuleaf/discoverabilitytitle
  // apple: var discoverabilityTitle: String? { get set }
  open var discoverabilityTitle: String?
  // https://developer.apple.com/documentation/uikit/uimenuleaf/attributes
  // apple: var attributes: UIMenuElement.Attributes
  open var attributes: UIMenuElement.Attributes
  // https://developer.apple.com/documentation/uikit/uiaction/state
  open var state: UIMenuElement.State
  // The object that sent the action while its handler runs (the control).
  // https://developer.apple.com/documentation/uikit/uiaction/sender
  // apple: var sender: Any? { get }
  open internal(set) var sender: Any?

  let handler: UIActionHandler

  init(title: String, identifier: UIAction.Identifier?, handler: @escaping UIActionHandler) {
    self.identifier = identifier ?? UIAction.Identifier(UUID().uuidString)
    self.attributes = []
    self.state = .off
    self.handler = handler
    super.init(title: title)
  }

  // Without an identifier, UIKit makes a unique one.
  // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  // apple: @MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)
  @MainActor @preconcurrency public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init(title: title, identifier: identifier, handler: handler)
    self.image = image
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
  }
}
