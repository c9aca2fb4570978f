import StateKit
import Testing

/// An event named by its description, counting how often it is described.
private struct NamedEvent: Hashable, Sendable, CustomStringConvertible {
  nonisolated(unsafe) static var descriptions = 0
  let name: String
  var description: String {
    Self.descriptions += 1
    return name
  }
}

/// A state of a document with many event descriptors (`<transition event="e17">`, as the SCXML
/// reader writes every event): matching an event goes through the state's descriptor
/// transitions in document order. Each used to fetch and describe the event again (generic
/// metadata lookups, a dynamic cast, `String(describing:)`: about 6,700 instructions a
/// transition; 5,000 events on one state of a document took 2.2 ms an event in a release
/// build). The engine now names the event once per selection.
@MainActor
@Suite("Descriptor transitions describe the event once", .serialized)
struct DescriptorNameTests {
  @Test func anEventIsDescribedOncePerEventNotOncePerDescriptor() throws {
    let count = 500
    let chart = try Chart<String, NamedEvent, Int>(initial: "a") {
      State("a") {
        for i in 0..<count { Transition(.descriptor("e\(i)"), to: [], action: { $0.context += i }) }
        Transition(.descriptor("leave.*"), to: ["b"])
      }
      State("b") { Transition(.descriptor("back"), to: ["a"]) }
    }
    let machine = StateMachine(chart, context: 0)
    machine.start()
    NamedEvent.descriptions = 0
    // Matched against the transitions in document order: e499 is the 500th.
    #expect(machine.send(NamedEvent(name: "e499")) == .handled)
    #expect(machine.context == 499)
    #expect(NamedEvent.descriptions <= 2, "described \(NamedEvent.descriptions) times")
  }

  /// What naming once must keep: each event matched by its own name.
  @Test func eachEventIsMatchedByItsOwnName() throws {
    let chart = try Chart<String, NamedEvent, Int>(initial: "a") {
      State("a") {
        for i in 0..<20 { Transition(.descriptor("e\(i)"), to: [], action: { $0.context += i }) }
        Transition(.descriptor("leave.*"), to: ["b"])
      }
      State("b") { Transition(.descriptor("back"), to: ["a"]) }
    }
    let machine = StateMachine(chart, context: 0)
    machine.start()
    #expect(machine.send(NamedEvent(name: "e7")) == .handled)
    #expect(machine.send(NamedEvent(name: "leave.now")).isAccepted)
    #expect(machine.send(NamedEvent(name: "e7")).rejection != nil)
    #expect(machine.send(NamedEvent(name: "back")).isAccepted)
    #expect(machine.send(NamedEvent(name: "e19")) == .handled)
    #expect(machine.context == 26)
  }

  /// Events raised by an action, and the `done` event of a final state, are processed in the
  /// same send: each selection names its own event, not the one before.
  @Test func raisedAndDoneEventsAreMatchedByTheirOwnNames() throws {
    let chart = try Chart<String, NamedEvent, [String]>(initial: "a") {
      State("a") {
        Transition(
          .descriptor("go"), to: ["p"],
          action: { scope in
            scope.context.append("go")
            scope.raise(NamedEvent(name: "inner.one"))
          })
      }
      State("p", initial: "p1") {
        State("p1") {
          Transition(.descriptor("inner.*"), to: ["p2"], action: { $0.context.append("inner") })
          Transition(.descriptor("go"), to: ["a"], action: { $0.context.append("wrong: go again") })
        }
        Final("p2")
        Transition(.descriptor("done.state.p"), to: ["z"], action: { $0.context.append("done") })
      }
      State("z")
    }
    let machine = StateMachine(chart, context: [])
    machine.start()
    #expect(machine.send(NamedEvent(name: "go")).isAccepted)
    #expect(machine.context == ["go", "inner", "done"])
    #expect(machine.activeStates == ["z"])
  }
}
