import StateKit
import Testing

@Suite("Validation")
struct ValidationTests {
  func errors(@ChartBuilder<String, String, Void> _ content: () -> ChartElement<String, String, Void>) -> [String] {
    do {
      _ = try Chart<String, String, Void>(content)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func duplicateState() {
    #expect(
      errors {
        State("a"); State("a")
      } == ["error: duplicate state 'a'"])
  }

  @Test func unknownTargetNamesTheSourceState() {
    #expect(errors { State("a") { On("go", to: "nowhere") } } == ["error: unknown target 'nowhere' in state 'a'"])
  }

  @Test func initialThatIsNotAChild() {
    let found = errors {
      State("a", initial: "b") { State("a1") }
      State("b")
    }
    #expect(found == ["error: initial 'b' of state 'a' is not one of its children"])
  }

  @Test func compoundWithoutInitialChild() {
    #expect(errors { State("a") { History("h") } } == ["error: compound state 'a' has no child state to start in"])
  }

  @Test func historyOutsideCompound() {
    #expect(
      errors {
        History("h"); State("a")
      } == ["error: history state 'h' is not inside a compound or parallel state"])
  }

  @Test func transitionFromFinal() {
    #expect(
      errors {
        State("a"); Final("f") { On("x", to: "a") }
      } == ["error: final state 'f' has transitions or children"])
  }

  @Test func emptyChart() {
    #expect(errors { [] } == ["error: the chart has no states"])
  }

  @Test func allErrorsAreReportedAtOnce() {
    #expect(
      errors {
        State("a") {
          On("x", to: "p"); On("y", to: "q")
        }; State("a")
      }.count == 3)
  }

  @Test func warningForAStateWithNoWayOut() throws {
    let chart = try Chart<String, String, Void> {
      State("a") {
        On("go", to: "stuck"); On("split", to: "p")
      }
      State("stuck")
      Parallel("p") {
        State("left") { On("x", to: "a") }
        State("right")
      }
    }
    let warnings = chart.warnings.map(\.description)
    #expect(warnings.contains("warning: state 'stuck' has no way out: no transition leaves it or its ancestors"))
    #expect(!warnings.contains { $0.contains("'right' has no way out") }, "a sibling region can leave")
  }

  @Test func warningsForUnreachableAndShadowed() throws {
    let chart = try Chart<String, String, Void> {
      State("a") {
        On("go", to: "b")
        On("go", to: "c")
      }
      State("b")
      State("c")
      State("island")
    }
    let warnings = chart.warnings.map(\.description)
    #expect(warnings.contains("warning: state 'island' is unreachable"))
    #expect(warnings.contains { $0.contains("in state 'a', a transition on event 'go' is never taken") })
  }
}
