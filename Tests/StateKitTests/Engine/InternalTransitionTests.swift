import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

@MainActor
@Suite("Internal and targetless transitions")
struct InternalTransitionTests {
  @Test func targetlessTransitionRunsActionsWithoutExiting() throws {
    let chart = try StringChart {
      tracing("a") { On("tick") { $0.count += 1 } }
    }
    let m = machine(chart)
    m.context.entries.removeAll()
    let outcome = m.send("tick")
    guard case .handled = outcome else {
      Issue.record("expected handled, got \(outcome)")
      return
    }
    #expect(m.context.count == 1)
    #expect(m.context.entries.isEmpty)
  }

  @Test func internalTransitionDoesNotExitItsCompoundSource() throws {
    let chart = try StringChart {
      tracing("parent") {
        On("inner", to: "c2", internal: true)
        On("outer", to: "c2")
        tracing("c1")
        tracing("c2")
      }
    }
    let m = machine(chart)
    m.context.entries.removeAll()
    m.send("inner")
    #expect(m.context.entries == ["exit c1", "enter c2"])
    m.context.entries.removeAll()
    m.send("outer")
    #expect(m.context.entries == ["exit c2", "exit parent", "enter parent", "enter c2"])
  }
}
