import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// Issue 33: the library printed its diagnostics (95 lines in a passing `swift test`), and a
/// child chart explored on its own by `PathFinder` printed one per configuration. They go
/// through a handler the app controls now: one for every machine, one per machine, children
/// following their parent.
@MainActor
@Suite("Runtime diagnostics")
struct RuntimeDiagnosticTests {
  /// A child that greets its parent as it starts, and again on `go`.
  static let greeter = try! Chart<String, String, Int>(initial: "idle") {
    State("idle") {
      Entry { $0.sendToParent("hello") }
      On("go", to: "busy") { $0.sendToParent("going") }
    }
    State("busy") { On("go", to: "idle") }
  }

  /// Runs `body` with the app's handler replaced; nothing in `body` suspends, so no other test
  /// runs on the main actor meanwhile.
  func withAppHandler(_ handler: @escaping RuntimeDiagnosticHandler, _ body: () throws -> Void) rethrows {
    let previous = RuntimeDiagnostic.handler
    RuntimeDiagnostic.handler = handler
    defer { RuntimeDiagnostic.handler = previous }
    try body()
  }

  @Test func aMachineWithoutAHandlerOfItsOwnReportsToTheApps() throws {
    let app = DiagnosticRecorder()
    withAppHandler(app.handler) {
      let alone = StateMachine(Self.greeter, context: 0, clock: ManualClock())
      alone.start()
      alone.send("go")
    }
    #if DEBUG
      #expect(app.diagnostics.count == 2)
      #expect(app.diagnostics.allSatisfy { $0.level == .error && $0.category == "children" })
      #expect(
        app.messages.first?.hasPrefix(
          "error.communication: no parent takes the message of type String: this machine is no one's child") == true)
      #expect(app.diagnostics.first?.description.hasPrefix("StateKit: error.communication: ") == true)
    #endif
  }

  @Test func aMachinesOwnHandlerTakesItsDiagnosticsAndItsChildrensInsteadOfTheApps() throws {
    let app = DiagnosticRecorder()
    let own = DiagnosticRecorder()
    let parentChart = try Chart<String, String, Int>(initial: "p") {
      State("p") {
        Invoke("kid", child: ChildMachine(Self.greeter), context: { _ in 0 })
        On("poke") { $0.send("go", toChild: "kid") }
      }
    }
    withAppHandler(app.handler) {
      let parent = StateMachine(parentChart, context: 0, clock: ManualClock())
      parent.diagnosticHandler = own.handler
      parent.start()
      parent.send("poke")
    }
    #expect(app.diagnostics.isEmpty, "\(app.messages)")
    #if DEBUG
      #expect(own.messages.count == 2)
      #expect(
        own.messages.allSatisfy {
          $0.hasPrefix("error.communication: the parent of child 'kid' does not take the message of type String")
        })
    #endif
  }

  @Test func ignoringDropsEverything() throws {
    let app = DiagnosticRecorder()
    withAppHandler(app.handler) {
      let alone = StateMachine(Self.greeter, context: 0, clock: ManualClock())
      alone.diagnosticHandler = RuntimeDiagnostic.ignoring
      alone.start()
    }
    #expect(app.diagnostics.isEmpty)
  }

  /// Before: one "no parent takes the message" line per configuration explored.
  @Test func aChildChartExploredOnItsOwnByThePathFinderIsQuiet() throws {
    let app = DiagnosticRecorder()
    var plan: PathPlan<String, String>?
    withAppHandler(app.handler) {
      plan = PathFinder(chart: Self.greeter, context: { 0 }).plan(covering: .transitions)
    }
    #expect(plan?.untakenTransitions.isEmpty == true)
    #expect(app.diagnostics.isEmpty, "\(app.messages)")
  }

  @Test func levelsAreOrderedAsOSLoggersAndTheSubsystemIsReverseDNS() {
    #expect(RuntimeDiagnostic.Level.debug < .info && .info < .notice && .notice < .error && .error < .fault)
    #expect(RuntimeDiagnostic.Level.notice.description == "notice")
    #expect(RuntimeDiagnostic.subsystem == "org.statekit.StateKit")
  }
}
