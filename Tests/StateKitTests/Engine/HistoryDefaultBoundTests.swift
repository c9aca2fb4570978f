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
    // The history's parent is entered, and nothing below it: the default leads nowhere else.
    // What matters is that the step ended, and that the machine still answers.
    #expect(machine.isActive("a") && !machine.isActive("c"))
    #expect(machine.activeStates == ["a"])
    _ = machine.send("go")
    #expect(machine.activeStates == ["a"])
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
    #expect(machine.isActive("a") && !machine.isActive("c"))
  }
}
