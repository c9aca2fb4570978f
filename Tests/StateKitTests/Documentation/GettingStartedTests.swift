import Foundation
import StateKit
import StateKitTesting
import Testing

// The Getting Started article, snippet by snippet (verbatim: `DocumentationSnippetTests` checks
// it), run and checked against what the text says.

enum Mode: Hashable, Sendable { case browse, edit, empty }

enum Input: CaseEvent {
  case button, stepper(Double)

  enum Case: Sendable { case button, stepper }
  var eventCase: Case {
    switch self {
    case .button: .button
    case .stepper: .stepper
    }
  }
}

extension EventCase where Event == Input, Payload == Double {
  static var stepper: Self { Self(.stepper) { if case .stepper(let value) = $0 { value } else { nil } } }
}

@MainActor
@Suite("Getting Started article")
struct GettingStartedTests {
  @Test func aMachineDoesNothingUntilStartedAndStartsOnce() throws {
    let chart = try Chart<Mode, Input, Void>(initial: .browse) {
      State(.browse) { On(.button, to: .edit) }
      State(.edit)
    }
    let machine = StateMachine(chart, context: ())
    #expect(!machine.isStarted)
    guard case .rejected(let early) = machine.send(.button) else {
      Issue.record("an event before start() was not rejected")
      return
    }
    #expect(early.reason == .notStarted && machine.activeStates.isEmpty)
    if !machine.isStarted { machine.start() }
    #expect(machine.isStarted && machine.activeStates == [.browse])
    guard case .rejected(let again) = machine.start() else {
      Issue.record("a second start() was not rejected")
      return
    }
    #expect(again.reason == .alreadyStarted && machine.activeStates == [.browse])
  }

  @Test func theWalkThroughRunsAsItSays() throws {
    struct Screen { var number = 1.0 }

    let chart = try Chart<Mode, Input, Screen>(initial: .browse) {
      State(.browse) {
        On(.button, to: .edit)
      }
      State(.edit) {
        On(.stepper) { scope, value in scope.number = value }
        On(.button, to: .empty, when: { $0.number < 1 })
        On(.button, to: .browse)
      }
      State(.empty) {
        On(.button, to: .edit)
      }
    }
    #expect(chart.warnings.isEmpty)

    let machine = StateMachine(chart, context: Screen())
    machine.start()
    machine.send(.button)  // .transitioned: browse → edit
    machine.send(.stepper(0))  // .handled
    machine.send(.button)  // .transitioned: edit → empty
    print(machine.activeStates)  // [Modes.Mode.empty]
    #expect(machine.activeStates == [.empty])

    var reported: [String] = []
    machine.rejectionPolicy = .report { print($0) }
    machine.send(.stepper(3))  // in empty: "event 'stepper' is not accepted in state 'empty'"
    machine.rejectionPolicy = .report { reported.append($0.description) }
    machine.send(.stepper(3))
    #expect(reported == ["event 'stepper' is not accepted in state 'empty'"])

    var kinds: [StateChange<Mode, Input>.Kind] = []
    machine.onTransition { kinds.append($0.kind) }

    final class NumberLabel {
      var text = ""
      var isRed = false
    }
    let label = NumberLabel()

    machine.onEnter(.empty) { label.isRed = true }
    machine.onTransition { [weak machine] change in
      guard let machine, change.kind == .handled else { return }
      label.text = "\(machine.context.number)"
    }
    machine.send(.button)  // empty → edit
    machine.send(.stepper(0.5))  // label.text == "0.5"
    #expect(label.text == "0.5" && !label.isRed)
    machine.send(.button)
    #expect(kinds == [.transitioned, .handled, .transitioned])
    #expect(label.isRed && machine.activeStates == [.empty])

    let modes = PropertyTest(chart: chart, samples: [.stepper(0), .stepper(2)], context: { Screen() })
    let result = modes.check(
      .never("empty with a number") { $0.isActive(.empty) && $0.context.number >= 1 }, seed: 7)
    print(result)  // property "empty with a number" held on 100 walks (seed 7): 5000 steps, …
    #expect(result.holds)
    #expect(result.description.hasPrefix("property \"empty with a number\" held on 100 walks (seed 7): 5000 steps, "))

    let neverEmpty = Property<StateMachine<Mode, Input, Screen>>.never("never empty") { $0.isActive(.empty) }
    let failure = modes.check(neverEmpty, seed: 7)
    print(failure)
    #expect(
      failure.description == """
        property "never empty" does not hold after step 3 (walk 1, seed 7, shrunk from 13 steps)
          start                 [browse]
          1  send button        [edit]
          2  send stepper(0.0)  [edit]
          3  send button        [empty]  ✗ does not hold
        """)

    let replayed = modes.replay(failure.counterexample!, checking: neverEmpty)
    #expect(replayed.counterexample?.steps == [.send(.button), .send(.stepper(0)), .send(.button)])
  }

  @Test func theOldChartWithAnUnguardedOnAnyEventIsWarnedAbout() throws {
    struct Screen { var number = 1.0 }
    // What the article showed before: every event, the button included, was taken by OnAnyEvent.
    let chart = try Chart<Mode, Input, Screen>(initial: .browse) {
      State(.browse) { On(.button, to: .edit) }
      State(.edit) {
        OnAnyEvent { scope in
          if case .stepper(let value)? = scope.event { scope.number = value }
        }
        On(.button, to: .empty, when: { $0.number < 1 })
        On(.button, to: .browse)
      }
      State(.empty) { On(.button, to: .edit) }
    }
    #expect(
      chart.warnings.map(\.message).contains(
        "in state 'edit', a transition on event 'button' is never taken: an earlier one without a guard always wins"))
    let machine = StateMachine(chart, context: Screen())
    machine.start()
    machine.send(.button)
    machine.send(.button)
    #expect(machine.activeStates == [.edit])
  }

  /// Issue 33: `flag ? { … } : nil` as a `ChartGuard?` does not type-check (the closure's
  /// parameter is `borrowing`); the article's two forms do, and guard as written.
  @Test func aGuardInAVariableTypeChecksInTheArticlesForms() throws {
    struct Screen { var number = 1.0 }

    func chart(confirmsEmptying: Bool) throws -> Chart<Mode, Input, Screen> {
      let emptying: ChartGuard<Mode, Input, Screen>? = confirmsEmptying ? .some { $0.number < 1 } : nil
      let spelledOut: ChartGuard<Mode, Input, Screen>? =
        confirmsEmptying ? { (scope: borrowing GuardScope<Mode, Input, Screen>) in scope.number < 1 } : nil
      return try Chart(initial: .edit) {
        State(.edit) { On(.button, to: .empty, when: emptying) }
        State(.empty) { On(.button, to: .edit, when: spelledOut) }
      }
    }

    let guarded = StateMachine(try chart(confirmsEmptying: true), context: Screen())
    guarded.start()
    #expect(guarded.send(.button).rejection?.reason == .guardsFailed)
    guarded.context.number = 0
    guarded.send(.button)
    #expect(guarded.activeStates == [.empty])
    guarded.context.number = 1
    #expect(guarded.send(.button).rejection?.reason == .guardsFailed)
    // Without the guards (nil), the button goes back and forth.
    let free = StateMachine(try chart(confirmsEmptying: false), context: Screen())
    free.start()
    free.send(.button)
    free.send(.button)
    #expect(free.activeStates == [.edit])
  }

  @Test func theAutosaveRunsOnAManualClockAndIsSavedAndRestored() throws {
    enum Document: String, Hashable, Sendable, Codable { case saved, dirty, saving }
    enum Edit: String, Hashable, Sendable, Codable { case edited, didSave }
    struct Draft: Codable { var text = "" }

    let autosave = try Chart<Document, Edit, Draft>(initial: .saved) {
      State(.saved) { On(.edited, to: .dirty) }
      State(.dirty) {
        On(.edited, to: .dirty)  // re-enters dirty: the 2 s start again
        After(.seconds(2), to: .saving)
      }
      State(.saving) { On(.didSave, to: .saved) }
    }

    let clock = ManualClock()
    let document = StateMachine(autosave, context: Draft(), clock: clock)
    document.start()
    document.send(.edited)
    clock.advance(by: .seconds(1))
    document.send(.edited)  // the timer starts again
    clock.advance(by: .seconds(1))  // still dirty
    clock.advance(by: .seconds(1))  // dirty → saving
    print(document.activeStates)  // [Modes.Document.saving]
    #expect(document.activeStates == [.saving])

    let data = try JSONEncoder().encode(try document.savedState())

    let relaunched = StateMachine(autosave, context: Draft(), clock: clock)
    try relaunched.restore(from: JSONDecoder().decode(SavedState<Document, Edit, Draft>.self, from: data))
    print(relaunched.activeStates)  // [Modes.Document.saving]
    #expect(relaunched.activeStates == [.saving])
    #expect(String(decoding: data, as: UTF8.self).contains(#""version":1"#))
    #expect(relaunched.start().rejection?.reason == .alreadyStarted)
  }
}
