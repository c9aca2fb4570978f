import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// Delivering a step to `onTransition` handlers reads the list in place and calls each handler
/// without retaining it: handlers that register, cancel (themselves or others) and send from
/// inside a delivery must see exactly what they would with a copy of the list.
@MainActor
@Suite("Observer delivery")
struct ObserverDeliveryTests {
  let chart: StringChart

  init() throws {
    chart = try StringChart {
      State("off") { On("toggle", to: "on") }
      State("on") { On("toggle", to: "off") }
    }
  }

  /// A handler registered during a delivery hears the next step, not the one being delivered.
  @Test func aHandlerAddedDuringADeliveryHearsTheNextStep() {
    let m = machine(chart)
    var calls: [String] = []
    var added = false
    m.onTransition { [weak m] change in
      calls.append("adder \(change.activeAtomicStates)")
      guard !added, let m else { return }
      added = true
      m.onTransition { calls.append("added \($0.activeAtomicStates)") }
    }
    m.onTransition { calls.append("second \($0.activeAtomicStates)") }
    m.send("toggle")
    #expect(calls == ["adder [\"on\"]", "second [\"on\"]"])
    calls.removeAll()
    m.send("toggle")
    #expect(calls == ["adder [\"off\"]", "second [\"off\"]", "added [\"off\"]"])
  }

  /// A handler that cancels itself is released with what it captured once the delivery is
  /// over, and the handlers after it still hear the change.
  @Test func aHandlerCancellingItselfIsReleasedAndTheOthersStillHear() {
    final class Captured {}
    let m = machine(chart)
    weak var weakCaptured: Captured?
    var calls: [String] = []
    var token: ObservationToken?
    do {
      let captured = Captured()
      weakCaptured = captured
      token = m.onTransition { _ in
        withExtendedLifetime(captured) { calls.append("once") }
        token?.cancel()
        // Still running, and what it captured is still there.
        withExtendedLifetime(captured) { calls.append("after cancel") }
      }
    }
    m.onTransition { _ in calls.append("other") }
    m.send("toggle")
    #expect(calls == ["once", "after cancel", "other"])
    token = nil
    #expect(weakCaptured == nil)
    m.send("toggle")
    #expect(calls == ["once", "after cancel", "other", "other"])
  }

  /// Many handlers, some cancelled by the first one mid-delivery and one added: each hears each
  /// step once, in the order of registration, and events they send are queued behind the step.
  @Test func manyHandlersRegisteringCancellingAndSendingHearEveryStepOnce() {
    let m = machine(chart)
    var heard = Array(repeating: 0, count: 200)
    var tokens: [ObservationToken] = []
    var order: [Int] = []
    tokens.append(
      m.onTransition { [weak m] change in
        heard[0] += 1
        order.append(0)
        guard heard[0] == 1, let m else { return }
        // Cancel every odd handler, including ones not yet called for this change.
        for index in stride(from: 1, to: 200, by: 2) { tokens[index].cancel() }
        // And send from inside the delivery: queued, processed after every handler heard this one.
        #expect(m.send("toggle") == .queued)
        #expect(change.activeAtomicStates == ["on"])
      })
    for index in 1..<200 {
      tokens.append(
        m.onTransition { _ in
          heard[index] += 1
          order.append(index)
        })
    }
    m.send("toggle")
    // Two steps: the one sent and the one queued by the first handler.
    #expect(m.activeStates == ["off"])
    #expect(heard[0] == 2)
    #expect((1..<200).allSatisfy { heard[$0] == ($0.isMultiple(of: 2) ? 2 : 0) })
    let firstStep = Array(order.prefix(100))
    #expect(firstStep == [0] + Array(stride(from: 2, to: 200, by: 2)))
    #expect(order.count == 200)
    for token in tokens { token.cancel() }
    m.send("toggle")
    #expect(order.count == 200)
  }

  /// A handler that keeps the change it is given keeps that step, whatever later steps are
  /// delivered, also when the change is kept only by a later handler of the same delivery.
  @Test func aChangeKeptByTheLastHandlerStillDescribesItsStep() {
    let m = machine(chart)
    var kept: [StateChange<String, String>] = []
    var seen = 0
    m.onTransition { _ in seen += 1 }
    m.onTransition { kept.append($0) }
    for _ in 0..<4 { m.send("toggle") }
    #expect(seen == 4)
    #expect(kept.map(\.activeAtomicStates) == [["on"], ["off"], ["on"], ["off"]])
    #expect(kept.map(\.step.exited) == [["off"], ["on"], ["off"], ["on"]])
  }
}
