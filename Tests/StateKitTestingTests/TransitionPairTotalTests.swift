import StateKit
import StateKitTesting
import Testing

/// Issue 36: the pair total came from the search ("34 of 34" while transitions were missing,
/// "12 of 38" for the same chart searched with contexts told apart).
@MainActor
@Suite("Transition-pair totals")
struct TransitionPairTotalTests {
  typealias Pair = TransitionPairCoverage.Pair

  @Test func twoPlansOfOneChartCountAgainstTheSamePairs() throws {
    let chart = try PaymentScreen.attemptChart()
    let plain = PathFinder(chart: chart, context: { PaymentScreen.Tries() }).plan(covering: .transitionPairs)
    var finder = PathFinder(chart: chart, context: { PaymentScreen.Tries() })
    finder.distinguishesContexts = true
    let distinguished = finder.plan(covering: .transitionPairs)
    // Without contexts told apart, the search never gives up; with them, it does.
    #expect(!plain.untakenTransitions.isEmpty && distinguished.untakenTransitions.isEmpty)
    #expect(plain.transitionPairs.possible == distinguished.transitionPairs.possible)
    #expect(plain.transitionPairs.covered.count < plain.transitionPairs.possible.count)
    // charging → waiting → charging, then any of charging's three transitions.
    let ids = chart.transitionInfos.map(\.id)
    let (charged, retry, giveUp, charge) = (ids[0], ids[1], ids[2], ids[3])
    #expect(
      plain.transitionPairs.possible == [
        Pair(retry, charge), Pair(charge, charged), Pair(charge, retry), Pair(charge, giveUp),
      ])
    #expect(plain.description.hasPrefix("covers 3 of 4 states, 3 of 4 transitions, 0 of 1 guards both ways, 3 of 4 "))
    #expect(
      distinguished.description.hasPrefix("covers 4 of 4 states, 4 of 4 transitions, 1 of 1 guards both ways, 4 of 4 "))
  }

  /// Regions of a parallel state take one event together: the second region's transition
  /// follows the first's, and the total includes it.
  @Test func pairsAcrossParallelRegionsAreCounted() throws {
    let chart = try Chart<String, String, Void>(initial: "p") {
      Parallel("p") {
        State("a") {
          State("a1") { On("go", to: "a2") }
          State("a2")
        }
        State("b") {
          State("b1") { On("go", to: "b2") }
          State("b2")
        }
        On("reset", to: "p")
      }
    }
    let plan = PathFinder(chart: chart, context: {}).plan(covering: .transitionPairs)
    let ids = Dictionary(uniqueKeysWithValues: chart.transitionInfos.map { ($0.source, $0.id) })
    let (a, b, reset) = (ids["a1"]!, ids["b1"]!, ids["p"]!)
    #expect(plan.transitionPairs.seen.contains(Pair(a, b)))
    #expect(plan.transitionPairs.seen.isSubset(of: plan.transitionPairs.possible))
    #expect(
      plan.transitionPairs.possible == [
        Pair(a, b), Pair(a, reset), Pair(b, a), Pair(b, reset), Pair(reset, a), Pair(reset, b), Pair(reset, reset),
      ])
  }
}
