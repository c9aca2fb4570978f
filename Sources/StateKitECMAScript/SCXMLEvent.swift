/// An SCXML event with its fields (SCXML 5.10.1): what `_event` is in an ECMAScript document,
/// and what a Swift app sends to such a machine, with data or without.
///
/// ```swift
/// machine.send(SCXMLEvent("order.placed", data: ["id": 42]))
/// machine.send("cancel")  // a name alone
/// ```
public struct SCXMLEvent: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// `platform` (errors, `done` events), `internal` (`<raise>`, `#_internal`) or `external`.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// Raised by the processor: errors, `done.state` events.
    case platform
    /// Raised by the document itself: `<raise>`, `<send target="#_internal">`.
    case `internal`
    /// Sent from outside, by `<send>`, by a child or parent session, or by the app.
    case external
  }

  /// The name that transitions' descriptors match.
  public var name: String
  /// The data: `namelist` and `<param>` values as an object, or `<content>`, or what the app
  /// gave; nil for none (`_event.data` is then `undefined`).
  public var data: JSONValue?
  /// Where it came from.
  public var type: Kind
  /// The `id` of the `<send>` that sent it (or the id made for it), for events sent by `<send>`.
  public var sendID: String?
  /// The URI to reply to: `#_scxml_<sessionid>` for an SCXML session, `#_<invokeid>` for a child.
  public var origin: String?
  /// The event I/O processor of `origin`.
  public var originType: String?
  /// The id of the `<invoke>` whose child sent it.
  public var invokeID: String?
  /// Whether `data` is the text of an XML document that a `<content>` sent (a DOM in the
  /// sending session): the receiving session makes a DOM of it again for `_event.data`.
  var dataIsXML = false

  /// An external event named `name`, with `data` (nil: none).
  public init(_ name: String, data: JSONValue? = nil) {
    self.name = name
    self.data = data
    self.type = .external
  }

  /// An external event without data: `machine.send("cancel")`.
  public init(stringLiteral name: String) { self.init(name) }

  /// The name, which is what descriptors match.
  public var description: String { name }
}

extension SCXMLEvent: Codable {
  private enum CodingKeys: String, CodingKey {
    case name, data, type, sendID, origin, originType, invokeID, dataIsXML
  }

  /// Decodes an event encoded by ``encode(to:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(String.self, forKey: .name),
      data: try container.decodeIfPresent(JSONValue.self, forKey: .data))
    type = try container.decode(Kind.self, forKey: .type)
    sendID = try container.decodeIfPresent(String.self, forKey: .sendID)
    origin = try container.decodeIfPresent(String.self, forKey: .origin)
    originType = try container.decodeIfPresent(String.self, forKey: .originType)
    invokeID = try container.decodeIfPresent(String.self, forKey: .invokeID)
    dataIsXML = try container.decodeIfPresent(Bool.self, forKey: .dataIsXML) ?? false
  }

  /// Encodes the event with its fields.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encodeIfPresent(data, forKey: .data)
    try container.encode(type, forKey: .type)
    try container.encodeIfPresent(sendID, forKey: .sendID)
    try container.encodeIfPresent(origin, forKey: .origin)
    try container.encodeIfPresent(originType, forKey: .originType)
    try container.encodeIfPresent(invokeID, forKey: .invokeID)
    if dataIsXML { try container.encode(true, forKey: .dataIsXML) }
  }
}
