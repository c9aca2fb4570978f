import StateKitTestSupport
import StateKitTesting
import Testing

@testable import StateKit

/// What an app sees of a child operation that fails inside an action: an error event whose
/// message names the operation and the child (never a payload), and in debug builds a warning
/// when no transition takes it.
@MainActor
@Suite("Child machines: errors inside actions")
struct ChildErrorTests {
  enum KidEvent: Hashable, Sendable { case go }
  enum Secret: Hashable, Sendable { case password(String) }

  static let kid = ChildMachine(
    try! Chart<String, KidEvent, Int>(initial: "run") { State("run") { On(.go) { $0.context += 1 } } })

  /// A chart whose actions misuse children, and that records the error events it takes.
  static func chart(takesErrors: Bool) throws -> Chart<String, String, [String]> {
    try Chart(initial: "a") {
      State("a") {
        On("toNobody") { $0.send(KidEvent.go, toChild: "nobody") }
        On("spawnTwice") { scope in
          scope.spawn(Self.kid, id: "x", context: 0)
          scope.spawn(Self.kid, id: "x", context: 0)
        }
        On("orphanMessage") { $0.sendToParent(Secret.password("hunter2")) }
        if takesErrors {
          Transition(
            .descriptor("error"), to: [],
            action: { scope in
              if case .error(let name, let message)? = scope.machineEvent {
                scope.context.append("\(name): \(message)")
              }
            })
        }
      }
    }
  }

  @Test func theErrorEventsNameTheOperationAndTheChildButNoPayload() throws {
    let machine = StateMachine(try Self.chart(takesErrors: true), context: [], clock: ManualClock())
    machine.start()
    machine.send("toNobody")
    machine.send("spawnTwice")
    machine.send("orphanMessage")
    #expect(
      machine.context == [
        "error.communication: send to child 'nobody' failed: no child 'nobody' is running",
        "error.execution: spawn of child 'x' refused: a child 'x' runs already",
        "error.communication: no parent takes the message of type Secret: this machine is no one's child",
      ])
    #expect(machine.childIDs == ["x"])
  }

  @Test func twoInvokesWithOneIDInAStateAreAChartError() throws {
    #expect {
      _ = try Chart<String, String, Int>(initial: "a") {
        State("a") {
          Invoke("same", child: Self.kid, context: { _ in 0 })
          Invoke("same", child: Self.kid, context: { _ in 1 })
        }
      }
    } throws: { error in
      "\(error)".contains("state 'a' invokes two child machines with the id 'same'; only the first could start")
    }
  }

  @Test func aStateAndItsParentInvokingOneIDStartOneChildAndSayWhy() throws {
    let nested = try Chart<String, String, [String]>(initial: "a") {
      State("outer", initial: "a") {
        Invoke("same", child: Self.kid, context: { _ in 0 })
        Transition(
          .descriptor("error.execution"), to: [],
          action: { scope in
            if case .error(_, let message)? = scope.machineEvent { scope.context.append(message) }
          })
        State("a") { Invoke("same", child: Self.kid, context: { _ in 1 }) }
      }
    }
    let machine = StateMachine(nested, context: [], clock: ManualClock())
    machine.start()
    #expect(machine.childIDs == ["same"])
    #expect(machine.context == ["Invoke of child 'same' in state 'a' not started: a child 'same' runs already"])
  }

  @Test func debugBuildsWarnOfAnErrorNoTransitionTakes() throws {
    let recorder = DiagnosticRecorder()
    let unhandled = StateMachine(try Self.chart(takesErrors: false), context: [], clock: ManualClock())
    unhandled.diagnosticHandler = recorder.handler
    unhandled.start()
    unhandled.send("toNobody")
    #if DEBUG
      #expect(recorder.diagnostics.count == 1)
      #expect(
        recorder.messages.first?.hasPrefix(
          "error.communication: send to child 'nobody' failed: no child 'nobody' is running. "
            + "No transition of this chart takes 'error.communication'") == true, "\(recorder.messages)")
      #expect(recorder.diagnostics.first?.level == .error && recorder.diagnostics.first?.category == "children")
    #endif
    // A chart that takes its errors hears of them; no warning then.
    recorder.removeAll()
    let handled = StateMachine(try Self.chart(takesErrors: true), context: [], clock: ManualClock())
    handled.diagnosticHandler = recorder.handler
    handled.start()
    handled.send("toNobody")
    #expect(recorder.diagnostics.isEmpty)
  }

  @Test func debugBuildsWarnOnceOfAChildASnapshotCannotHold() throws {
    final class Plain { var count = 0 }
    let plain = ChildMachine(
      try Chart<String, KidEvent, Plain>(initial: "run") { State("run") { On(.go) { $0.context.count += 1 } } })
    let chart = try Chart<String, String, Int>(initial: "a") {
      State("a") { Invoke("plain", child: plain, context: { _ in Plain() }) }
    }
    let recorder = DiagnosticRecorder()
    let machine = StateMachine(chart, context: 0, clock: ManualClock())
    machine.diagnosticHandler = recorder.handler
    machine.start()
    #expect(try machine.snapshot().children == nil)
    _ = try machine.snapshot()
    #if DEBUG
      #expect(
        recorder.diagnostics == [
          RuntimeDiagnostic(
            level: .notice, category: "snapshot",
            message: "child 'plain' is not part of the snapshot: its states or context are not Codable, "
              + "so a restore starts it afresh.")
        ])
    #endif
  }
}
