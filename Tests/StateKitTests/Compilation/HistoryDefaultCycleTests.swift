import StateKit
import Testing

/// Issue 33: a history whose default entered the history itself passed validation, and entering
/// it recursed without end (SIGSEGV). Every such default is refused now, naming the history and
/// the way back to it.
@MainActor
@Suite("History defaults that lead back to their history")
struct HistoryDefaultCycleTests {
  func errors(
    initial: String? = nil, @ChartBuilder<String, String, Void> _ content: () -> ChartElement<String, String, Void>
  ) -> [ChartDiagnostic<String>] {
    do {
      let chart = try Chart<String, String, Void>(initial: initial, content)
      Issue.record("compiled: \(chart.stateIDs)")
      return []
    } catch {
      return error.diagnostics.filter { $0.severity == .error }
    }
  }

  @Test(arguments: [HistoryDepth.deep, .shallow])
  func aDefaultThatIsTheHistoryItselfIsRefused(depth: HistoryDepth) {
    let found = errors(initial: "c") {
      State("c") { On("go", to: "h") }
      State("a") {
        History("h", depth, default: "h")
        State("b")
      }
    }
    #expect(found.map(\.kind) == [.historyDefaultCycle("h", path: ["h", "h"])])
    #expect(
      found.first?.description
        == "error: the default of history state 'h' enters 'h' again ('h' → 'h'); entering it before it remembers"
        + " anything would never end: name states that are not history states")
  }

  @Test func twoHistoriesWhoseDefaultsNameEachOtherAreBothRefused() {
    let found = errors {
      State("a") {
        History("h1", .deep, default: "h2")
        History("h2", .shallow, default: "h1")
        State("b")
        On("back", to: "h1")
      }
    }
    #expect(
      found.map(\.kind) == [
        .historyDefaultCycle("h1", path: ["h1", "h2", "h1"]), .historyDefaultCycle("h2", path: ["h2", "h1", "h2"]),
      ])
  }

  /// A history without a default enters what its parent's initial enters: here, itself.
  @Test func aHistoryWithoutDefaultThatIsItsParentsInitialIsRefused() {
    let found = errors {
      State("a", initial: "h") {
        History("h")
        State("b")
      }
    }
    #expect(found.map(\.kind) == [.historyDefaultCycle("h", path: ["h", "h"])])
  }

  /// Through another history: `h1` names `h2`, whose default (its parent's initial) is `h1`.
  @Test func aWayBackThroughAnotherHistoryWithoutDefaultIsRefused() {
    let found = errors {
      State("a", initial: "h1") {
        History("h1", default: "h2")
        History("h2")
        State("b")
      }
    }
    #expect(found.map(\.kind).contains(.historyDefaultCycle("h1", path: ["h1", "h2", "h1"])))
    #expect(found.map(\.kind).contains(.historyDefaultCycle("h2", path: ["h2", "h1", "h2"])))
  }

  /// Defaults naming other history states are fine as long as they end somewhere: one history
  /// may name another, or a history deeper down.
  @Test func historiesNamingHistoriesThatEndSomewhereRunAsBefore() throws {
    let chart = try Chart<String, String, Void>(initial: "c") {
      State("c") { On("go", to: "h") }
      State("a") {
        History("h", .deep, default: "inner")
        History("inner", .shallow, default: "b2")
        On("out", to: "c")
        State("b") {
          State("b1")
          State("b2")
        }
      }
    }
    let machine = StateMachine(chart, context: ())
    machine.start()
    machine.send("go")
    #expect(machine.activeAtomicStates == ["b2"])
  }
}
