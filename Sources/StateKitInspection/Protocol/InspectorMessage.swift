/// One message of the inspector protocol (version ``InspectorProtocol/version``): what an app,
/// the `statekit inspect` server and a page say to each other, one JSON text frame each. The
/// article <doc:ProtocolVersion2> specifies every field.
@_spi(InspectorProtocol)
public enum InspectorMessage: Sendable, Hashable {
  /// The first message on every socket, in both directions.
  case hello(Hello)
  /// A machine attached, with its chart and where it stands.
  case attached(Attached)
  /// A step the machine took: a transition, a handled event, a rejection or a failure.
  case step(StepReport)
  /// A machine went away (detached, released, or its app disconnected).
  case detached(Detached)
  /// A page's command: send an event into a machine.
  case send(SendCommand)
  /// A page's command: restore the snapshot taken at an earlier step.
  case restore(RestoreCommand)
  /// A page's command: tell where the machine stands now (answered in a ``CommandResult``).
  case snapshot(SnapshotRequest)
  /// The answer to a command.
  case result(CommandResult)
  /// Something could not be understood or was refused; the socket stays open.
  case error(ErrorReport)
  /// Between a page and the server: a chart drawn with arrows, laid out by Graphviz.
  case layout(LayoutMessage)
  /// A page asks the server for the steps it kept of a machine after one the page has.
  case replay(ReplayRequest)

  /// The message's `"type"`.
  public var type: String {
    switch self {
    case .hello: "hello"
    case .attached: "attached"
    case .step: "step"
    case .detached: "detached"
    case .send: "send"
    case .restore: "restore"
    case .snapshot: "snapshot"
    case .result: "result"
    case .error: "error"
    case .layout: "layout"
    case .replay: "replay"
    }
  }

  /// The machine a message is about, if it is about one.
  public var machine: String? {
    switch self {
    case .attached(let message): message.machine
    case .step(let message): message.machine
    case .detached(let message): message.machine
    case .send(let message): message.machine
    case .restore(let message): message.machine
    case .snapshot(let message): message.machine
    case .layout(let message): message.machine
    case .replay(let message): message.machine
    case .hello, .result, .error: nil
    }
  }
}

/// Facts of the protocol.
@_spi(InspectorProtocol)
public enum InspectorProtocol {
  /// The version this library speaks; `hello` carries it.
  public static let version = 2
  /// The largest message, encoded, either side accepts: 1 MiB.
  public static let maximumMessageSize = 1 << 20
  /// The default port of `statekit inspect`.
  public static let defaultPort = InspectorEndpoint.defaultPort
  /// Steps the server keeps per machine for pages that connect later.
  public static let keptSteps = 1_000
}

/// Which commands a machine (or an app) accepts from pages.
@_spi(InspectorProtocol)
public struct InspectorCommands: Sendable, Hashable, Codable {
  public var send: Bool
  public var restore: Bool

  public init(send: Bool, restore: Bool) {
    self.send = send
    self.restore = restore
  }
}

/// `hello`: who is speaking, and the protocol version.
@_spi(InspectorProtocol)
public struct Hello: Sendable, Hashable, Codable {
  /// `app`, `page` or `server`.
  public var role: String
  public var `protocol`: Int
  /// The app's name (apps; the server adds it to what it relays).
  public var app: String?
  /// What the app's machines accept, taken together (each machine's ``Attached/commands`` rules).
  public var commands: InspectorCommands?

  public init(
    role: String, protocol: Int = InspectorProtocol.version, app: String? = nil, commands: InspectorCommands? = nil
  ) {
    self.role = role
    self.protocol = `protocol`
    self.app = app
    self.commands = commands
  }
}

/// `detached`.
@_spi(InspectorProtocol)
public struct Detached: Sendable, Hashable, Codable {
  public var machine: String
  /// Why: `finished` or `stopped` (a child machine), `detached` (the app detached it or
  /// released it), `disconnected` (the server: its app went away). Absent: not said.
  public var reason: String?

  public init(machine: String, reason: String? = nil) {
    self.machine = machine
    self.reason = reason
  }
}

/// `send`: an event by name, with a JSON payload for events that carry one.
@_spi(InspectorProtocol)
public struct SendCommand: Sendable, Hashable, Codable {
  public var id: String
  public var machine: String
  public var event: String
  public var payload: JSONValue?

  public init(id: String, machine: String, event: String, payload: JSONValue? = nil) {
    self.id = id
    self.machine = machine
    self.event = event
    self.payload = payload
  }
}

/// `restore`: back to where the machine stood after step `seq` (0: when it attached).
@_spi(InspectorProtocol)
public struct RestoreCommand: Sendable, Hashable, Codable {
  public var id: String
  public var machine: String
  public var seq: Int

  public init(id: String, machine: String, seq: Int) {
    self.id = id
    self.machine = machine
    self.seq = seq
  }
}

/// `snapshot`: asks where the machine stands now.
@_spi(InspectorProtocol)
public struct SnapshotRequest: Sendable, Hashable, Codable {
  public var id: String
  public var machine: String

  public init(id: String, machine: String) {
    self.id = id
    self.machine = machine
  }
}

/// `result`: the answer to the command with the same `id`.
@_spi(InspectorProtocol)
public struct CommandResult: Sendable, Hashable, Codable {
  public var id: String
  public var ok: Bool
  /// Why the command was refused or failed.
  public var error: String?
  /// For `send`: what the machine did with the event (`transitioned`, `handled`, `rejected`,
  /// `queued`, `failed`).
  public var outcome: String?
  /// For `snapshot`: where the machine stands.
  public var state: MachineState?

  public init(id: String, ok: Bool, error: String? = nil, outcome: String? = nil, state: MachineState? = nil) {
    self.id = id
    self.ok = ok
    self.error = error
    self.outcome = outcome
    self.state = state
  }
}

/// Where a machine stands: its active atomic states, the events they accept, its context.
@_spi(InspectorProtocol)
public struct MachineState: Sendable, Hashable, Codable {
  public var configuration: [String]
  public var accepts: [String]
  public var context: JSONValue?
  /// The context was too large to send (see ``InspectorProtocol/maximumMessageSize``).
  public var truncated: Bool?

  public init(configuration: [String], accepts: [String], context: JSONValue? = nil, truncated: Bool? = nil) {
    self.configuration = configuration
    self.accepts = accepts
    self.context = context
    self.truncated = truncated
  }
}

/// `layout` (protocol version 2, between a page and the server): a page asks for a machine's
/// chart laid out with its `collapsed` states shown closed; the server answers with the same
/// `id` and the drawing as SVG, or an `error` that says why there is none (Graphviz missing).
@_spi(InspectorProtocol)
public struct LayoutMessage: Sendable, Hashable, Codable {
  public var id: String
  public var machine: String
  /// The compound and parallel states drawn closed, their insides left out.
  public var collapsed: [String]?
  /// The answer: the chart as SVG, its states `s<N>`, boxes `c<N>` and transitions `t<N>`
  /// (places in the chart's `states` and `transitions`).
  public var svg: String?
  public var error: String?

  public init(id: String, machine: String, collapsed: [String]? = nil, svg: String? = nil, error: String? = nil) {
    self.id = id
    self.machine = machine
    self.collapsed = collapsed
    self.svg = svg
    self.error = error
  }
}

/// `replay` (protocol version 2, from a page): the steps of `machine` the server kept with a
/// `seq` above `after`, sent to this page alone — for a page that found a gap in a machine's
/// steps (a page too slow for a burst of steps loses the oldest it was sent).
@_spi(InspectorProtocol)
public struct ReplayRequest: Sendable, Hashable, Codable {
  public var machine: String
  public var after: Int

  public init(machine: String, after: Int) {
    self.machine = machine
    self.after = after
  }
}

/// `error`: a message that could not be understood or was refused.
@_spi(InspectorProtocol)
public struct ErrorReport: Sendable, Hashable, Codable {
  public var message: String

  public init(message: String) { self.message = message }
}
