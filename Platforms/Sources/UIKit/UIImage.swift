import Foundation

// https://developer.apple.com/documentation/uikit/uiimage
// apple: class UIImage
open class UIImage: NSObject, @unchecked Sendable {
  /// The name the image was made with; images with the same name are equal here.
  private let name: String

  // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  // apple: init?(systemName name: String)
  public init?(systemName name: String) {
    self.name = "system:" + name
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uiimage/init(named:)
  // apple: init?(named name: String)
  public init?(named name: String) {
    self.name = name
    super.init()
  }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIImage)?.name == name
  }

  open override var hash: Int { name.hashValue }
}
