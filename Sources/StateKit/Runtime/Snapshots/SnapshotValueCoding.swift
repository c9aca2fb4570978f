// `Encoder` and `Decoder` over ``SnapshotValue``: how a child's typed snapshot becomes plain
// values inside its parent's snapshot and back (the engine has no JSON coder of its own).

/// A value being encoded: plain, or a list or object whose members are still being written.
/// Members are added in place (no copy of the members so far), so encoding costs what the value
/// holds.
final class ValueNode {
  private enum Kind { case value, array, object }
  private var kind = Kind.value
  private var plain = SnapshotValue.null
  private var elements: [ValueNode] = []
  private var members: [String: ValueNode] = [:]

  var value: SnapshotValue {
    switch kind {
    case .value: return plain
    case .array: return .array(elements.map(\.value))
    case .object: return .object(members.mapValues(\.value))
    }
  }

  var count: Int { kind == .array ? elements.count : 0 }

  func set(_ value: SnapshotValue) {
    (kind, plain, elements, members) = (.value, value, [], [:])
  }

  func becomeObject() { if kind != .object { (kind, elements, members) = (.object, [], [:]) } }
  func becomeArray() { if kind != .array { (kind, elements, members) = (.array, [], [:]) } }

  func child(forKey key: String) -> ValueNode {
    becomeObject()
    let node = ValueNode()
    members[key] = node
    return node
  }

  func appended() -> ValueNode {
    becomeArray()
    let node = ValueNode()
    elements.append(node)
    return node
  }

  func write(_ value: some Encodable, codingPath: [any CodingKey]) throws {
    if let plain = SnapshotValue.plain(value) {
      set(plain)
    } else {
      try value.encode(to: ValueEncoder(node: self, codingPath: codingPath))
    }
  }
}

extension SnapshotValue {
  /// Scalars as themselves, numbers in one form whatever their type (whole numbers as `int`
  /// where they fit), as they come back from JSON; nil for values that encode themselves.
  static func plain(_ value: Any) -> SnapshotValue? {
    switch value {
    // A child's snapshot inside its parent's is kept as it is, not walked again: taking a
    // snapshot of a tree of machines costs what the tree holds.
    case let value as SnapshotValue: return value
    case let value as Bool: return .bool(value)
    case let value as String: return .string(value)
    case let value as Double: return Int64(exactly: value).map(SnapshotValue.int) ?? .double(value)
    case let value as Float: return plain(Double(value))
    case let value as Int: return .int(Int64(value))
    case let value as Int8: return .int(Int64(value))
    case let value as Int16: return .int(Int64(value))
    case let value as Int32: return .int(Int64(value))
    case let value as Int64: return .int(value)
    case let value as UInt: return plain(UInt64(value))
    case let value as UInt8: return .int(Int64(value))
    case let value as UInt16: return .int(Int64(value))
    case let value as UInt32: return .int(Int64(value))
    case let value as UInt64: return Int64(exactly: value).map(SnapshotValue.int) ?? .uint(value)
    default: return nil
    }
  }
}

struct ValueEncoder: Encoder {
  let node: ValueNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    node.becomeObject()
    return KeyedEncodingContainer(KeyedValueEncoding(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    node.becomeArray()
    return UnkeyedValueEncoding(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueEncoding(node: node, codingPath: codingPath)
  }
}

private struct KeyedValueEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: ValueNode
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws { node.child(forKey: key.stringValue).set(.null) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try node.child(forKey: key.stringValue).write(value, codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    ValueEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    ValueEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    ValueEncoder(node: node.child(forKey: "super"), codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    ValueEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
  }
}

private struct UnkeyedValueEncoding: UnkeyedEncodingContainer {
  let node: ValueNode
  let codingPath: [any CodingKey]
  var count: Int { node.count }

  mutating func encodeNil() throws { node.appended().set(.null) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try node.appended().write(value, codingPath: codingPath)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
    NestedKey
  > {
    ValueEncoder(node: node.appended(), codingPath: codingPath).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    ValueEncoder(node: node.appended(), codingPath: codingPath).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { ValueEncoder(node: node.appended(), codingPath: codingPath) }
}

private struct SingleValueEncoding: SingleValueEncodingContainer {
  let node: ValueNode
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { node.set(.null) }
  mutating func encode<T: Encodable>(_ value: T) throws { try node.write(value, codingPath: codingPath) }
}

extension SnapshotValue {
  /// Whether `type` is a scalar that ``plain(_:)`` writes as itself.
  static func isPlain(_ type: Any.Type) -> Bool {
    type == Bool.self || type == String.self || type == Double.self || type == Float.self || type == Int.self
      || type == Int8.self || type == Int16.self || type == Int32.self || type == Int64.self || type == UInt.self
      || type == UInt8.self || type == UInt16.self || type == UInt32.self || type == UInt64.self
  }

  /// This value as the scalar `type`, or nil if it is not one.
  func scalar<T>(_ type: T.Type) -> T? {
    func integer<I: FixedWidthInteger>(_: I.Type) -> I? {
      switch self {
      case .int(let value): return I(exactly: value)
      case .uint(let value): return I(exactly: value)
      case .double(let value): return I(exactly: value)
      default: return nil
      }
    }
    var number: Double? {
      switch self {
      case .double(let value): return value
      case .int(let value): return Double(value)
      case .uint(let value): return Double(value)
      default: return nil
      }
    }
    let result: Any?
    switch type {
    case is Bool.Type: if case .bool(let value) = self { result = value } else { result = nil }
    case is String.Type: if case .string(let value) = self { result = value } else { result = nil }
    case is Double.Type: result = number
    case is Float.Type: result = number.map { Float($0) }
    case is Int.Type: result = integer(Int.self)
    case is Int8.Type: result = integer(Int8.self)
    case is Int16.Type: result = integer(Int16.self)
    case is Int32.Type: result = integer(Int32.self)
    case is Int64.Type: result = integer(Int64.self)
    case is UInt.Type: result = integer(UInt.self)
    case is UInt8.Type: result = integer(UInt8.self)
    case is UInt16.Type: result = integer(UInt16.self)
    case is UInt32.Type: result = integer(UInt32.self)
    case is UInt64.Type: result = integer(UInt64.self)
    default: result = nil
    }
    return result as? T
  }

  func read<T: Decodable>(_ type: T.Type, codingPath: [any CodingKey]) throws -> T {
    // A child's snapshot inside its parent's is taken as it is, not rebuilt value by value.
    if type == SnapshotValue.self, let same = self as? T { return same }
    guard Self.isPlain(type) else { return try T(from: ValueDecoder(value: self, codingPath: codingPath)) }
    guard let value = scalar(type) else {
      throw DecodingError.typeMismatch(
        type, DecodingError.Context(codingPath: codingPath, debugDescription: "expected \(type), found \(self)"))
    }
    return value
  }
}

struct ValueDecoder: Decoder {
  let value: SnapshotValue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  private func mismatch(_ expected: String) -> DecodingError {
    .typeMismatch(
      SnapshotValue.self, DecodingError.Context(codingPath: codingPath, debugDescription: "expected \(expected)"))
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else { throw mismatch("an object") }
    return KeyedDecodingContainer(KeyedValueDecoding(members: members, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else { throw mismatch("a list") }
    return UnkeyedValueDecoding(elements: elements, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueDecoding(value: value, codingPath: codingPath)
  }
}

private struct KeyedValueDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [String: SnapshotValue]
  let codingPath: [any CodingKey]
  var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

  private func member(_ key: Key) throws -> SnapshotValue {
    guard let value = members[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key, DecodingError.Context(codingPath: codingPath, debugDescription: "no '\(key.stringValue)'"))
    }
    return value
  }

  func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try member(key).read(type, codingPath: codingPath + [key])
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try ValueDecoder(value: member(key), codingPath: codingPath + [key]).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try ValueDecoder(value: member(key), codingPath: codingPath + [key]).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    ValueDecoder(value: members["super"] ?? .null, codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    ValueDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
  }
}

private struct UnkeyedValueDecoding: UnkeyedDecodingContainer {
  let elements: [SnapshotValue]
  let codingPath: [any CodingKey]
  var currentIndex = 0
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  init(elements: [SnapshotValue], codingPath: [any CodingKey]) {
    self.elements = elements
    self.codingPath = codingPath
  }

  private mutating func next() throws -> SnapshotValue {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        SnapshotValue.self, DecodingError.Context(codingPath: codingPath, debugDescription: "the list has ended"))
    }
    defer { currentIndex += 1 }
    return elements[currentIndex]
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, elements[currentIndex] == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try next().read(type, codingPath: codingPath)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try ValueDecoder(value: next(), codingPath: codingPath).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try ValueDecoder(value: next(), codingPath: codingPath).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { ValueDecoder(value: try next(), codingPath: codingPath) }
}

private struct SingleValueDecoding: SingleValueDecodingContainer {
  let value: SnapshotValue
  let codingPath: [any CodingKey]

  func decodeNil() -> Bool { value == .null }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try value.read(type, codingPath: codingPath) }
}
