import StateKit
import StateKitTesting
import Testing

/// A payment form whose model is a `@MainActor` class, as a screen's model is: not `Hashable`.
@MainActor
final class PaymentForm {
  var email = ""
  var keystrokes = 0
}

/// The report from a newcomer's seat (issue 36): contexts that are not `Hashable`, guards on
/// form data, the totals, the wording and how a transition prints.
@MainActor
@Suite("Path plan: contexts, totals and wording")
struct PathPlanWordingTests {
  static func formChart() throws -> Chart<String, String, PaymentForm> {
    try Chart<String, String, PaymentForm>(initial: "editing") {
      State("editing") {
        // The address is complete after the third keystroke.
        On("type") { form in
          form.keystrokes += 1
          form.email = form.keystrokes < 3 ? "ada" : "ada@example.com"
        }
        On("pay", to: "paying", when: { $0.email.contains("@") })
      }
      State("paying") {
        On("paid", to: "done")
        After(.seconds(15), to: "failed")
      }
      State("failed") {
        On("retry", to: "paying")
        After(.seconds(60), to: "gaveUp")
      }
      Final("done")
      Final("gaveUp")
    }
  }

  /// Before: `distinguishesContexts = true` on a class context silently did nothing (it is
  /// now unavailable for contexts that are not `Hashable`), and the plan blamed the guard.
  /// The third keystroke looks like nothing new to a search that compares states only (the
  /// second was new as a pair of transitions); told apart by the e-mail, the form opens.
  @Test func aContextThatIsNotHashableIsToldApartByAKey() throws {
    let chart = try Self.formChart()
    var finder = PathFinder(chart: chart, events: ["type", "pay", "paid", "retry"], context: { PaymentForm() })
    let blind = finder.plan(covering: .transitions)
    #expect(blind.unreachableStates == ["paying", "failed", "done", "gaveUp"])
    let pay = try #require(chart.transitionInfos.first { $0.hasGuard })
    #expect(
      blind.whyUnreachable["paying"] == [
        .guardNeverTrue(transition: pay.id, guard: "the guard of 'pay' in editing"), .contextsNotDistinguished,
      ])
    #expect(
      blind.description.contains(
        "paying: the guard of 'pay' in editing was never true; the guard may read the context, which the "
          + "search did not tell apart: set distinguishesContexts, or distinguishContexts(by:) for a context that "
          + "is not Hashable"))
    finder.distinguishContexts(by: { $0.email })
    let plan = finder.plan(covering: .transitions)
    #expect(plan.unreachableStates.isEmpty && plan.untakenTransitions.isEmpty)
    #expect(plan.stoppedBy == nil)
    #expect(
      plan.paths.contains { $0.steps == [.send("type"), .send("type"), .send("type"), .send("pay"), .send("paid")] })
  }

  /// A guard that stays false whatever the context, with contexts told apart: no hint.
  @Test func aGuardNeverTrueWithContextsToldApartHasNoHint() throws {
    struct Form: Hashable { var email = "" }
    let chart = try Chart<String, String, Form>(initial: "editing") {
      State("editing") { On("pay", to: "paying", when: { $0.email.contains("@") }) }
      State("paying")
    }
    var finder = PathFinder(chart: chart, context: { Form() })
    #expect(!finder.distinguishesContexts)
    finder.distinguishesContexts = true
    #expect(finder.distinguishesContexts)
    let plan = finder.plan(covering: .states)
    #expect(
      plan.whyUnreachable["paying"] == [.guardNeverTrue(transition: 0, guard: "the guard of 'pay' in editing")])
    finder.distinguishesContexts = false
    #expect(finder.plan(covering: .states).whyUnreachable["paying"]?.last == .contextsNotDistinguished)
  }

  /// Before: a plan counted the states it covered against those it was asked about ("4 of 4
  /// states" for a chart of 5 when asked for guards). Every plan of one finder now counts
  /// against the chart's totals.
  @Test func everyPlanOfOneFinderCountsAgainstTheChartsTotals() throws {
    let chart = try Self.formChart()
    var finder = PathFinder(chart: chart, events: ["type", "pay", "paid", "retry"], context: { PaymentForm() })
    finder.distinguishContexts(by: { $0.email })
    let criteria: [Set<Coverage>] = [[.states], [.transitions], [.guards], [.transitionPairs], Set(Coverage.allCases)]
    var totals: [String] = []
    for coverage in criteria {
      let header = try #require(finder.plan(covering: coverage).description.split(separator: "\n").first)
      // "covers 3 of 5 states, 6 of 7 transitions, …": the totals, without what is covered.
      let parts = header.dropFirst("covers ".count).split(separator: ", ").map { $0.split(separator: " ").dropFirst() }
      totals.append(parts.map { $0.joined(separator: " ") }.joined(separator: ", "))
    }
    #expect(totals.first == "of 5 states, of 6 transitions, of 1 guards both ways, of 8 transition pairs")
    #expect(Set(totals).count == 1, "\(totals)")
  }

  /// Before: "guard the guard of 'pay [guard]' in editing was never true".
  @Test func aGuardIsNamedOnce() {
    let unnamed = UncoveredReason<String>.guardNeverTrue(transition: 2, guard: "the guard of 'pay' in editing")
    #expect(unnamed.description == "the guard of 'pay' in editing was never true")
    let written = UncoveredReason<String>.guardNeverFalse(transition: 2, guard: "In('idle')")
    #expect(written.description == "guard In('idle'), written before it, was never false")
  }

  /// Before: a transition printed as a dump of its fields in a failed `#expect`.
  @Test func aTransitionPrintsAsOneLine() throws {
    let chart = try Self.formChart()
    let infos = chart.transitionInfos
    #expect(
      infos.map(\.description) == [
        "editing --type--> (no target)", "editing --pay [guard]--> paying", "paying --paid--> done",
        "paying --after 15 s--> failed", "failed --retry--> paying", "failed --after 60 s--> gaveUp",
      ])
    #expect(infos[1].debugDescription == "#1 editing --pay [guard]--> paying")
    // How Swift Testing shows a value, and a list of them, in a failed expectation.
    #expect(String(describingForTest: infos[1]) == "editing --pay [guard]--> paying")
    #expect(String(describingForTest: [infos[2]]) == "[#2 paying --paid--> done]")
  }
}
