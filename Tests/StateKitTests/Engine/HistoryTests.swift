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

  /// Known bug: a history state without a default falls back to its parent's initial state, and
  /// a parallel parent has none. The chart compiles, and the first transition to the history,
  /// before the parallel state was ever active, traps (index out of range in
  /// `Engine.exitStates`) where it should enter every region (or the chart should be refused).
  /// Run in a child process, since the trap would end the test run.
  @Test func historyWithoutDefaultInAParallelStateDoesNotTrap() async {
    await withKnownIssue("a transition to a never-visited history without default in a parallel state traps") {
      await #expect(processExitsWith: .success) {
        await MainActor.run {
          // Refusing the chart at compile time would be a fix too.
          guard
            let chart = try? Chart<String, String, Void>(
              initial: "idle",
              {
                State("idle") { On("go", to: "h") }
                Parallel("p") {
                  History("h", .deep)
                  State("left")
                  State("right")
                }
              })
          else { return }
          let m = StateMachine(chart, context: ())
          m.start()
          m.send("go")
          precondition(m.checkConfiguration() == nil && m.activeAtomicStates == ["left", "right"])
        }
      }
    }
  }
}
