import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI
import Testing

@MainActor
final class Panel {
  let title = Headless.Label(name: "title")
  let badge = Headless.Label(name: "badge")
  var sets = 0
  var mode = "" {
    didSet { sets += 1 }
  }
  var note: String?
}

@MainActor
@Suite("Appearance")
struct AppearanceTests {
  enum S: String, Hashable, Sendable { case root, a, a1, a2, b, p, left, right }

  let chart = try! Chart<S, String, Panel> {
    State(.a) {
      On("b", to: .b)
      On("next", to: .a2)
      State(.a1)
      State(.a2)
    }
    State(.b) { On("a", to: .a) }
  }

  @Test func innermostStateWinsAndOnlyChangesAreSet() throws {
    let appearance = Appearance<S, Panel> {
      When(.a) {
        Assign(\.title.text, "A")
        Assign(\.mode, "a")
      }
      When(.a2) { Assign(\.title.text, "A2") }
      When(.b) {
        Assign(\.title.text, "B")
        Assign(\.mode, "b")
      }
    }
    let panel = Panel()
    let machine = StateMachine(chart, context: panel, clock: ManualClock())
    let binding = try appearance.bind(to: machine)
    machine.start()
    #expect(panel.title.text == "A")
    #expect(panel.sets == 1)
    machine.send("next")
    #expect(panel.title.text == "A2")
    #expect(panel.sets == 1, "mode did not change, so it was not set again")
    let before = binding.setCount
    machine.send("b")
    #expect(panel.title.text == "B")
    #expect(panel.mode == "b")
    #expect(binding.setCount == before + 2)
  }

  @Test func optionalPropertiesTakeAndReturnToNil() throws {
    // Back to the value captured when bound: nil.
    let captured = Appearance<S, Panel> {
      When(.a2) { Assign(\.note, "two") }
    }
    let panel = Panel()
    let machine = StateMachine(chart, context: panel, clock: ManualClock())
    let binding = try captured.bind(to: machine)
    machine.start()
    #expect(panel.note == nil)
    machine.send("next")
    #expect(panel.note == "two")
    machine.send("b")
    #expect(panel.note == nil)
    #expect(binding.setCount == 3)
    // A constant nil, and a default.
    let constant = Appearance<S, Panel> {
      Defaults { Assign(\.note, "default") }
      When(.b) { Assign(\.note, nil) }
    }
    let other = Panel()
    let second = StateMachine(chart, context: other, clock: ManualClock())
    let secondBinding = try constant.bind(to: second)
    second.start()
    #expect(other.note == "default")
    second.send("b")
    #expect(other.note == nil)
    second.send("a")
    #expect(other.note == "default")
    #expect(secondBinding.setCount == 3)
  }

  @Test func propertiesReturnToTheirOriginalValueOrDefault() throws {
    let appearance = Appearance<S, Panel> {
      Defaults { Assign(\.badge.backgroundColor, .lightGray) }
      When(.b) {
        Assign(\.title.text, "B")
        Assign(\.badge.backgroundColor, .red)
      }
    }
    let panel = Panel()
    panel.title.text = "original"
    let machine = StateMachine(chart, context: panel, clock: ManualClock())
    let binding = try appearance.bind(to: machine)
    machine.start()
    #expect(panel.badge.backgroundColor == .lightGray)
    machine.send("b")
    #expect(panel.title.text == "B")
    machine.send("a")
    #expect(panel.title.text == "original")
    #expect(panel.badge.backgroundColor == .lightGray)
    _ = binding
  }

  @Test func parallelRegionsAssigningTheSamePropertyAreAnError() throws {
    let chart = try Chart<S, String, Panel> {
      Parallel(.p) {
        State(.left)
        State(.right)
      }
    }
    let appearance = Appearance<S, Panel> {
      When(.left) { Assign(\.title.text, "L", name: "title.text") }
      When(.right) { Assign(\.title.text, "R", name: "title.text") }
    }
    let machine = StateMachine(chart, context: Panel(), clock: ManualClock())
    #expect(
      appearance.validate(against: chart).map(\.description) == [
        "error: parallel states 'left' and 'right' both assign 'title.text'"
      ])
    #expect(throws: AppearanceValidationError<S>.self) { try appearance.bind(to: machine) }
  }

  @Test func unknownStatesAreAnError() {
    let appearance = Appearance<S, Panel> { When(.p) { Assign(\.title.text, "P") } }
    #expect(appearance.validate(against: chart).map(\.description) == ["error: unknown state 'p'"])
  }

  @Test func animatedAssignmentsRunInOneAnimationAndCompletionsAfterIt() throws {
    let appearance = Appearance<S, Panel>(animationDuration: .milliseconds(250)) {
      When(.b) {
        Assign(\.title.alpha, 0.5, timing: .animated)
        Assign(\.badge.alpha, 0.5, timing: .animated)
        Assign(\.badge.isHidden, true, timing: .afterAnimation)
      }
    }
    let clock = ManualClock()
    let animator = ClockAnimator(scheduler: clock)
    let panel = Panel()
    let machine = StateMachine(chart, context: panel, clock: clock)
    let binding = try appearance.bind(to: machine, animator: animator)
    machine.start()
    machine.send("b")
    #expect(animator.records.count == 1)
    #expect(animator.records.first?.duration == .milliseconds(250))
    #expect(animator.records.first?.properties.count == 2)
    #expect(!panel.badge.isHidden)
    clock.advance(by: .milliseconds(250))
    #expect(panel.badge.isHidden)
    _ = binding
  }
}
