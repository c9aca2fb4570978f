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

  /// A history state without a default in a parallel state enters every region's initial
  /// state, as a transition to the parallel state would. (It fell back to its parent's initial
  /// state, which a parallel state has none of, and the first transition to it trapped: index
  /// out of range in `Engine.exitStates`.) Run in a child process, since a trap would end the
  /// test run.
  @Test func historyWithoutDefaultInAParallelStateDoesNotTrap() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        let chart = try! Chart<String, String, Void>(initial: "idle") {
          State("idle") { On("go", to: "h") }
          Parallel("p") {
            History("h", .deep)
            State("left")
            State("right")
          }
        }
        let m = StateMachine(chart, context: ())
        m.start()
        m.send("go")
        precondition(m.checkConfiguration() == nil && m.activeAtomicStates == ["left", "right"])
      }
    }
  }

  /// Without a record, both depths enter each region's own initial state. With one, a deep
  /// history restores the active atomic states; a shallow one remembers the regions (the
  /// parallel state's children), which are then entered by default again (SCXML 3.10).
  @Test(arguments: [HistoryDepth.shallow, .deep])
  func historyWithoutDefaultInAParallelStateEntersEachRegionsInitialState(depth: HistoryDepth) throws {
    let chart = try StringChart(initial: "idle") {
      State("idle") { On("go", to: "h") }
      Parallel("p") {
        History("h", depth)
        On("leave", to: "idle")
        State("left") {
          State("l1") { On("next", to: "l2") }
          State("l2") {
            State("l2a") { On("deeper", to: "l2b") }
            State("l2b")
          }
        }
        State("right") {
          State("r1") { On("next", to: "r2") }
          State("r2")
        }
      }
    }
    let m = machine(chart)
    m.send("go")
    #expect(m.activeAtomicStates == ["l1", "r1"])
    #expect(m.checkConfiguration() == nil)
    m.send("next")
    m.send("deeper")
    m.send("leave")
    m.send("go")
    #expect(m.activeAtomicStates == (depth == .deep ? ["l2b", "r2"] : ["l1", "r1"]))
    #expect(m.checkConfiguration() == nil)
  }
}
