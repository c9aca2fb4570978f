import StateKitTestSupport
import StateKitTesting
import Testing

@_spi(Testing) @testable import StateKit

/// An event becomes the code its transitions are matched by in one place (`index(ofSent:)`), with
/// a one-entry cache. Events the app does not keep constant — a class whose `==` changes after
/// it was sent, an `eventCase` that gives two cases one code, an ``EventCase`` that reads
/// another case — must never take another event's transition and never trap (issue 21).
@MainActor
@Suite("Event coding")
struct EventCodingTests {
  /// An event of a class, compared by a name that the app may change.
  final class Named: Hashable, Sendable, CustomStringConvertible {
    nonisolated(unsafe) var name: String
    init(_ name: String) { self.name = name }
    static func == (a: Named, b: Named) -> Bool { a.name == b.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
    var description: String { name }
  }

  /// Sent as `a`, then renamed `b` and sent again: the second send is `b`'s, on every lane
  /// (once it reused `a`'s code: `a`'s transition in release builds, an assertion in debug).
  @Test(arguments: [false, true])
  func aClassEventThatChangedSinceItWasSentIsCodedAgain(guarded: Bool) throws {
    let always: ChartGuard<String, Named, Int> = { _ in true }
    let check = guarded ? always : nil
    let chart = try Chart<String, Named, Int> {
      State("idle") { On(Named("a"), to: "first", when: check) }
      State("first") {
        On(Named("a"), to: "idle", when: check)
        On(Named("b"), to: "second", when: check)
      }
      State("second")
    }
    let m = StateMachine(chart, context: 0)
    m.start()
    let event = Named("a")
    #expect(m.send(event).isAccepted)
    #expect(m.engine.activeStates == ["first"])
    event.name = "b"
    #expect(m.send(event) == .transitioned(MachineStep(exited: ["first"], entered: ["second"], transitionIDs: [2])))
    // An event renamed to one no transition names is rejected as such.
    event.name = "c"
    #expect(m.send(event).rejection?.reason == .noTransition)
    #expect(m.engine.activeStates == ["second"])
  }

  /// An event whose hash changes every time it is taken: the chart may not find it, but never
  /// finds another event in its place.
  struct Unstable: Hashable, Sendable, CustomStringConvertible {
    nonisolated(unsafe) static var salt = 0
    let name: String
    static func == (a: Unstable, b: Unstable) -> Bool { a.name == b.name }
    func hash(into hasher: inout Hasher) {
      Self.salt += 1
      hasher.combine(name)
      hasher.combine(Self.salt)
    }
    var description: String { name }
  }

  @Test func anEventWithAnUnstableHashIsFoundOrRejectedButNeverTakenForAnother() throws {
    let chart = try Chart<String, Unstable, Int> {
      State("idle") {
        On(Unstable(name: "a"), to: "A")
        On(Unstable(name: "b"), to: "B")
      }
      // Each event once in the chart: the chart's own tables of events are dictionaries, and
      // Swift's Dictionary traps when it meets two equal keys of a type whose hash changes
      // (whether it meets them depends on the process's random seed). Sending is what is tested.
      State("A") { On(Unstable(name: "backFromA"), to: "idle") }
      State("B") { On(Unstable(name: "backFromB"), to: "idle") }
    }
    var accepted = 0
    for round in 0..<40 {
      let m = StateMachine(chart, context: 0)
      m.start()
      // The same event twice: the second send may take the one-entry cache.
      let name = round.isMultiple(of: 3) ? "b" : "a"
      m.send(Unstable(name: round.isMultiple(of: 2) ? "a" : "b"))
      for state in m.engine.activeStates where state != "idle" { m.send(Unstable(name: "backFrom\(state)")) }
      guard m.engine.activeStates == ["idle"] else { continue }
      let outcome = m.send(Unstable(name: name))
      if outcome.isAccepted {
        accepted += 1
        #expect(m.engine.activeStates == [name.uppercased()], "round \(round)")
      } else {
        #expect(outcome.rejection?.reason == .noTransition, "round \(round)")
        #expect(m.engine.activeStates == ["idle"])
      }
    }
    print("an unstable hash: \(accepted) of 40 sends found their transition")
  }

  enum ListEvent: CaseEvent {
    case load, loaded([Int]), failed(String)
    enum Case { case load, loaded, failed }
    var eventCase: Case {
      switch self {
      case .load: .load
      // A slip: `failed` coded as `loaded`, so `On(.loaded)` is selected for it.
      case .loaded, .failed: .loaded
      }
    }
  }

  struct Screen {
    var items: [Int] = []
    var errors: [String] = []
  }

  /// An ``EventCase`` whose closure reads another case, and an `eventCase` that codes two cases
  /// alike: the transition is selected, its action does not run, and `error.execution` names the
  /// case and the event (once an assertion in debug builds, silence in release).
  @Test func anEventCaseThatReadsNoPayloadRaisesAnExecutionError() throws {
    let wrongCase = EventCase<ListEvent, [Int]>(.loaded) { if case .failed = $0 { [] } else { nil } }
    let loaded = EventCase<ListEvent, [Int]>(.loaded) { if case .loaded(let items) = $0 { items } else { nil } }
    let chart = try Chart<String, ListEvent, Screen> {
      State("loading") {
        On(wrongCase, to: "showing") { scope, items in scope.items = items }
      }
      State("showing") {
        On(loaded) { scope, items in scope.items = items }
        Transition(
          .descriptor("error.execution"), to: [],
          action: { scope in
            if case .error(_, let message)? = scope.machineEvent { scope.errors.append(message) }
          })
      }
    }
    let m = StateMachine(chart, context: Screen())
    m.start()
    #expect(m.can(.loaded([1])))
    #expect(m.send(.loaded([1])).isAccepted)
    #expect(m.activeStates == ["showing"])
    #expect(m.context.items.isEmpty, "the action did not run")
    #expect(
      m.context.errors == [
        "EventCase 'loaded' read no payload from event 'loaded': its payload closure or the event's `eventCase` "
          + "names another case; the action did not run"
      ])
    // `failed` is coded as `loaded`: the transition on `.loaded` is selected and says so.
    #expect(m.send(.failed("offline")).isAccepted)
    #expect(m.context.errors.count == 2)
    #expect(m.context.errors.last?.contains("from event 'failed'") == true)
    #expect(m.send(.loaded([4, 5])).isAccepted)
    #expect(m.context.items == [4, 5])
  }
}
