import StateKit
import StateKitTesting
import Testing

// The Getting Started article, snippet by snippet (verbatim: `DocumentationSnippetTests` checks
// it), run and checked against what the text says.

enum Mode: Hashable, Sendable { case browse, edit, empty }

enum Input: CaseEvent {
  case button, stepper(Double)

  enum Case { case button, stepper }
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

/// What the article's observers touch.
private final class Label {
  enum Color { case clear, red }
  var backgroundColor = Color.clear
  var text = ""
}

@MainActor
@Suite("Getting Started article")
struct GettingStartedTests {
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
    print(machine.activeStates)  // [empty]
    #expect(machine.activeStates == [.empty])

    var reported: [String] = []
    machine.rejectionPolicy = .report { print($0) }
    machine.send(.stepper(3))  // in empty: "event 'stepper' is not accepted in state 'empty'"
    machine.rejectionPolicy = .report { reported.append($0.description) }
    machine.send(.stepper(3))
    #expect(reported == ["event 'stepper' is not accepted in state 'empty'"])

    let label = Label()
    machine.onEnter(.empty) { label.backgroundColor = .red }
    machine.onTransition { change in
      if change.kind == .handled { label.text = "\(machine.context.number)" }
    }
    var kinds: [StateChange<Mode, Input>.Kind] = []
    machine.onTransition { kinds.append($0.kind) }
    machine.send(.button)
    machine.send(.stepper(0.5))
    machine.send(.button)
    #expect(kinds == [.transitioned, .handled, .transitioned])
    #expect(label.backgroundColor == .red && label.text == "0.5")
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

  @Test func timeRunsOnAManualClock() throws {
    let trafficLight = try centralTrafficLight()
    let lamp = Lamp()
    let clock = ManualClock()
    let light = StateMachine(trafficLight, context: lamp, clock: clock)
    light.start()
    clock.advance(by: .seconds(1))  // green → yellow
    #expect(light.activeStates == [.yellow] && lamp.lit == .yellow)
  }
}
