import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One app's connection to `statekit inspect` on one port, shared by every machine the app
/// attaches there. A thread of its own connects, writes and reads; the machines' side only puts
/// messages into a bounded queue under a lock, so that a step never waits for the network.
///
/// Without a server, it says so once and tries again every ``retryInterval`` quietly, and keeps
/// each machine's last ``InspectorProtocol/keptSteps`` steps; when the server comes (back), it
/// sends `hello`, every machine's `attached` and the steps it kept (a machine that went
/// meanwhile is sent with its steps, then `detached`), so that a page sees the steps an app took
/// before it connected. Steps are dropped, never queued without bound, while the server is too
/// slow (past ``maximumQueuedMessages``).
final class InspectorConnection: @unchecked Sendable {
  /// Handles a command for one machine; called on the connection's thread.
  typealias CommandHandler = @Sendable (InspectorMessage) -> Void

  /// A message to send, or a step to make first.
  private enum Outgoing {
    case message(InspectorMessage)
    case step(machine: String, PendingStep)
  }

  let port: UInt16
  let appName: String
  let retryInterval: Double
  private let log: @Sendable (String) -> Void
  static let maximumQueuedMessages = 10_000

  // Guarded by `condition`.
  private let condition = NSCondition()
  private var outbox: [Outgoing] = []
  private var latest: [String: Attached] = [:]
  /// Each machine's newest step that was dropped, not yet folded into `latest`.
  private var latestStep: [String: PendingStep] = [:]
  /// The steps taken while no server was connected, oldest first, per machine.
  private var backlog: [String: [PendingStep]] = [:]
  /// Machines detached while no server was connected, with steps still to send, and why.
  private var pendingDetach: [String: String?] = [:]
  private var order: [String] = []
  private var handlers: [String: CommandHandler] = [:]
  private var isConnected = false
  private var isStopped = false
  private var nextMachine = 0
  private var dropped = 0
  private var hasReportedFailure = false
  /// Told of each attempt that found no server: tests wait for retries with it, not a clock.
  private var failedAttemptObserver: (@Sendable () -> Void)?
  /// A pipe whose read end wakes the thread from `poll` when a message is queued.
  private let wake: (read: Int32, write: Int32)

  init(port: UInt16, appName: String, retryInterval: Double, log: @escaping @Sendable (String) -> Void) {
    self.port = port
    self.appName = appName
    self.retryInterval = retryInterval
    self.log = log
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) == 0 {
      _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
      _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
    }
    wake = (fds[0], fds[1])
    let thread = Thread { [self] in run() }
    thread.name = "StateKit inspector 127.0.0.1:\(port)"
    thread.start()
  }

  deinit {
    if wake.read >= 0 {
      _ = close(wake.read)
      _ = close(wake.write)
    }
  }

  // MARK: Shared connections

  private static let registryLock = NSLock()
  nonisolated(unsafe) private static var registry: [UInt16: InspectorConnection] = [:]

  /// The app's connection to `port`, made on first use.
  static func shared(
    port: UInt16, appName: String, retryInterval: Double, log: @escaping @Sendable (String) -> Void
  ) -> InspectorConnection {
    registryLock.lock()
    defer { registryLock.unlock() }
    if let connection = registry[port], !connection.stopped { return connection }
    let connection = InspectorConnection(port: port, appName: appName, retryInterval: retryInterval, log: log)
    registry[port] = connection
    return connection
  }

  /// Calls `observer` (on the connection's thread) after each attempt that finds no server.
  func observeFailedAttempts(_ observer: @escaping @Sendable () -> Void) {
    condition.lock()
    failedAttemptObserver = observer
    condition.unlock()
  }

  private var stopped: Bool {
    condition.lock()
    defer { condition.unlock() }
    return isStopped
  }

  // MARK: The machines' side

  /// A new machine id on this connection (`m1`, `m2`, …).
  func makeMachineID() -> String {
    condition.lock()
    defer { condition.unlock() }
    nextMachine += 1
    return "m\(nextMachine)"
  }

  func attach(_ attached: Attached, handler: @escaping CommandHandler) {
    condition.lock()
    latest[attached.machine] = attached
    order.append(attached.machine)
    handlers[attached.machine] = handler
    condition.unlock()
    enqueue(.message(.attached(attached)))
  }

  /// A step, made on the connection's thread when it is sent; kept while no server is connected
  /// (the last ``InspectorProtocol/keptSteps`` of each machine, the newest with its context).
  func report(machine: String, _ step: PendingStep) {
    condition.lock()
    let queued = isConnected
    if !queued { keep(step, of: machine) }
    condition.unlock()
    if queued { enqueue(.step(machine: machine, step)) }
  }

  /// The steps kept for `machine` until a server connects, as they will be sent (for tests).
  func keptSteps(of machine: String) -> [StepReport] {
    condition.lock()
    defer { condition.unlock() }
    return (backlog[machine] ?? []).map { $0.make() }
  }

  /// Keeps a step for when a server connects; the oldest beyond the bound is folded into the
  /// machine's `attached` instead. Called with the lock held.
  private func keep(_ step: PendingStep, of machine: String) {
    var steps = backlog[machine, default: []]
    // Only the newest kept step of a machine keeps its context: a thousand contexts of 256 KiB
    // each would hold a quarter of a gigabyte for a page that may never come.
    if let last = steps.indices.last { steps[last].dropContext() }
    steps.append(step)
    if steps.count > InspectorProtocol.keptSteps { latestStep[machine] = steps.removeFirst() }
    backlog[machine] = steps
  }

  /// The machine's `attached` brought up to date with its last step.
  private func current(_ machine: String) -> Attached? {
    guard var attached = latest[machine] else { return nil }
    if let pending = latestStep.removeValue(forKey: machine), case let step = pending.make(), step.seq > attached.seq {
      attached.configuration = step.configuration
      attached.accepts = step.accepts
      attached.context = step.context
      attached.truncated = step.truncated
      attached.seq = step.seq
      latest[machine] = attached
    }
    return attached
  }

  func send(_ message: InspectorMessage) { enqueue(.message(message)) }

  /// Forgets a machine; the last one stops the connection. `reason`: see ``Detached/reason``.
  func detach(_ machine: String, reason: String? = nil) {
    condition.lock()
    if !isConnected, backlog[machine]?.isEmpty == false {
      // Its steps are still to be shown: it goes once they are sent.
      pendingDetach[machine] = reason
      handlers[machine] = nil
      condition.unlock()
      return
    }
    backlog[machine] = nil
    latest[machine] = nil
    latestStep[machine] = nil
    order.removeAll { $0 == machine }
    handlers[machine] = nil
    let isLast = latest.isEmpty && pendingDetach.isEmpty
    if isLast { isStopped = true }
    condition.unlock()
    enqueue(.message(.detached(Detached(machine: machine, reason: reason))))
    if isLast {
      Self.registryLock.lock()
      if Self.registry[port] === self { Self.registry[port] = nil }
      Self.registryLock.unlock()
    }
  }

  private func enqueue(_ message: Outgoing) {
    condition.lock()
    if isConnected {
      // A full queue drops the new message, in constant time: the app's thread must not pay
      // for a slow inspector (the page sees a gap in `seq`; `attached` on reconnect is current).
      if outbox.count >= Self.maximumQueuedMessages {
        dropped += 1
        if case .step(let machine, let step) = message { latestStep[machine] = step }
      } else {
        outbox.append(message)
      }
    } else if case .step(let machine, let step) = message, latest[machine] != nil {
      // The server went between `report` and here: the step waits for the next one.
      keep(step, of: machine)
    }
    condition.unlock()
    var byte: UInt8 = 1
    _ = write(wake.write, &byte, 1)
  }

  // MARK: The connection's thread

  private func run() {
    while !stopped {
      guard let client = connect() else {
        condition.lock()
        if !isStopped { _ = condition.wait(until: Date(timeIntervalSinceNow: retryInterval)) }
        condition.unlock()
        continue
      }
      serve(client)
      client.close()
    }
    // Stopped: the last `detached` may still be queued.
    condition.lock()
    outbox.removeAll()
    condition.unlock()
  }

  /// Connects and greets; nil (said once) when no server answers.
  private func connect() -> (any InspectorSocket)? {
    do {
      let client = try Self.openSocket(port: port, wake: wake.write)
      condition.lock()
      let greeting: [InspectorMessage] =
        [.hello(Hello(role: "app", app: appName, commands: commandsTogether()))]
        + order.compactMap { current($0).map(InspectorMessage.attached) }
      // The steps kept meanwhile follow, each machine's in order; then the machines that went.
      outbox = order.flatMap { machine in (backlog[machine] ?? []).map { Outgoing.step(machine: machine, $0) } }
      backlog.removeAll()
      for (machine, reason) in pendingDetach {
        outbox.append(.message(.detached(Detached(machine: machine, reason: reason))))
        latest[machine] = nil
        order.removeAll { $0 == machine }
      }
      pendingDetach.removeAll()
      isConnected = true
      let wasReported = hasReportedFailure
      hasReportedFailure = false
      condition.unlock()
      for message in greeting { try transmit(message, to: client) }
      if wasReported { log("StateKit inspector: attached to 127.0.0.1:\(port).") }
      return client
    } catch {
      condition.lock()
      let report = !hasReportedFailure
      hasReportedFailure = true
      let observer = failedAttemptObserver
      condition.unlock()
      if report {
        log(
          "StateKit inspector: no inspector at 127.0.0.1:\(port) (\(error)); the machines run on, and attach "
            + "when `statekit inspect` runs.")
      }
      observer?()
      return nil
    }
  }

  private func commandsTogether() -> InspectorCommands {
    InspectorCommands(
      send: latest.values.contains { $0.commands.send }, restore: latest.values.contains { $0.commands.restore })
  }

  /// Writes what is queued and reads what arrives, until the connection ends or is stopped.
  private func serve(_ client: any InspectorSocket) {
    defer {
      condition.lock()
      isConnected = false
      // Steps not sent yet are kept for the next server.
      for case .step(let machine, let step) in outbox where latest[machine] != nil { keep(step, of: machine) }
      outbox.removeAll()
      hasReportedFailure = true
      condition.unlock()
    }
    do {
      while true {
        condition.lock()
        let pending = outbox
        outbox.removeAll()
        let (stop, lost) = (isStopped, dropped)
        dropped = 0
        condition.unlock()
        if lost > 0 {
          log("StateKit inspector: the inspector is too slow; \(lost) messages were dropped.")
        }
        for outgoing in pending {
          switch outgoing {
          case .message(let message): try transmit(message, to: client)
          case .step(_, let pending):
            let step = pending.make()
            condition.lock()
            if var attached = latest[step.machine], attached.seq < step.seq {
              (attached.configuration, attached.accepts) = (step.configuration, step.accepts)
              (attached.context, attached.truncated, attached.seq) = (step.context, step.truncated, step.seq)
              latest[step.machine] = attached
            }
            condition.unlock()
            try transmit(.step(step), to: client)
          }
        }
        if stop { return }
        var fds = [
          // A socket without a descriptor announces its messages on the wake pipe (poll skips -1).
          pollfd(fd: client.readableDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
          pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
        ]
        if !client.hasBufferedInput { _ = poll(&fds, 2, 1_000) }
        if fds[1].revents != 0 {
          var sink = [UInt8](repeating: 0, count: 256)
          while read(wake.read, &sink, sink.count) > 0 {}
        }
        if client.hasBufferedInput || fds[0].revents != 0 {
          guard case .text(let bytes) = try client.receive() else {
            log("StateKit inspector: the inspector at 127.0.0.1:\(port) went away; the machines run on.")
            return
          }
          handle(Data(bytes), client: client)
        }
      }
    } catch {
      log("StateKit inspector: the connection to 127.0.0.1:\(port) ended (\(error)); the machines run on.")
    }
  }

  private func transmit(_ message: InspectorMessage, to client: any InspectorSocket) throws {
    guard let data = message.encoded(within: InspectorProtocol.maximumMessageSize) else {
      log("StateKit inspector: a '\(message.type)' message was too large to send, even summarised.")
      return
    }
    try client.send(text: Array(data))
  }

  private func handle(_ data: Data, client: any InspectorSocket) {
    let message: InspectorMessage
    do {
      message = try InspectorMessage.decode(data)
    } catch {
      try? transmit(.error(ErrorReport(message: error.description)), to: client)
      return
    }
    switch message {
    case .send(let command): route(message, machine: command.machine, id: command.id, client: client)
    case .restore(let command): route(message, machine: command.machine, id: command.id, client: client)
    case .snapshot(let command): route(message, machine: command.machine, id: command.id, client: client)
    case .hello(let hello) where hello.protocol != InspectorProtocol.version:
      log("StateKit inspector: the inspector speaks protocol \(hello.protocol), this app \(InspectorProtocol.version).")
    case .error(let report): log("StateKit inspector: the inspector says: \(report.message)")
    default: break
    }
  }

  private func route(_ message: InspectorMessage, machine: String, id: String, client: any InspectorSocket) {
    condition.lock()
    let handler = handlers[machine]
    condition.unlock()
    guard let handler else {
      try? transmit(.result(CommandResult(id: id, ok: false, error: "no machine '\(machine)' in this app")), to: client)
      return
    }
    handler(message)
  }
}
