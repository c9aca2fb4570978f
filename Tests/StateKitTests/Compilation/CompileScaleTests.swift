@_spi(Testing) import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// Charts far larger than any screen's: compiling them must not overflow the stack or take
/// quadratic time (measured in Benchmarks/README.md; here only what they produce).
@MainActor
@Suite("Compiling very large charts")
struct CompileScaleTests {
  @Test func tenThousandLevelsOfNestingAreRefusedNotRecursedInto() {
    var element = ChartState<String, String, Log>("s0").element
    for level in 1..<10_000 {
      let inner = element
      element = State("s\(level)") { inner }.element
    }
    #expect {
      _ = try StringChart(elements: [element])
    } throws: { error in
      "\(error)".contains("nested more than 500 levels deep")
    }
  }

  @Test func deepButAllowedNestingCompilesAndRuns() throws {
    var element = ChartState<String, String, Log>("leaf") { On("go", to: "s0") }.element
    for level in 0..<400 {
      let inner = element
      element = State("s\(level)") { inner }.element
    }
    let machine = machine(try StringChart(elements: [element]))
    #expect(machine.activeAtomicStates == ["leaf"])
    #expect(machine.send("go").isAccepted)
    #expect(machine.activeStates.count == 401)
  }

  @Test func shadowingIsFoundAmongOneHundredThousandTransitions() throws {
    let transitions = (0..<100_000).map { _ in On<String, String, Log>("go", to: "b").element }
    let chart = try StringChart(elements: [State("a") { transitions }.element, State("b").element])
    #expect(chart.warnings.filter { "\($0)".contains("never taken") }.count == 99_999)
  }

  @Test func anUnguardedTransitionOnAnyEventShadowsTheEventsAfterIt() throws {
    let chart = try StringChart {
      State("a") {
        OnAnyEvent(to: "b")
        On("go", to: "c")
        On("stop", to: "c", when: { _ in true })
      }
      State("b")
      State("c")
    }
    let shadowed = chart.warnings.filter { "\($0)".contains("never taken") }
    #expect(shadowed.count == 2)
    #expect(shadowed.contains { "\($0)".contains("event 'go'") })
  }

  @Test func aHundredThousandStatesInAParallelStateHaveAWayOut() throws {
    let regions = (0..<100_000).map { ChartState<String, String, Log>("r\($0)").element }
    let chart = try StringChart(elements: [
      Parallel("p") { regions }.element, State("x") { On("back", to: "p") }.element,
    ])
    // One region's transition would let every region out; here none has one.
    #expect(chart.warnings.filter { "\($0)".contains("no way out") }.count == 100_000)
  }
}
