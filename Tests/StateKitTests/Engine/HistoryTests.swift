@_spi(Testing) import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

@MainActor
@Suite("History")
struct HistoryTests {
  func chart(_ depth: HistoryDepth) throws -> StringChart {
    try StringChart {
      State("player") {
        History("h", depth, default: "stopped")
        On("interrupt", to: "phoneCall")
        State("stopped") { On("play", to: "playing") }
        State("playing") {
          On("stop", to: "stopped")
          State("normal") { On("fast", to: "fastForward") }
          State("fastForward")
        }
      }
      State("phoneCall") { On("hangUp", to: "h") }
    }
  }

  @Test func shallowHistoryRestoresTheChildAndItsDefault() throws {
    let m = machine(try chart(.shallow))
    m.send("play")
    m.send("fast")
    m.send("interrupt")
    #expect(m.activeAtomicStates == ["phoneCall"])
    m.send("hangUp")
    #expect(m.activeAtomicStates == ["normal"])
  }

  @Test func deepHistoryRestoresTheAtomicDescendants() throws {
    let m = machine(try chart(.deep))
    m.send("play")
    m.send("fast")
    m.send("interrupt")
    m.send("hangUp")
    #expect(m.activeAtomicStates == ["fastForward"])
  }

  @Test func historyWithoutRecordUsesItsDefault() throws {
    let chart = try StringChart(initial: "outside") {
      State("outside") { On("enter", to: "h") }
      State("box") {
        History("h", default: "second")
        State("first")
        State("second")
      }
    }
    let m = machine(chart)
    m.send("enter")
    #expect(m.activeAtomicStates == ["second"])
  }

  /// A history state without a default, in a parallel state that was never active, enters
  /// every region (what entering the parallel state enters); it trapped with "Index out of
  /// range" in `Engine.exitStates` before, since the fallback was the parent's initial state,
  /// which a parallel state does not have. Once visited, the history restores what was left.
  @Test func historyWithoutDefaultInAParallelStateEntersEveryRegion() throws {
    let chart = try Chart<String, String, Void>(initial: "idle") {
      State("idle") { On("go", to: "h") }
      Parallel("p") {
        History("h", .deep)
        State("left") {
          State("l1") { On("next", to: "l2") }
          State("l2")
        }
        State("right")
        On("leave", to: "idle")
      }
    }
    let m = StateMachine(chart, context: ())
    m.start()
    #expect(m.send("go").isAccepted)
    #expect(m.checkConfiguration() == nil)
    #expect(m.activeAtomicStates == ["l1", "right"])
    m.send("next")
    m.send("leave")
    m.send("go")
    #expect(m.activeAtomicStates == ["l2", "right"])
  }
}
