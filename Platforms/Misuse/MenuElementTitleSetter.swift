// expected: cannot assign to property: 'title' is a get-only property
// UIMenuElement's title is read-only (`@property (nonatomic, readonly) NSString *title`).
import UIKit

@MainActor func rename(_ element: UIMenuElement) {
  element.title = "Send"
}
