@_spi(Testing) import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// Issue 33, over random charts whose history defaults name history states (themselves, each
/// other, or the parent's initial when they have none): a chart is refused exactly when a
/// default leads back to its history, each refusal names a real way back, and every chart that
/// compiles enters its histories and runs without trouble.
@MainActor
@Suite("History defaults of random charts")
struct HistoryDefaultPropertyTests {
  static let baseSeed: UInt64 = 0x4157_0033
  static let charts = 300

  /// The history states a default of which leads back to them, worked out from the chart's data
  /// alone (not from the compiler): each history goes to the history states its default names,
  /// or, without one, to those its parent's initial names.
  static func historiesThatComeBack(_ spec: RandomChartSpec) -> [String: [String]] {
    var next: [String: [String]] = [:]
    func visit(_ state: RandomState) {
      let histories = Set(state.children.filter(\.isHistory).map(\.id))
      var initial: [String] = []
      if case .state(let named) = state.kind {
        initial = named.map { [$0] } ?? state.children.first { !$0.isHistory }.map { [$0.id] } ?? []
      }
      for child in state.children {
        if case .history(_, let defaults) = child.kind {
          next[child.id] = (defaults.isEmpty ? initial : defaults).filter(histories.contains)
        }
        visit(child)
      }
    }
    spec.states.forEach(visit)
    return next
  }

  static func comesBack(_ history: String, _ next: [String: [String]]) -> Bool {
    var seen: Set<String> = []
    var work = next[history] ?? []
    while let state = work.popLast() {
      if state == history { return true }
      if seen.insert(state).inserted { work += next[state] ?? [] }
    }
    return false
  }

  @Test func aChartIsRefusedExactlyWhenAHistoryDefaultLeadsBack() throws {
    var (refused, compiled) = (0, 0)
    for offset in 0..<UInt64(Self.charts) {
      let seed = Self.baseSeed &+ offset
      var options = RandomChartGenerator.Options()
      options.historyDefaultToHistoryPercent = 60
      var generator = RandomChartGenerator(seed: seed, options: options)
      let spec = generator.chart()
      let next = Self.historiesThatComeBack(spec)
      let expected = Set(next.keys.filter { Self.comesBack($0, next) })
      do {
        let chart = try spec.makeChart()
        compiled += 1
        #expect(expected.isEmpty, "seed \(seed): \(expected) come back, yet the chart compiled\n\(spec)")
        let clock = ManualClock()
        let machine = StateMachine(chart, context: RandomContext(), clock: clock, microstepLimit: 50)
        machine.start()
        for input in generator.inputs(count: 20) {
          switch input {
          case .send(let event): machine.send(event)
          case .tick(let seconds): clock.advance(by: .seconds(seconds))
          }
          if let problem = machine.checkConfiguration() {
            Issue.record("seed \(seed) after \(input): \(problem)\n\(spec)")
            break
          }
        }
      } catch {
        refused += 1
        var named: Set<String> = []
        for diagnostic in error.diagnostics where diagnostic.severity == .error {
          guard case .historyDefaultCycle(let history, let path) = diagnostic.kind else {
            Issue.record("seed \(seed): \(diagnostic)\n\(spec)")
            continue
          }
          named.insert(history)
          // The way back is real: each step is one the history's default takes.
          let steps = zip(path, path.dropFirst())
          #expect(
            path.first == history && path.last == history && steps.allSatisfy { next[$0]?.contains($1) == true },
            "seed \(seed): \(diagnostic)")
        }
        #expect(named == expected, "seed \(seed)\n\(spec)")
      }
    }
    // Both kinds of chart were made, in numbers.
    #expect(refused > 30 && compiled > 30, "refused \(refused), compiled \(compiled)")
  }
}
