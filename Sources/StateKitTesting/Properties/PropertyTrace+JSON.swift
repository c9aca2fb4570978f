import Foundation

/// A trace as JSON, for a file that `statekit test` (SCXML charts) and
/// `PropertyTest.replay(_:checking:)` replay:
///
/// ```json
/// { "format": "statekit-trace", "version": 1,
///   "property": "the label is never red", "failure": "does not hold",
///   "initialConfiguration": ["browse"],
///   "steps": [ { "send": "button", "configuration": ["edit"] },
///              { "wait": 0.3, "configuration": ["edit"] } ] }
/// ```
///
/// A wait is in seconds and read to the nanosecond; an event is encoded as `Input` encodes
/// itself (an enum with raw values: its raw value). Configurations are optional when read.
extension PropertyTrace: Codable where Input: Codable {
  private enum Key: String, CodingKey {
    case format, version, property, failure, failedInsideWait, seed, walk, shrunkFrom, initialConfiguration, steps
  }

  private enum StepKey: String, CodingKey { case send, wait, configuration }

  /// What the `format` member says of a trace.
  public static var format: String { "statekit-trace" }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(Self.format, forKey: .format)
    try container.encode(1, forKey: .version)
    try container.encode(property, forKey: .property)
    try container.encode(failure, forKey: .failure)
    if failedInsideWait { try container.encode(true, forKey: .failedInsideWait) }
    try container.encodeIfPresent(seed, forKey: .seed)
    try container.encodeIfPresent(walk, forKey: .walk)
    try container.encodeIfPresent(shrunkFrom, forKey: .shrunkFrom)
    try container.encodeIfPresent(configurations.first, forKey: .initialConfiguration)
    var list = container.nestedUnkeyedContainer(forKey: .steps)
    for (index, step) in steps.enumerated() {
      var member = list.nestedContainer(keyedBy: StepKey.self)
      switch step {
      case .send(let event): try member.encode(event, forKey: .send)
      case .wait(let duration): try member.encode(Double(duration.secondsText) ?? 0, forKey: .wait)
      }
      if index + 1 < configurations.count { try member.encode(configurations[index + 1], forKey: .configuration) }
    }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    let format = try container.decodeIfPresent(String.self, forKey: .format)
    guard format == Self.format else {
      throw DecodingError.dataCorruptedError(
        forKey: .format, in: container, debugDescription: "not a trace: \"format\" must be \"\(Self.format)\"")
    }
    let version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
    guard version == 1 else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container, debugDescription: "trace version \(version) is not known (1 is)")
    }
    var list = try container.nestedUnkeyedContainer(forKey: .steps)
    var steps: [TestStep<Input>] = []
    var configurations: [[String]] = []
    let initial = try container.decodeIfPresent([String].self, forKey: .initialConfiguration)
    var complete = initial != nil
    if let initial { configurations.append(initial) }
    while !list.isAtEnd {
      let member = try list.nestedContainer(keyedBy: StepKey.self)
      if let seconds = try member.decodeIfPresent(Double.self, forKey: .wait) {
        guard seconds.isFinite, seconds >= 0, seconds <= 31_536_000 else {
          throw DecodingError.dataCorruptedError(
            forKey: .wait, in: member, debugDescription: "a wait takes 0 to 31536000 seconds, not \(seconds)")
        }
        steps.append(.wait(.nanoseconds(Int64((seconds * 1_000_000_000).rounded()))))
      } else if member.contains(.send) {
        steps.append(.send(try member.decode(Input.self, forKey: .send)))
      } else {
        throw DecodingError.dataCorruptedError(
          forKey: .send, in: member, debugDescription: "a step has \"send\" (an event) or \"wait\" (seconds)")
      }
      if let configuration = try member.decodeIfPresent([String].self, forKey: .configuration) {
        configurations.append(configuration)
      } else {
        complete = false
      }
    }
    self.init(
      property: try container.decode(String.self, forKey: .property), steps: steps,
      configurations: complete ? configurations : [],
      failure: try container.decodeIfPresent(String.self, forKey: .failure) ?? "does not hold",
      failedInsideWait: try container.decodeIfPresent(Bool.self, forKey: .failedInsideWait) ?? false)
    seed = try container.decodeIfPresent(UInt64.self, forKey: .seed)
    walk = try container.decodeIfPresent(Int.self, forKey: .walk)
    shrunkFrom = try container.decodeIfPresent(Int.self, forKey: .shrunkFrom)
  }

  /// The trace as JSON (keys sorted, indented): what ``init(json:)`` and `statekit test` read.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }

  /// A trace read from JSON that ``jsonData()`` wrote (or a person did).
  ///
  /// - Throws: `DecodingError` for JSON that is not a trace, with where and why.
  public init(json: Data) throws {
    self = try JSONDecoder().decode(Self.self, from: json)
  }
}
