import Foundation
import StateKitSCXML

// Inline XML content (`<assign>`, `<data>`, `<content>` holding elements) as text: the ECMAScript
// data model keeps it as a string (an `<scxml>` document for `<invoke>`'s `<content expr>`).

extension XMLElement {
  /// The element's content: its elements written out when it has any, its text otherwise.
  var contentText: String {
    let elements = children
    guard !elements.isEmpty else { return text }
    return elements.map(\.xmlText).joined()
  }

  /// The element as XML (its text after its children: the tree keeps no interleaving).
  var xmlText: String {
    var attributes = self.attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\"\(escaped($0.value))\"" }
    if let namespace, !namespace.isEmpty { attributes.insert(" xmlns=\"\(escaped(namespace))\"", at: 0) }
    let body = children.map(\.xmlText).joined() + escaped(text.trimmingCharacters(in: .whitespacesAndNewlines))
    return "<\(name)\(attributes.joined())" + (body.isEmpty ? "/>" : ">\(body)</\(name)>")
  }

  private func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: "\"", with: "&quot;")
  }
}
