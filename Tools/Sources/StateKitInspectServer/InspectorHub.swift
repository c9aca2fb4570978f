import Foundation
@_spi(InspectorProtocol) import StateKitInspection

/// The relay between apps and pages: gives each app's machines ids unique among apps, keeps
/// every machine's `attached` and its last ``InspectorProtocol/keptSteps`` steps for pages
/// that connect later, hands pages' commands to the app that owns the machine, and their
/// results back to the page that asked.
actor InspectorHub {
  /// Where a client's messages go: one text frame each.
  typealias Outbox = @Sendable (String) -> Void

  private struct App {
    var name = "app"
    var greeted = false
    let outbox: Outbox
    var machines: [String] = []
  }

  private struct Machine {
    let app: Int
    let local: String
    var attached: Attached
    var steps: [StepReport] = []
  }

  private struct Page {
    var greeted = false
    let outbox: Outbox
  }

  private var apps: [Int: App] = [:]
  private var pages: [Int: Page] = [:]
  private var machines: [String: Machine] = [:]
  private var machineOrder: [String] = []
  /// Commands on their way to an app, by the id the hub gave them: the page and its own id.
  private var pending: [String: (page: Int, id: String, app: Int)] = [:]
  private var nextID = 0
  let limit: Int

  init(limit: Int = InspectorProtocol.maximumMessageSize) { self.limit = limit }

  private func makeID() -> Int {
    nextID += 1
    return nextID
  }

  // MARK: Connections

  func connectApp(_ outbox: @escaping Outbox) -> Int {
    let id = makeID()
    apps[id] = App(outbox: outbox)
    return id
  }

  func connectPage(_ outbox: @escaping Outbox) -> Int {
    let id = makeID()
    pages[id] = Page(outbox: outbox)
    return id
  }

  func disconnectApp(_ id: Int) {
    guard let app = apps.removeValue(forKey: id) else { return }
    // Commands first, then the machines: a page hears why its command failed before the machine goes.
    for (key, command) in pending where command.app == id {
      pending[key] = nil
      deliver(
        .result(CommandResult(id: command.id, ok: false, error: "the app disconnected")), toPage: command.page)
    }
    for machine in app.machines { remove(machine, reason: "disconnected") }
  }

  func disconnectPage(_ id: Int) {
    pages[id] = nil
    for (key, command) in pending where command.page == id { pending[key] = nil }
  }

  /// Machines attached now, for the server's status line and tests.
  var attachedMachines: [Attached] { machineOrder.compactMap { machines[$0]?.attached } }

  // MARK: From apps

  func receive(fromApp id: Int, _ text: String) {
    guard apps[id] != nil else { return }
    let message: InspectorMessage
    do {
      message = try decode(text)
    } catch {
      return send(.error(ErrorReport(message: error.description)), toApp: id)
    }
    if case .hello(let hello) = message {
      guard hello.role == "app", hello.protocol == InspectorProtocol.version else {
        return send(.error(ErrorReport(message: Self.refusal(of: hello, on: "app"))), toApp: id)
      }
      apps[id]?.name = String((hello.app ?? "app").prefix(200))
      apps[id]?.greeted = true
      return
    }
    guard apps[id]?.greeted == true else {
      return send(.error(ErrorReport(message: "the first message on /app must be 'hello'")), toApp: id)
    }
    switch message {
    case .attached(var attached):
      let global = "a\(id).\(attached.machine)"
      let local = attached.machine
      attached.machine = global
      attached.app = apps[id]?.name
      if let parent = attached.parent?.machine { attached.parent?.machine = "a\(id).\(parent)" }
      if machines[global] == nil {
        machineOrder.append(global)
        apps[id]?.machines.append(global)
      }
      machines[global] = Machine(app: id, local: local, attached: attached)
      broadcast(.attached(attached))
    case .step(var step):
      let global = "a\(id).\(step.machine)"
      guard machines[global] != nil else {
        return send(
          .error(ErrorReport(message: "a step of machine '\(step.machine)', which was not attached")), toApp: id)
      }
      step.machine = global
      step.app = apps[id]?.name
      if let sender = step.cause?.machine { step.cause?.machine = "a\(id).\(sender)" }
      if var children = step.children {
        for index in children.started.indices {
          children.started[index].machine = "a\(id).\(children.started[index].machine)"
        }
        for index in children.ended.indices {
          children.ended[index].machine = "a\(id).\(children.ended[index].machine)"
        }
        step.children = children
      }
      machines[global]?.steps.append(step)
      if let count = machines[global]?.steps.count, count > InspectorProtocol.keptSteps {
        machines[global]?.steps.removeFirst(count - InspectorProtocol.keptSteps)
      }
      broadcast(.step(step))
    case .detached(let detached):
      remove("a\(id).\(detached.machine)", reason: detached.reason)
    case .result(var result):
      // Only the app a command went to answers it: another app's answer is dropped, as one for a
      // command no page waits for any more, and the command stays pending for its own app.
      guard let command = pending[result.id], command.app == id else { return }
      pending[result.id] = nil
      result.id = command.id
      deliver(.result(result), toPage: command.page)
    case .error: break
    default:
      send(.error(ErrorReport(message: "an app does not send '\(message.type)' messages")), toApp: id)
    }
  }

  private func remove(_ machine: String, reason: String?) {
    guard let removed = machines.removeValue(forKey: machine) else { return }
    // A page still shows a machine that went (a child that finished): its chart stays drawable.
    endedCharts[machine] = removed.attached.chart
    endedOrder.append(machine)
    if endedOrder.count > 256 { endedCharts[endedOrder.removeFirst()] = nil }
    machineOrder.removeAll { $0 == machine }
    for key in apps.keys { apps[key]?.machines.removeAll { $0 == machine } }
    broadcast(.detached(Detached(machine: machine, reason: reason)))
  }

  /// Why a `hello` is refused, in words that say what to do.
  static func refusal(of hello: Hello, on role: String) -> String {
    guard hello.protocol == InspectorProtocol.version else {
      let what =
        role == "page"
        ? "this page speaks inspector protocol \(hello.protocol), and this statekit inspect speaks "
          + "\(InspectorProtocol.version): reload the page (it is served by statekit inspect)"
        : "this app speaks inspector protocol \(hello.protocol), and this statekit inspect speaks "
          + "\(InspectorProtocol.version): build the app and statekit from the same StateKit"
      return what
    }
    return "this inspector takes the role '\(role)' on /\(role), not '\(hello.role)'"
  }

  // MARK: From pages

  func receive(fromPage id: Int, _ text: String) {
    guard pages[id] != nil else { return }
    let message: InspectorMessage
    do {
      message = try decode(text)
    } catch {
      return deliver(.error(ErrorReport(message: error.description)), toPage: id)
    }
    switch message {
    case .hello(let hello):
      guard hello.role == "page", hello.protocol == InspectorProtocol.version else {
        return deliver(.error(ErrorReport(message: Self.refusal(of: hello, on: "page"))), toPage: id)
      }
      pages[id]?.greeted = true
      deliver(.hello(Hello(role: "server")), toPage: id)
      // What the page missed: each machine as it attached, then its kept steps.
      for key in machineOrder {
        guard let machine = machines[key] else { continue }
        deliver(.attached(machine.attached), toPage: id)
        for step in machine.steps where step.seq > machine.attached.seq { deliver(.step(step), toPage: id) }
      }
    case .send(var command):
      forward(command.machine, id: command.id, from: id) {
        command.machine = $0; command.id = $1; return .send(command)
      }
    case .restore(var command):
      forward(command.machine, id: command.id, from: id) {
        command.machine = $0
        command.id = $1
        return .restore(command)
      }
    case .snapshot(var command):
      forward(command.machine, id: command.id, from: id) {
        command.machine = $0
        command.id = $1
        return .snapshot(command)
      }
    case .layout(let request):
      layOut(request, for: id)
    case .replay(let request):
      for step in machines[request.machine]?.steps ?? [] where step.seq > request.after {
        deliver(.step(step), toPage: id)
      }
    default:
      deliver(.error(ErrorReport(message: "a page does not send '\(message.type)' messages")), toPage: id)
    }
  }

  /// Hands a command to the app owning `machine`, under an id of the hub's own.
  private func forward(
    _ machine: String, id: String, from page: Int, _ rewrite: (String, String) -> InspectorMessage
  ) {
    guard let target = machines[machine], apps[target.app] != nil else {
      return deliver(
        .result(CommandResult(id: id, ok: false, error: "no machine '\(machine)' is attached")), toPage: page)
    }
    let hubID = "h\(makeID())"
    pending[hubID] = (page, id, target.app)
    send(rewrite(target.local, hubID), toApp: target.app)
  }

  // MARK: Layout

  /// Drawings by their dot text: machines of one chart (children of many parents) share one.
  private var drawings: [String: String] = [:]
  private var drawingOrder: [String] = []

  /// The charts of the last 256 machines that went, by id.
  private var endedCharts: [String: ChartDescription] = [:]
  private var endedOrder: [String] = []

  /// Lays a machine's chart out with Graphviz, off the hub, and answers the page.
  private func layOut(_ request: LayoutMessage, for page: Int) {
    guard let chart = machines[request.machine]?.attached.chart ?? endedCharts[request.machine] else {
      var answer = request
      answer.error = "no machine '\(request.machine)' is attached"
      return deliver(.layout(answer), toPage: page)
    }
    let dot = ChartDot(chart: chart, collapsed: Set(request.collapsed ?? [])).text
    var answer = request
    answer.collapsed = nil
    if let svg = drawings[dot] {
      answer.svg = svg
      return deliver(.layout(answer), toPage: page)
    }
    Task.detached { [weak self] in
      do throws(GraphvizLayout.Failure) {
        answer.svg = try await GraphvizLayout.svg(of: dot)
      } catch {
        answer.error = error.description
      }
      await self?.laidOut(answer, dot: dot, for: page)
    }
  }

  private func laidOut(_ answer: LayoutMessage, dot: String, for page: Int) {
    if let svg = answer.svg, drawings[dot] == nil {
      drawings[dot] = svg
      drawingOrder.append(dot)
      if drawingOrder.count > 64 { drawings[drawingOrder.removeFirst()] = nil }
    }
    deliver(.layout(answer), toPage: page)
  }

  // MARK: Sending

  private func decode(_ text: String) throws(InspectorProtocolError) -> InspectorMessage {
    let count = text.utf8.count
    guard count <= limit else {
      throw InspectorProtocolError("a message of \(count) bytes is over the limit of \(limit) bytes; it was dropped")
    }
    return try InspectorMessage.decode(Data(text.utf8), limit: limit)
  }

  private func text(_ message: InspectorMessage) -> String? {
    (try? message.encoded()).map { String(decoding: $0, as: UTF8.self) }
  }

  private func send(_ message: InspectorMessage, toApp id: Int) {
    guard let app = apps[id], let text = text(message) else { return }
    app.outbox(text)
  }

  private func deliver(_ message: InspectorMessage, toPage id: Int) {
    guard let page = pages[id], let text = text(message) else { return }
    page.outbox(text)
  }

  private func broadcast(_ message: InspectorMessage) {
    guard let text = text(message) else { return }
    for page in pages.values where page.greeted { page.outbox(text) }
  }
}
