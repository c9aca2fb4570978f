import StateKit
import StateKitControls
import StateKitUI
import Testing

/// A title that counts how often it is compared: binding must not compare every state's value
/// with every other state's (a chart of 4,000 states, each with its own title, took 9.7 s to
/// bind in a debug build).
private struct CountedTitle: Hashable {
  nonisolated(unsafe) static var comparisons = 0
  let text: String
  static func == (a: CountedTitle, b: CountedTitle) -> Bool {
    comparisons += 1
    return a.text == b.text
  }
  func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

@MainActor private final class TitledViews {
  var title = CountedTitle(text: "")
}

@MainActor
@Suite("Appearance: one property with a value per state", .serialized)
struct AppearanceManyValuesTests {
  @Test func bindingCostsInProportionToTheStatesNotTheirSquare() throws {
    let n = 2_000
    let chart = try Chart<Int, Int, Int>(
      initial: 0,
      elements: (0..<n).map { i in
        State(i) {
          On(i, to: (i + 1) % n)
          On(-1, to: (i + n / 2) % n)
        }.element
      })
    let appearance = Appearance<Int, TitledViews> {
      for i in 0..<n { When(i) { Assign(\.title, CountedTitle(text: "state \(i % (n / 2))")) } }
    }
    let views = TitledViews()
    let machine = StateMachine(chart, context: 0)
    CountedTitle.comparisons = 0
    let binding = try appearance.bind(to: machine, views: views)
    #expect(CountedTitle.comparisons < 10 * n, "\(CountedTitle.comparisons) comparisons for \(n) states")
    machine.start()
    #expect(views.title.text == "state 0")
    for i in 0..<n { machine.send(i) }
    #expect(views.title.text == "state 0")
    #expect(binding.setCount == n + 1)
    // States i and i + n/2 show equal titles: moving between them sets nothing.
    machine.send(-1)
    #expect(machine.activeStates == [n / 2])
    #expect(binding.setCount == n + 1)
  }
}
