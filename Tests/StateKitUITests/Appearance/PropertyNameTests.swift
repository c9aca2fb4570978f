import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI
import Testing

/// Properties are named readably in diagnostics and in the animator's property list, also where
/// Swift prints a key-path component by its getter's address (a subscript, a property with
/// observers, a property of a non-final class).
@MainActor
@Suite("Appearance: property names")
struct PropertyNameTests {
  enum Mode: Hashable, Sendable { case browse, edit, left, right, both }

  @MainActor final class Screen {
    let placeOrder = Headless.Button(name: "placeOrder", title: "Place order")
    let stepper = Headless.Stepper(name: "stepper")
    let custom = CustomControl()
  }

  /// An app's own open class: its properties are computed components.
  @MainActor class CustomControl {
    var badge = 0
  }

  @Test func controlPropertiesSubscriptsAndObservedPropertiesHaveReadableNames() {
    #expect(Assign<Screen>(\.placeOrder.isEnabled, false).property == "placeOrder.isEnabled")
    #expect(Assign<Screen>(\.placeOrder.alpha, 0).property == "placeOrder.alpha")
    #expect(Assign<Screen>(\.placeOrder[title: .normal], "Edit").property == "placeOrder[title: …]")
    #expect(Assign<Screen>(\.placeOrder[image: .selected], nil).property == "placeOrder[image: …]")
    #expect(Assign<Screen>(\.stepper.value, 1).property == "stepper.value")
  }

  @Test func anUnknownComputedPropertyIsNamedByItsTypeUntilRegistered() {
    let assignment = Assign<Screen>(\.custom.badge, 1)
    #expect(assignment.property == "custom.<computed Int>")
    #expect(!assignment.property.contains("0x"))
    PropertyNames.register("badge", for: \CustomControl.badge)
    #expect(assignment.property == "custom.badge")
  }

  @Test func theAnimatorAndTheDiagnosticsUseTheNames() throws {
    let chart = try Chart<Mode, String, Int>(initial: .browse) {
      State(.browse) { On("edit", to: .edit) }
      State(.edit)
      Parallel(.both) {
        State(.left)
        State(.right)
      }
    }
    let conflicting = Appearance<Mode, Screen> {
      When(.left) { Assign(\.placeOrder[title: .normal], "L") }
      When(.right) { Assign(\.placeOrder[title: .normal], "R") }
    }
    #expect(
      conflicting.validate(against: chart).map(\.message) == [
        "parallel states 'left' and 'right' both assign 'placeOrder[title: …]'"
      ])

    let clock = ManualClock()
    let animator = ClockAnimator(scheduler: clock)
    let appearance = Appearance<Mode, Screen> {
      When(.edit) {
        Assign(\.placeOrder.alpha, 0.5, timing: .animated)
        Assign(\.stepper.value, 3, timing: .animated)
      }
    }
    let machine = StateMachine(chart, context: 0, clock: clock)
    machine.start()
    let screen = Screen()
    let binding = try appearance.bind(to: machine, views: screen, animator: animator)
    machine.send("edit")
    #expect(animator.records.last?.properties == ["placeOrder.alpha", "stepper.value"])
    #expect(binding.isBound && screen.placeOrder.alpha == 0.5)
  }
}
