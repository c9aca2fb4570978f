@_spi(Testing) import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// The re-entrancy matrix for parent and child: every call between them, made from inside every
/// kind of callback of either (entry, exit, transition action, guard, observer), on a script that
/// starts, steps, stops, restarts and restores the child. Nothing traps or hangs, and both
/// configurations stay legal after every step.
@MainActor
@Suite("Child machines: re-entrancy matrix")
struct ChildReentrancyTests {
  enum Site: CaseIterable, Sendable {
    case childEntry, childExit, childAction, childGuard, childObserver
    case parentEntry, parentExit, parentAction, parentGuard, parentObserver
  }

  enum Call: CaseIterable, Sendable {
    case sendToParent, parentSend, sendToChild, stopChild, spawn, snapshot, restore, childSnapshot, listChildren
  }

  /// Makes the call, at most a few times per step (a call that leads back to itself ends).
  @MainActor final class Caller {
    let site: Site
    let call: Call
    weak var parent: StateMachine<String, String, Log>?
    var child: ChildMachine<String, String, Log, Void>?
    var initial: Snapshot<String, Log>?
    var budget = 3
    var calls = 0
    var spawned = 0

    init(site: Site, call: Call) {
      self.site = site
      self.call = call
    }

    func run(at site: Site) {
      run(at: site, sendToParent: { _ in false })
    }

    func run(at site: Site, scope: borrowing ActionScope<String, String, Log>) {
      run(at: site) { event in
        scope.sendToParent(event)
        return true
      }
    }

    /// `sendToParent` sends through the callback's scope; false without one.
    private func run(at site: Site, sendToParent: (String) -> Bool) {
      guard site == self.site, budget > 0, let parent else { return }
      budget -= 1
      calls += 1
      switch call {
      case .sendToParent:
        if !sendToParent("go") { parent.send("go") }
      case .parentSend: parent.send("go")
      case .sendToChild: parent.send("ping", toChild: "kid")
      case .stopChild: parent.stopChild("kid")
      case .spawn:
        spawned += 1
        if let child { parent.spawn(child, id: "extra\(spawned)", context: Log()) }
      case .snapshot: _ = try? parent.snapshot()
      case .restore: if let initial { try? parent.restore(initial) }
      case .childSnapshot: _ = try? parent.child("kid", as: StateMachine<String, String, Log>.self)?.snapshot()
      case .listChildren: _ = (parent.childIDs, parent.child("kid"))
      }
    }
  }

  func machines(_ caller: Caller) throws -> StateMachine<String, String, Log> {
    let kid = ChildMachine(
      try StringChart(initial: "c0") {
        State("c0") {
          Entry { caller.run(at: .childEntry, scope: $0) }
          Exit { caller.run(at: .childExit, scope: $0) }
          On(
            "ping", to: "c1",
            when: { _ in
              caller.run(at: .childGuard)
              return true
            }
          ) { caller.run(at: .childAction, scope: $0) }
        }
        State("c1") { On("ping", to: "c0") }
      })
    caller.child = kid
    let chart = try StringChart(initial: "p") {
      State("p") {
        Entry { caller.run(at: .parentEntry, scope: $0) }
        Exit { caller.run(at: .parentExit, scope: $0) }
        Invoke("kid", child: kid, context: { _ in Log() }, forward: { $0 == "ping" ? "ping" : nil })
          .onMessage { (event: String) in event }
        On(
          "go",
          when: { _ in
            caller.run(at: .parentGuard)
            return true
          }
        ) { caller.run(at: .parentAction, scope: $0) }
        On("back", to: "q")
      }
      State("q") { On("again", to: "p") }
    }
    return StateMachine(chart, context: Log(), clock: ManualClock(), microstepLimit: 100)
  }

  @Test(arguments: Site.allCases)
  func everyCallBetweenParentAndChildFromEveryCallbackLeavesLegalMachines(site: Site) throws {
    for call in Call.allCases {
      let caller = Caller(site: site, call: call)
      let parent = try machines(caller)
      // The calls lose messages and snapshot children that cannot be saved, on purpose: the
      // reports go to a recorder (and are checked below), not to the test's output.
      let recorder = DiagnosticRecorder()
      parent.diagnosticHandler = recorder.handler
      caller.parent = parent
      var tokens: [ObservationToken] = []
      tokens.append(parent.onTransition { _ in caller.run(at: .parentObserver) })
      let where_ = "\(call) from \(site)"
      func check(_ what: String) {
        #expect(parent.checkConfiguration() == nil, "\(where_), after \(what)")
        for id in parent.childIDs {
          let child = parent.child(id, as: StateMachine<String, String, Log>.self)
          #expect(child?.checkConfiguration() == nil, "\(where_): child \(id) after \(what)")
          #expect(child?.parentMachine === parent, "\(where_): child \(id) lost its parent after \(what)")
        }
      }
      func step(_ what: String, _ body: () -> Void) {
        caller.budget = 3
        body()
        if let kid = parent.child("kid", as: StateMachine<String, String, Log>.self), tokens.count < 2 {
          tokens.append(kid.onTransition { _ in caller.run(at: .childObserver) })
        }
        check(what)
      }
      step("start") {
        parent.start()
        caller.initial = try? parent.snapshot()
      }
      step("go") { parent.send("go") }
      step("ping the child") { parent.send("ping", toChild: "kid") }
      step("a forwarded ping") { parent.send("ping") }
      step("back") { parent.send("back") }
      step("again") { parent.send("again") }
      step("ping the new child") { parent.send("ping", toChild: "kid") }
      step("a restore") { try? parent.restore(caller.initial ?? parent.snapshot()) }
      step("go") { parent.send("go") }
      #expect(caller.calls > 0, "\(where_): the callback never ran")
      #expect(
        recorder.diagnostics.allSatisfy { ["snapshot", "children"].contains($0.category) }, "\(recorder.messages)")
      for token in tokens { token.cancel() }
    }
  }
}
