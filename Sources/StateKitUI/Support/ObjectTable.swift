/// Values kept per object (and per an extra key, such as a key path) without keeping the object
/// alive: the bookkeeping that makes registering an object again with StateKitUI replace its
/// earlier registration instead of adding one more.
///
/// An entry whose object is gone counts as absent and is dropped as the table is used; an
/// object at the address of a released one (the same `ObjectIdentifier`) finds nothing of it.
/// Entries keep the order of their first registration.
struct ObjectTable<Extra: Hashable, Value> {
  private struct Key: Hashable {
    let object: ObjectIdentifier
    let extra: Extra
  }

  private struct Entry {
    let key: Key
    weak var object: AnyObject?
    var value: Value
  }

  private var entries: [Entry] = []
  private var positions: [Key: Int] = [:]
  /// Entries made since dead ones were last dropped: dropping runs when there are as many again
  /// as there were live ones, so that registering costs amortised constant time.
  private var addedSincePrune = 0

  /// The value registered for `object` and `extra`, if the object is the one registered.
  func value(for object: AnyObject, _ extra: Extra) -> Value? {
    guard let position = positions[Key(object: ObjectIdentifier(object), extra: extra)],
      entries[position].object === object
    else { return nil }
    return entries[position].value
  }

  /// Registers `value` for `object` and `extra`, replacing what was registered for them before,
  /// which it returns.
  @discardableResult
  mutating func set(_ value: Value, for object: AnyObject, _ extra: Extra) -> Value? {
    let key = Key(object: ObjectIdentifier(object), extra: extra)
    if let position = positions[key] {
      let previous = entries[position].object === object ? entries[position].value : nil
      entries[position] = Entry(key: key, object: object, value: value)
      return previous
    }
    positions[key] = entries.count
    entries.append(Entry(key: key, object: object, value: value))
    addedSincePrune += 1
    if addedSincePrune > entries.count / 2 { removeReleased() }
    return nil
  }

  /// Removes what is registered for `object` and `extra`, and returns it.
  @discardableResult
  mutating func remove(_ object: AnyObject, _ extra: Extra) -> Value? {
    let key = Key(object: ObjectIdentifier(object), extra: extra)
    guard let position = positions[key], entries[position].object === object else { return nil }
    let value = entries[position].value
    entries[position].object = nil
    removeReleased()
    return value
  }

  /// Removes everything registered for `object`, whatever the extra key.
  mutating func removeAll(of object: AnyObject) {
    for position in entries.indices where entries[position].object === object { entries[position].object = nil }
    removeReleased()
  }

  /// The live entries, in registration order.
  var live: [(object: AnyObject, value: Value)] {
    entries.compactMap { entry in entry.object.map { ($0, entry.value) } }
  }

  /// The live values registered for `object`.
  func values(of object: AnyObject) -> [Value] {
    entries.filter { $0.object === object }.map(\.value)
  }

  /// Drops the entries whose object is gone.
  mutating func removeReleased() {
    entries.removeAll { $0.object == nil }
    positions.removeAll(keepingCapacity: true)
    for (position, entry) in entries.enumerated() { positions[entry.key] = position }
    addedSincePrune = 0
  }
}

/// Something registered with StateKitUI that a newer registration of the same object replaces:
/// it stops, and is then only kept weakly by the table that found it.
@MainActor
protocol Replaceable: AnyObject {
  /// Stops following whatever it followed.
  func stopFollowing()
}

/// A weak reference to a registration, for an ``ObjectTable``.
struct WeakRegistration {
  weak var value: (any Replaceable)?
}

extension ObjectTable where Value == WeakRegistration {
  /// Registers `registration` for `object` and `extra`, stopping the one it replaces.
  @MainActor
  mutating func replace(with registration: any Replaceable, for object: AnyObject, _ extra: Extra) {
    if let previous = value(for: object, extra)?.value, previous !== registration { previous.stopFollowing() }
    set(WeakRegistration(value: registration), for: object, extra)
  }
}
