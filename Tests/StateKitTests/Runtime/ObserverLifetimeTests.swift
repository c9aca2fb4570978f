import StateKitTestSupport
import StateKitTesting
import Testing

@testable import StateKit

/// How long an observer lives (issue 21): until its token is cancelled or its machine is
/// released, as with `NotificationCenter`'s block observers — dropping the token does not cancel
/// it. The machine holds its observers and nothing else holds the machine: observed with weak
/// captures and dropped tokens, it is released; a strong capture keeps it until the token is
/// cancelled; debug builds warn of observers registered without end.
@MainActor
@Suite("Observer lifetime")
struct ObserverLifetimeTests {
  static func chart() throws -> StringChart {
    try StringChart {
      State("off") { On("toggle", to: "on") }
      State("on") { On("toggle", to: "off") }
    }
  }

  @Test func aMachineObservedWithWeakCapturesAndDroppedTokensIsReleased() throws {
    weak var released: StateMachine<String, String, Log>?
    let recorder = Recorder()
    var kept: ObservationToken?
    do {
      let m = machine(try Self.chart())
      m.onTransition { [weak m] change in recorder.append("\(change.activeAtomicStates) \(m?.isActive("on") ?? false)")
      }
      m.onEnter("on") { [weak m] in recorder.append("enter \(m == nil ? "-" : "on")") }
      m.onExit("on") { recorder.append("exit on") }
      m.onFailure { [weak m] _ in _ = m }
      kept = m.onTransition { _ in recorder.append("kept") }
      m.send("toggle")
      m.send("toggle")
      released = m
    }
    // The dropped tokens did not cancel: every observer heard both steps.
    #expect(
      recorder.take() == [
        "enter on", "[\"on\"] true", "kept", "exit on", "[\"off\"] false", "kept",
      ])
    #expect(released == nil, "observers with weak captures and a kept token keep the machine alive")
    kept?.cancel()  // after the machine is gone: nothing to do, and no trap
  }

  /// A strong capture keeps the machine alive (the documented cycle) until its token is
  /// cancelled, which frees the observer and with it the machine; the observer never fires again.
  @Test func cancellingTheTokenOfAStrongCaptureReleasesTheMachine() throws {
    weak var released: StateMachine<String, String, Log>?
    let recorder = Recorder()
    var token: ObservationToken?
    var handle: (() -> Void)?
    do {
      let m = machine(try Self.chart())
      token = m.onTransition { _ in recorder.append("heard \(m.activeStates)") }
      handle = { m.send("toggle") }
      released = m
    }
    handle?()
    handle = nil
    #expect(recorder.take() == ["heard [\"on\"]"])
    #expect(released != nil, "the strong capture keeps the machine")
    token?.cancel()
    #expect(released == nil, "cancelling frees the observer and so the machine")
  }

  @Test func debugBuildsWarnOnceOfObserversRegisteredWithoutEnd() throws {
    let m = machine(try Self.chart())
    let recorder = DiagnosticRecorder()
    m.diagnosticHandler = recorder.handler
    let limit = MachineObservers<String, String>.registrationsToWarnAt
    // Cancelled registrations do not count.
    for _ in 0..<limit { m.onTransition { _ in }.cancel() }
    #expect(recorder.diagnostics.isEmpty)
    for _ in 0..<(limit - 1) { m.onTransition { _ in } }
    #expect(recorder.diagnostics.isEmpty)
    m.onEnter("on") {}
    for _ in 0..<10 { m.onFailure { _ in } }
    #expect(recorder.diagnostics.count == 1, "\(recorder.messages)")
    #expect(recorder.messages.first?.contains("Dropping an ObservationToken does not cancel its observer") == true)
    #expect(recorder.diagnostics.first?.level == .fault && recorder.diagnostics.first?.category == "observation")
  }
}
