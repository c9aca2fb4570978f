import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// Children made and sent to from callbacks that run outside a step's actions (observers): what
/// they start runs before the call that ran the callback returns, not at the next event.
@MainActor
@Suite("Child machines: calls from observers")
struct ChildCallbackTests {
  enum RowEvent: Hashable, Sendable { case done }

  static let row = ChildMachine(
    try! Chart<String, RowEvent, Int>(initial: "busy") {
      State("busy") {
        Entry { $0.sendToParent("started \($0.context)") }
        On(.done, to: "over")
      }
      Final("over")
    })

  static func list() throws -> StateMachine<String, String, [String]> {
    let chart = try Chart<String, String, [String]>(initial: "list") {
      State("list") { OnAnyEvent { $0.context.append($0.event ?? "?") } }
    }
    return StateMachine(chart, context: [], clock: ManualClock())
  }

  @Test func aChildSpawnedByAnObserverRunsWhenTheSendReturns() throws {
    let machine = try Self.list()
    machine.start()
    var spawned: [Bool] = []
    _ = machine.onTransition { [weak machine] _ in
      guard let machine, spawned.isEmpty else { return }
      spawned.append(
        machine.spawn(Self.row, id: "row", context: 7, onMessage: { $0 as? String }))
    }
    machine.send("add")
    #expect(spawned == [true])
    #expect(machine.childIDs == ["row"])
    #expect(machine.child("row") != nil)
    // What the child sent as it started has been processed too.
    #expect(machine.context == ["add", "started 7"])
    #expect(machine.send(RowEvent.done, toChild: "row") == .delivered(.transitioned))
    #expect(machine.childIDs.isEmpty)
  }

  @Test func aChildSpawnedByAnObserverOfAQuietStepRunsWhenTheSendReturns() throws {
    let chart = try Chart<String, String, Int>(initial: "list") { State("list") { On("tick") } }
    let machine = StateMachine(chart, context: 0, clock: ManualClock())
    let recorder = DiagnosticRecorder()
    machine.diagnosticHandler = recorder.handler
    machine.start()
    var spawned = false
    _ = machine.onTransition { [weak machine] _ in
      guard let machine, !spawned else { return }
      spawned = machine.spawn(Self.row, id: "row", context: 1)
    }
    machine.send("tick")
    #expect(spawned)
    #expect(machine.childIDs == ["row"])
    #expect(machine.send(RowEvent.done, toChild: "row") == .delivered(.transitioned))
    // Spawned without `onMessage`, the row's greeting is lost: reported through the parent's
    // handler, which the child follows.
    #if DEBUG
      #expect(recorder.messages.count == 1)
      #expect(
        recorder.messages.first?.hasPrefix(
          "error.communication: the parent of child 'row' does not take the message of type String") == true)
    #endif
  }
}
