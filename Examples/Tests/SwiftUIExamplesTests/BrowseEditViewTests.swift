#if canImport(SwiftUI)
  import ExampleCharts
  import StateKit
  import StateKitTesting
  import SwiftUI
  import SwiftUIExamples
  import Testing

  /// Seed 000's SwiftUI view: what its body reads, as the machine moves.
  @MainActor
  @Suite struct BrowseEditViewTests {
    func makeView() -> BrowseEditView {
      let machine = StateMachine(BrowseEdit.chart, context: BrowseEdit.Counter(number: 1), clock: ManualClock())
      machine.start()
      return BrowseEditView(machine: machine)
    }

    @Test func theButtonSwitchesModesAndItsTitle() {
      let view = makeView()
      _ = view.body
      #expect(view.buttonTitle == "Edit")
      #expect(!view.isStepperShown)
      #expect(view.machine.can(.button))
      view.machine.send(.button)
      #expect(view.buttonTitle == "Browse")
      #expect(view.isStepperShown)
      _ = view.body
    }

    @Test func theStepperBindsTheNumberAndEmptyFollows() {
      let view = makeView()
      view.machine.send(.button)
      // What the Stepper's binding writes.
      view.$machine.context.number.wrappedValue = 0
      #expect(view.numberText == "0")
      view.machine.send(.button)
      #expect(view.machine.isActive(.empty))
      #expect(view.buttonTitle == "Edit")
    }
  }
#endif
