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

  /// Found by trying StateKit as an app would: `On("go", to: "b", "c")` with `b` and `c`
  /// siblings compiled, and the step entered both — an illegal configuration that the machine's
  /// own snapshot then could not restore. Several targets must lie in different regions.
  @Test func targetsThatCannotBeActiveTogetherAreAnError() {
    #expect(
      errors {
        State("a") { On("go", to: "b", "c") }
        State("b")
        State("c")
      } == [
        "error: a transition of state 'a' targets 'b' and 'c', which cannot be active together: the chart has one active"
          + " child at a time (several targets must lie in different regions of a parallel state)"
      ])
    let nested = errors {
      State("a") { On("go", to: "x1", "y2") }
      Parallel("p") {
        State("r1") {
          State("x") {
            State("x1")
            State("x2")
          }
          State("y") {
            State("y1")
            State("y2")
          }
        }
        State("r2") { State("z") }
      }
    }
    #expect(nested.count == 1)
    #expect(nested.first?.contains("'x1' and 'y2', which cannot be active together: state 'r1' has one") == true)
    // A state and one inside it: SCXML's entry set enters the outer state's initial state too.
    let inside = errors {
      State("a") { On("go", to: "p", "x2") }
      Parallel("p") {
        State("r1") {
          State("x1")
          State("x2")
        }
        State("r2") { State("z") }
      }
    }
    #expect(
      inside == [
        "error: a transition of state 'a' targets 'p' and 'x2' inside it: entering 'p' enters its initial states as"
          + " well; name the innermost states only"
      ])
  }

  @Test @MainActor func targetsInDifferentRegionsAreLegal() throws {
    let chart = try Chart<String, String, Void> {
      State("a") {
        On("regions", to: "x2", "z2")
        On("one", to: "x2")
      }
      Parallel("p") {
        State("r1") {
          State("x1")
          State("x2")
        }
        State("r2") {
          State("z1")
          State("z2")
        }
        On("back", to: "a")
      }
    }
    let machine = StateMachine(chart, context: ())
    machine.start()
    machine.send("regions")
    #expect(machine.activeStates == ["p", "r1", "x2", "r2", "z2"])
    machine.send("back")
    machine.send("one")
    #expect(machine.activeStates == ["p", "r1", "x2", "r2", "z1"])
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

  /// Issue 33: a history state that nothing targets never takes effect; validation said nothing.
  @Test func warningForAHistoryNothingTargets() throws {
    let chart = try Chart<String, String, Void> {
      State("a") {
        History("unused", .deep)
        History("used")
        State("a1") { On("leave", to: "b") }
      }
      State("b") { On("back", to: "used") }
    }
    #expect(
      chart.warnings.map(\.description) == [
        "warning: history state 'unused' is never targeted: no transition names it, so it remembers in vain"
      ])
    // Named by another history's default, or by an initial, a history is targeted.
    let named = try Chart<String, String, Void> {
      State("a", initial: "h1") {
        History("h1", default: "h2")
        History("h2", default: "a1")
        State("a1") { On("x", to: "a1") }
      }
    }
    #expect(named.warnings.isEmpty, "\(named.warnings)")
  }
}
