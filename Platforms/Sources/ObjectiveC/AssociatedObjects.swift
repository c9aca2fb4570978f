import Foundation

// The Objective-C runtime's associated objects, as Swift imports them: enough for code that ties
// one object's lifetime to another's. Linux has no Objective-C runtime, so the associations live
// in a table here and are dropped once their object is gone (on the next call to either function).

// https://developer.apple.com/documentation/objectivec/objc_associationpolicy
// apple: enum objc_AssociationPolicy
public enum objc_AssociationPolicy: UInt, Sendable {
  case OBJC_ASSOCIATION_ASSIGN = 0
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  case OBJC_ASSOCIATION_RETAIN = 769
  case OBJC_ASSOCIATION_COPY = 771
}

// https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)
// apple: func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy)
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  AssociationTable.shared.set(object as AnyObject, key, value)
}

// https://developer.apple.com/documentation/objectivec/objc_getassociatedobject(_:_:)
// apple: func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any?
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  AssociationTable.shared.get(object as AnyObject, key)
}

// https://developer.apple.com/documentation/objectivec/objc_removeassociatedobjects(_:)
// apple: func objc_removeAssociatedObjects(_ object: Any)
public func objc_removeAssociatedObjects(_ object: Any) {
  AssociationTable.shared.removeAll(object as AnyObject)
}

/// The associations of every live object. Main-thread code is the only user here (UIKit's), but
/// the runtime's functions are thread-safe, so this is too.
final class AssociationTable: @unchecked Sendable {
  static let shared = AssociationTable()

  private struct Entry {
    weak var object: AnyObject?
    var values: [UnsafeRawPointer: Any]
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]

  func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?) {
    let released: [Any] = lock.withLock {
      var released = purge()
      let id = ObjectIdentifier(object)
      var entry = entries[id].flatMap { $0.object === object ? $0 : nil } ?? Entry(object: object, values: [:])
      if let old = entry.values[key] { released.append(old) }
      entry.values[key] = value
      entries[id] = entry.values.isEmpty ? nil : entry
      return released
    }
    // Released outside the lock: a value's deinit may associate objects itself.
    _ = released
  }

  func get(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
    lock.withLock {
      // An identifier outlives its object: a new object at the same address has no associations.
      guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
      return entry.values[key]
    }
  }

  func removeAll(_ object: AnyObject) {
    let released = lock.withLock { entries.removeValue(forKey: ObjectIdentifier(object)) }
    _ = released
  }

  /// Drops the associations of objects that are gone; returns their values, to release them
  /// outside the lock.
  private func purge() -> [Any] {
    var released: [Any] = []
    for (id, entry) in entries where entry.object == nil {
      released.append(contentsOf: entry.values.values)
      entries[id] = nil
    }
    return released
  }
}
