/// A running child's snapshot inside its parent's: the child's own ``Snapshot`` (its context and
/// its children included) as a tree of plain values, since its types are not the parent's.
/// Taken for children whose state and context types are `Codable`; restored with the parent
/// and refused with it. It encodes as the child's snapshot would (as JSON, an object).
public struct ChildSnapshot: Hashable, Sendable, Codable {
  /// The child's id.
  public var id: String
  /// The child's snapshot, as plain values; `null` for a child that finished while its state
  /// stayed active (a restore does not start it again).
  public var snapshot: SnapshotValue
  /// The child's delayed sends of its own events (``StateMachine/pendingSends``), as plain
  /// values; nil when it has none or its events are not `Codable`.
  public var pendingSends: SnapshotValue?

  public init(id: String, snapshot: SnapshotValue, pendingSends: SnapshotValue? = nil) {
    self.id = id
    self.snapshot = snapshot
    self.pendingSends = pendingSends
  }
}

/// A value as `Codable` sees it: how a child's snapshot travels inside its parent's, whose types
/// differ. Integers keep their full width (a `Duration` is two 64-bit integers).
public enum SnapshotValue: Hashable, Sendable, Codable {
  /// No value (JSON `null`).
  case null
  case bool(Bool)
  /// A whole number that fits 64 signed bits.
  case int(Int64)
  /// A whole number above `Int64.max`.
  case uint(UInt64)
  /// A number with a fraction.
  case double(Double)
  case string(String)
  /// A list (an unkeyed container).
  case array([SnapshotValue])
  /// Members by name (a keyed container).
  case object([String: SnapshotValue])

  public init(from decoder: any Decoder) throws {
    // Lists and objects first, member by member: a snapshot is mostly made of them, and a coder
    // that is asked for a scalar first only finds out by failing.
    if let members = try? decoder.container(keyedBy: MemberKey.self) {
      var object: [String: SnapshotValue] = [:]
      object.reserveCapacity(members.allKeys.count)
      for key in members.allKeys { object[key.stringValue] = try members.decode(SnapshotValue.self, forKey: key) }
      self = .object(object)
      return
    }
    if var elements = try? decoder.unkeyedContainer() {
      var array: [SnapshotValue] = []
      array.reserveCapacity(elements.count ?? 0)
      while !elements.isAtEnd { array.append(try elements.decode(SnapshotValue.self)) }
      self = .array(array)
      return
    }
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int64.self) {
      self = .int(value)
    } else if let value = try? container.decode(UInt64.self) {
      self = .uint(value)
    } else {
      self = .double(try container.decode(Double.self))
    }
  }

  /// Any member name of an object.
  private struct MemberKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .uint(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// A `Codable` value as plain values.
  static func encoding(_ value: some Encodable) throws -> SnapshotValue {
    let node = ValueNode()
    try value.encode(to: ValueEncoder(node: node, codingPath: []))
    return node.value
  }

  /// Plain values as a `Codable` value.
  func decoded<T: Decodable>(as type: T.Type) throws -> T {
    try T(from: ValueDecoder(value: self, codingPath: []))
  }
}
