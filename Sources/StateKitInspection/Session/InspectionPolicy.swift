/// What an attached machine lets the inspector's page do, and what it shows of its events.
///
/// Sending events and restoring past steps change the app: by default both are allowed in
/// debug builds only, so that an inspector left attached in a release build can watch but
/// never steer.
public struct InspectionPolicy: Sendable, Hashable {
  /// Whether the page may send events into the machine.
  public var send: Bool
  /// Whether the page may restore the machine to the snapshot of an earlier step. Each step's
  /// snapshot is kept (for a bounded number of recent steps) only when this is allowed.
  public var restore: Bool
  /// Whether steps show their events' payloads (encoded as JSON when the event type is
  /// `Encodable`) and error events' messages. Off by default, as for rejections: a password
  /// typed into a field must not end up on a page.
  ///
  /// Off, every event reaches the page named by its case alone, made from its type and never
  /// from its value: a `CaseEvent` by its `eventCase`, a case of any other enum with
  /// associated values as `password(…)`, a struct by its type name; rejection reasons and
  /// errors name events the same way. The context is the app's state, not a payload: it is
  /// shown when `Encodable`, so keep a secret out of it (or out of its encoding).
  public var payloads: Bool

  /// - Parameters:
  ///   - send: whether the page may send events (default: in debug builds only).
  ///   - restore: whether the page may restore earlier steps (default: in debug builds only).
  ///   - payloads: whether steps show payloads (default: no).
  public init(send: Bool = isDebugBuild, restore: Bool = isDebugBuild, payloads: Bool = false) {
    self.send = send
    self.restore = restore
    self.payloads = payloads
  }

  /// Watch only: no commands, no payloads.
  public static let readOnly = InspectionPolicy(send: false, restore: false)

  /// Whether this library was built for debugging (`DEBUG` set), as the app's debug builds are.
  public static var isDebugBuild: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }
}

/// Where the inspector runs.
public struct InspectorEndpoint: Sendable, Hashable {
  /// The port `statekit inspect` listens on unless told otherwise: 7710.
  public static let defaultPort: UInt16 = 7710
  /// The port on 127.0.0.1.
  public var port: UInt16
  /// How long the app waits before trying again when no inspector answers, in seconds.
  public var retryInterval: Double

  /// `statekit inspect` on this machine: 127.0.0.1 and the port it printed (7710 unless `--port`
  /// said otherwise).
  public static func local(port: UInt16 = defaultPort, retryInterval: Double = 1) -> Self {
    Self(port: port, retryInterval: retryInterval)
  }
}

/// Why a machine could not be attached.
public struct InspectionError: Error, Sendable, Hashable, CustomStringConvertible {
  public let description: String

  init(_ description: String) { self.description = description }
}
