import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI
import Testing

/// `Assign(\.button, title:for:)` and `Assign(\.button, image:for:)`: a button's value per
/// control state set with `setTitle(_:for:)` / `setImage(_:for:)`, as UIKit code sets it.
@MainActor
@Suite("Appearance: a button's title and image per control state")
struct ControlStateAssignmentTests {
  enum Mode: Hashable, Sendable { case browse, edit, saving }
  enum Input: Hashable, Sendable { case edit, save, done }

  @MainActor final class Screen {
    let button = Headless.Button(name: "button", title: "Edit")
    let other = Headless.Button(name: "other", title: "Other")
  }

  static let chart = try! Chart<Mode, Input, Screen>(initial: .browse) {
    State(.browse) { On(.edit, to: .edit) }
    State(.edit) {
      On(.save, to: .saving)
      On(.done, to: .browse)
    }
    State(.saving) { On(.done, to: .browse) }
  }

  @Test func aTitleIsSetForItsControlStateAndReturnsWhenNoStateAssignsIt() throws {
    let appearance = Appearance<Mode, Screen> {
      When(.edit) {
        Assign(\.button, title: "Done", for: .normal)
        Assign(\.button, title: "Saving…", for: .disabled)
      }
      When(.saving) { Assign(\.button, title: nil, for: .normal) }
    }
    let machine = StateMachine(Self.chart, context: Screen(), clock: ManualClock())
    machine.start()
    let binding = try appearance.bind(to: machine)
    let button = machine.context.button
    #expect(button.title(for: .normal) == "Edit")
    machine.send(.edit)
    #expect(button.title(for: .normal) == "Done")
    #expect(button.title(for: .disabled) == "Saving…")
    #expect(button.title(for: .selected) == "Done", "a state without its own title shows the normal one")
    machine.send(.save)
    #expect(button.title(for: .normal) == nil, "nil removes the normal state's title")
    // Back to what `title(for: .disabled)` gave when bound — the normal title then, as UIKit
    // reads a state without a title of its own.
    #expect(button.title(for: .disabled) == "Edit")
    machine.send(.done)
    #expect(button.title(for: .normal) == "Edit")
    #expect(machine.context.other.title(for: .normal) == "Other", "only the named button is set")
    _ = binding
  }

  @Test func itIsTheSameSlotAsTheSubscriptKeyPath() throws {
    // A default written one way and a state's value written the other: one property, so the
    // default comes back when the state ends, and a diff sets each change once.
    let appearance = Appearance<Mode, Screen> {
      Defaults { Assign(\.button[title: .normal], "Edit") }
      When(.edit) { Assign(\.button, title: "Done", for: .normal) }
      When(.saving) { Assign(\.button[title: .normal], "Done") }
    }
    let machine = StateMachine(Self.chart, context: Screen(), clock: ManualClock())
    machine.start()
    let binding = try appearance.bind(to: machine)
    let button = machine.context.button
    machine.send(.edit)
    #expect(button.title(for: .normal) == "Done")
    let sets = binding.setCount
    machine.send(.save)
    #expect(binding.setCount == sets, "the same title for the same property: nothing to set")
    machine.send(.done)
    #expect(button.title(for: .normal) == "Edit")
  }

  @Test func parallelRegionsThatSetTheSameTitleEitherWayAreNamed() {
    enum Region: Hashable, Sendable { case both, left, right }
    let chart = try! Chart<Region, Input, Screen>(initial: .both) {
      Parallel(.both) {
        State(.left)
        State(.right)
      }
    }
    let appearance = Appearance<Region, Screen> {
      When(.left) { Assign(\.button, title: "L", for: .selected) }
      When(.right) { Assign(\.button[title: .selected], "R") }
    }
    #expect(
      appearance.validate(against: chart).map(\.message) == [
        "parallel states 'left' and 'right' both assign 'button[title: …]'"
      ])
    let distinct = Appearance<Region, Screen> {
      When(.left) { Assign(\.button, title: "L", for: .selected) }
      When(.right) { Assign(\.button, title: "R", for: .normal) }
    }
    #expect(distinct.validate(against: chart).isEmpty, "two control states are two properties")
  }

  @Test func timingAndTheAnimatorsPropertyNames() throws {
    let clock = ManualClock()
    let animator = ClockAnimator(scheduler: clock)
    let appearance = Appearance<Mode, Screen>(animationDuration: .milliseconds(200)) {
      When(.edit) {
        Assign(\.button, title: "Done", for: .normal, timing: .animated)
        Assign(\.other, title: "Later", for: .normal, timing: .afterAnimation)
      }
    }
    let machine = StateMachine(Self.chart, context: Screen(), clock: clock)
    machine.start()
    let binding = try appearance.bind(to: machine, animator: animator)
    machine.send(.edit)
    #expect(machine.context.button.title(for: .normal) == "Done")
    #expect(machine.context.other.title(for: .normal) == "Other")
    clock.advance(by: .milliseconds(200))
    #expect(machine.context.other.title(for: .normal) == "Later")
    #expect(animator.records.map(\.properties) == [["button[title: …]"]])
    #expect(Assign<Screen>(\.button, title: "x", for: .normal).property == "button[title: …]")
    _ = binding
  }

  @Test func aReusedOwnerReturnsToTheAppsOwnTitle() throws {
    // A cell bound to one row's machine, then to another's: the title the first binding set
    // returns to the button's own before the second binding applies.
    let appearance = Appearance<Mode, Screen> {
      When(.edit) { Assign(\.button, title: "Done", for: .normal) }
    }
    let screen = Screen()
    let first = StateMachine(Self.chart, context: screen, clock: ManualClock())
    first.start()
    let firstBinding = try appearance.bind(to: first)
    first.send(.edit)
    #expect(screen.button.title(for: .normal) == "Done")
    let second = StateMachine(Self.chart, context: screen, clock: ManualClock())
    second.start()
    let secondBinding = try appearance.bind(to: second)
    #expect(!firstBinding.isBound)
    #expect(screen.button.title(for: .normal) == "Edit")
    second.send(.edit)
    #expect(screen.button.title(for: .normal) == "Done")
    _ = secondBinding
  }

  @Test func anImageForAControlState() throws {
    let appearance = Appearance<Mode, Screen> {
      When(.edit) {
        Assign(\.button, image: Headless.Image("checkmark"), for: .normal)
        Assign(\.button, image: Headless.Image("checkmark.fill"), for: .highlighted)
      }
    }
    let machine = StateMachine(Self.chart, context: Screen(), clock: ManualClock())
    machine.start()
    machine.context.button.setImage(Headless.Image("pencil"), for: .normal)
    let binding = try appearance.bind(to: machine)
    let button = machine.context.button
    machine.send(.edit)
    #expect(button.image(for: .normal) == Headless.Image("checkmark"))
    #expect(button.image(for: .highlighted) == Headless.Image("checkmark.fill"))
    machine.send(.done)
    #expect(button.image(for: .normal) == Headless.Image("pencil"))
    #expect(button.image(for: .highlighted) == Headless.Image("pencil"), "no image of its own: the normal one")
    _ = binding
  }
}
