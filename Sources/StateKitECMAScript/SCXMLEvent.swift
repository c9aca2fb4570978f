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
  /// True when `data` is the text of an XML document that a `<content>` sent (a DOM in the
  /// sending session): the receiving session makes a DOM of it again for `_event.data`. Nil
  /// otherwise (optional, so that events encoded without it decode).
  var dataIsXML: Bool?

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

extension SCXMLEvent: Codable {}
