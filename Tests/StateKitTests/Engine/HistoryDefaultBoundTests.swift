import Testing

@testable import StateKit

/// Issue 33: entering a history whose default leads back to it recursed without end in
/// `Engine.effectiveTargets(of:)` and in the entry of its default. The compiler refuses such a
/// chart; a chart that got past it (built here with the check off) must not crash the process
/// either: each history's default is followed once per step.
@MainActor
@Suite("History defaults: the engine's bound")
struct HistoryDefaultBoundTests {
  func unchecked(
    initial: String, @ChartBuilder<String, String, Void> _ content: () -> ChartElement<String, String, Void>
  ) -> Chart<String, String, Void> {
    var compiler = ChartCompiler<String, String, Void>()
    compiler.checksHistoryDefaults = false
    compiler.compile(initial: [initial], elements: content().flattened)
    #expect(compiler.diagnostics.allSatisfy { $0.severity == .warning }, "\(compiler.diagnostics)")
    return Chart(compiled: compiler)
  }

  @Test(arguments: [HistoryDepth.deep, .shallow])
  func enteringAHistoryWhoseDefaultIsItselfEnds(depth: HistoryDepth) {
    let chart = unchecked(initial: "c") {
      State("c") { On("go", to: "h") }
      State("a") {
        History("h", depth, default: "h")
        State("b")
      }
    }
    let machine = StateMachine(chart, context: ())
    machine.start()
    machine.send("go")
    // The step ends in the history's parent and its first child, as a compound state without
    // an initial child would: a configuration the chart allows (debug builds check it after
    // every step), and a machine that still answers.
    #expect(machine.isActive("a") && machine.isActive("b") && !machine.isActive("c"))
    #expect(machine.send("go").isAccepted == false)
    #expect(machine.isActive("b"))
  }

  /// The loop's end has one rule (`Engine.loopingDefaultEnd`), which `effectiveTargets` applies:
  /// the transition's effective targets are never empty, so its domain and its entry need no
  /// rule of their own (they fell back to the history states before).
  @Test(arguments: [HistoryDepth.deep, .shallow])
  func theEffectiveTargetsOfALoopingDefaultAreWhereTheLoopEnds(depth: HistoryDepth) {
    let chart = unchecked(initial: "c") {
      State("c") { On("go", to: "h1") }
      State("a") {
        History("h1", depth, default: "h2")
        History("h2", .shallow, default: "h1")
        State("b")
        State("d")
      }
    }
    let machine = StateMachine(chart, context: ())
    machine.start()
    let c = chart.stateIndex["c"]!
    let go = chart.layout.source.indices.first { chart.layout.source[$0] == c && !chart.layout.isDefault[$0] }!
    #expect(machine.engine.effectiveTargets(of: go) == [chart.stateIndex["b"]!])
    #expect(machine.engine.domain(of: go) == 0)
    machine.send("go")
    #expect(machine.isActive("b") && !machine.isActive("d") && !machine.isActive("c"))
  }

  @Test func enteringTwoHistoriesThatNameEachOtherEnds() {
    let chart = unchecked(initial: "c") {
      State("c") { On("go", to: "h1") }
      State("a") {
        History("h1", .deep, default: "h2")
        History("h2", .shallow, default: "h1")
        State("b")
      }
    }
    let machine = StateMachine(chart, context: ())
    machine.start()
    machine.send("go")
    #expect(machine.isActive("a") && machine.isActive("b") && !machine.isActive("c"))
  }
}
