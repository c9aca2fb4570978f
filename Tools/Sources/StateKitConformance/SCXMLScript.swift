import StateKitECMAScript

/// A test script in the SCION conformance format: the expected initial configuration, then
/// events, each with the configuration expected after it and optionally a wait before it.
///
/// ```json
/// { "initialConfiguration": ["a"],
///   "events": [ { "event": { "name": "t" }, "nextConfiguration": ["b"] },
///               { "after": 100, "event": { "name": "t2" }, "nextConfiguration": ["d"] } ] }
/// ```
///
/// Run it with ``SCXMLScriptRunner/run(_:on:)``.
public struct SCXMLScript: Codable, Hashable, Sendable {
  /// An event as the script names it.
  public struct EventName: Codable, Hashable, Sendable {
    public var name: String
    /// The event's data (`"data": {"x": 1}`), which an ECMAScript document reads as `_event.data`.
    public var data: JSONValue?
  }

  /// One event and the configuration expected after it.
  public struct Step: Codable, Hashable, Sendable {
    public var event: EventName
    /// The active atomic states expected after the event, in any order.
    public var nextConfiguration: [String]
    /// Milliseconds to advance the clock before the event is sent.
    public var after: Int?
  }

  /// The active atomic states expected after start, in any order.
  public var initialConfiguration: [String]
  public var events: [Step]
}
