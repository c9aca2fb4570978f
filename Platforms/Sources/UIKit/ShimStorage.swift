import Foundation

/// Per-object values for members that extensions add to the shim's classes (Swift extensions
/// cannot add stored properties). The values go with their object: an entry whose object is gone
/// is dropped on the next write.
// not apple: the shim's own storage
@MainActor final class ShimStorage<Value> {
  private struct Entry {
    weak var object: AnyObject?
    var value: Value
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  private let initial: Value

  init(initial: Value) { self.initial = initial }

  subscript(object: AnyObject) -> Value {
    get {
      guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return initial }
      return entry.value
    }
    set {
      entries = entries.filter { $0.value.object != nil }
      entries[ObjectIdentifier(object)] = Entry(object: object, value: newValue)
    }
  }
}
