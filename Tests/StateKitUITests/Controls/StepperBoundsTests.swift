import StateKitControls
import Testing

/// `UIStepper` keeps its value within its bounds and its bounds in order; the headless stepper
/// must too, or a screen tested with it shows a value UIKit would never show.
@MainActor
@Suite("Controls: the stepper's bounds")
struct StepperBoundsTests {
  @Test func aValueGivenWhenTheStepperIsMadeIsClamped() {
    #expect(Headless.Stepper(value: 150).value == 100)
    #expect(Headless.Stepper(value: -5, minimum: 0, maximum: 10).value == 0)
    #expect(Headless.Stepper(value: 7, minimum: 0, maximum: 10).value == 7)
  }

  @Test func aBoundThatMovesPastTheValueTakesTheValueWithIt() {
    let stepper = Headless.Stepper(value: 10, minimum: 0, maximum: 10)
    stepper.maximumValue = 5
    #expect(stepper.value == 5)
    stepper.minimumValue = 3
    stepper.value = 0
    #expect(stepper.value == 3)
  }

  @Test func aBoundSetPastTheOtherMovesBoth() {
    // UIStepper's overview: a minimum of 200 and a maximum set to 100 make both 200 … the new value.
    let stepper = Headless.Stepper(value: 5, minimum: 0, maximum: 10)
    stepper.minimumValue = 20
    #expect(stepper.minimumValue == 20)
    #expect(stepper.maximumValue == 20)
    #expect(stepper.value == 20)
    stepper.maximumValue = 1
    #expect(stepper.minimumValue == 1)
    #expect(stepper.maximumValue == 1)
    #expect(stepper.value == 1)
    #expect(!stepper.increment(), "at its only value the stepper cannot step")
  }

  @Test func boundsThatCrossWhenTheStepperIsMadeKeepTheMaximum() {
    let stepper = Headless.Stepper(value: 50, minimum: 200, maximum: 100)
    #expect(stepper.minimumValue == 100)
    #expect(stepper.maximumValue == 100)
    #expect(stepper.value == 100)
  }
}
