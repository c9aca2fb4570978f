import ObjectiveC
import StateKit
import StateKitTesting
import StateKitUI
import Testing
import UIKit

/// StateKitUI's UIKit adapters, compiled from the shipped files against the declared API.
@MainActor
@Suite struct UIKitAdapterTests {
  enum Mode: Hashable, Sendable { case browse, edit, empty }
  enum Input: Hashable, Sendable { case button, stepper, count(Double) }

  @MainActor final class Screen {
    let label = UILabel(frame: .zero)
    let editButton = UIButton(type: .system)
    let stepper = UIStepper(frame: .zero)
    var count = 0.0
  }

  static let chart = try! Chart<Mode, Input, Screen>(initial: .browse) {
    State(.browse) { On(.button, to: .edit) }
    State(.edit) {
      On(.button, to: .empty, when: { $0.stepper.value < 1 })
      On(.button, to: .browse)
    }
    State(.empty) { On(.button, to: .edit) }
  }

  /// A button's title per control state, an animated alpha and a value set after the animation.
  static let appearance = Appearance<Mode, Screen>(animationDuration: .milliseconds(300)) {
    When(.browse) { Assign(\.editButton[title: .normal], "Edit") }
    When(.edit) {
      Assign(\.stepper.alpha, 1, timing: .animated)
      Assign(\.stepper.isUserInteractionEnabled, true, timing: .afterAnimation)
      Assign(\.editButton[title: .normal], "Browse")
      Assign(\.editButton[title: .disabled], "Wait")
    }
    When(.empty) { Assign(\.label.backgroundColor, .red) }
  }

  @Test func anAppearanceSetsAButtonsTitleForAControlState() throws {
    let machine = StateMachine(Self.chart, context: Screen(), clock: ManualClock())
    machine.start()
    let binding = try Self.appearance.bind(to: machine, animator: UIViewAnimator())
    let screen = machine.context
    #expect(screen.editButton.title(for: .normal) == "Edit")
    machine.send(.button)
    #expect(screen.editButton.title(for: .normal) == "Browse")
    #expect(screen.editButton.currentTitle == "Browse")
    screen.editButton.isEnabled = false
    #expect(screen.editButton.currentTitle == "Wait")
    #expect(screen.stepper.alpha == 1)
    // The shim's animation completes at once: the after-animation value is set.
    #expect(screen.stepper.isUserInteractionEnabled)
    screen.stepper.value = 0
    machine.send(.button)
    #expect(machine.isActive(.empty))
    #expect(screen.label.backgroundColor == .red)
    // Assigned in no state of `empty`: the titles return to the button's own (none).
    #expect(screen.editButton.title(for: .normal) == nil)
    #expect(screen.editButton.title(for: .disabled) == nil)
    _ = binding
  }

  /// A button of the app's own class, as an outlet may be declared.
  @MainActor final class RoundButton: UIButton {}

  @MainActor final class TitledScreen {
    let editButton = UIButton(type: .system)
    let roundButton = RoundButton(type: .custom)
  }

  @Test func anAppearanceCallsSetTitleForAControlState() throws {
    let chart = try Chart<Mode, Input, TitledScreen>(initial: .browse) {
      State(.browse) { On(.button, to: .edit) }
      State(.edit) { On(.button, to: .browse) }
    }
    let icon = UIImage(systemName: "checkmark")
    let appearance = Appearance<Mode, TitledScreen>(animationDuration: .milliseconds(300)) {
      Defaults { Assign(\.editButton[title: .normal], "Edit") }
      When(.edit) {
        Assign(\.editButton, title: "Browse", for: .normal)
        Assign(\.editButton, title: "Wait", for: [.disabled])
        Assign(\.editButton, image: icon, for: .selected)
        Assign(\.roundButton, title: "Done", for: .normal, timing: .afterAnimation)
      }
    }
    #expect(Assign<TitledScreen>(\.editButton, title: "x", for: .normal).property == "editButton[title: …]")
    let machine = StateMachine(chart, context: TitledScreen(), clock: ManualClock())
    machine.start()
    let binding = try appearance.bind(to: machine, animator: UIViewAnimator())
    let screen = machine.context
    #expect(screen.editButton.title(for: .normal) == "Edit")
    machine.send(.button)
    #expect(screen.editButton.title(for: .normal) == "Browse")
    #expect(screen.editButton.title(for: .disabled) == "Wait")
    #expect(screen.editButton.image(for: .selected) == icon)
    #expect(screen.roundButton.title(for: .normal) == "Done", "the shim's animation completes at once")
    machine.send(.button)
    // The two forms name one property: leaving Edit returns the title to the default.
    #expect(screen.editButton.title(for: .normal) == "Edit")
    #expect(screen.editButton.image(for: .selected) == nil)
    #expect(screen.roundButton.title(for: .normal) == nil)
    _ = binding
  }

  @Test func aTitleForSeveralControlStatesAtOnce() {
    let button = UIButton(type: .system)
    let path: ReferenceWritableKeyPath<UIButton, String?> = \.[title: [.selected, .highlighted]]
    button[keyPath: path] = "Pressed"
    #expect(button.title(for: [.selected, .highlighted]) == "Pressed")
    #expect(button.title(for: .selected) == nil)
    #expect(button[title: .normal] == nil)
  }

  @Test func uiViewAnimatorPassesTheChangesAndTheCompletionToUIView() {
    let animator = UIViewAnimator(delay: .milliseconds(100), options: [.curveEaseOut])
    let view = UIView(frame: .zero)
    var finished: Bool?
    animator.animate(duration: .milliseconds(300), properties: ["alpha"], changes: { view.alpha = 0.5 }) {
      finished = $0
    }
    #expect(view.alpha == 0.5)
    #expect(finished == true)
    #expect(animator.options.contains(.curveEaseOut))
  }

  @Test func aControlSendsItsEventToTheMachine() {
    let screen = Screen()
    let machine = StateMachine(Self.chart, context: screen, clock: ManualClock())
    machine.start()
    screen.editButton.send(.button, to: machine)
    screen.editButton.sendActions(for: .primaryActionTriggered)
    #expect(machine.isActive(.edit))
  }

  @Test func registeringAgainReplacesTheEarlierRegistration() {
    // A reused cell's button: bound to one row's machine, then to another's.
    let button = UIButton(type: .system)
    let first = StateMachine(Self.chart, context: Screen(), clock: ManualClock())
    let second = StateMachine(Self.chart, context: Screen(), clock: ManualClock())
    first.start()
    second.start()
    button.send(.button, to: first)
    button.send(.button, to: second)
    button.sendActions(for: .primaryActionTriggered)
    #expect(first.isActive(.browse))
    #expect(second.isActive(.edit))
    button.stopSending()
    button.sendActions(for: .primaryActionTriggered)
    #expect(second.isActive(.edit))
  }

  @Test func anEventBuiltFromTheControlsValue() {
    let chart = try! Chart<Mode, Input, Screen>(initial: .edit) {
      State(.edit) {
        On(.button, to: .browse)
        // Any count: the event carries the stepper's value.
        for value in 0...10 { On(.count(Double(value))) { $0.count = Double(value) } }
      }
      State(.browse) {}
    }
    let screen = Screen()
    let machine = StateMachine(chart, context: screen, clock: ManualClock())
    machine.start()
    screen.stepper.send({ .count($0.value) }, to: machine, for: .valueChanged)
    screen.stepper.value = 7
    screen.stepper.sendActions(for: .valueChanged)
    #expect(screen.count == 7)
    // The typed form and the fixed form for other events live side by side.
    screen.stepper.send(.button, to: machine, for: .touchUpInside)
    screen.stepper.value = 3
    screen.stepper.sendActions(for: .valueChanged)
    #expect(screen.count == 3)
    #expect(machine.isActive(.edit))
  }

  @Test func aBehaviorBoundToAnObjectLivesWhileItIsBound() {
    let owner = UIView(frame: .zero)
    weak var weakBehavior: Behavior?
    do {
      let behavior = Behavior()
      weakBehavior = behavior
      behavior.bindLifetime(to: owner)
    }
    #expect(weakBehavior != nil)
    weakBehavior?.releaseLifetime(from: owner)
    #expect(weakBehavior == nil)
  }
}
