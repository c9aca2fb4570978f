import StateKit
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
}
