#if canImport(SwiftUI)
  import ExampleCharts
  import StateKit
  import StateKitTesting
  import StateKitUI
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

    @Test func theStepperSendsTheNumberAndEmptyFollows() {
      let view = makeView()
      view.machine.send(.button)
      // What the Stepper's binding writes.
      view.$machine.stepperNumber.wrappedValue = 0
      #expect(view.numberText == "0")
      view.machine.send(.button)
      #expect(view.machine.isActive(.empty))
      #expect(view.buttonTitle == "Edit")
    }

    @Test func aChangeInBrowseIsRejectedAsInUIKit() {
      let view = makeView()
      var rejections: [String] = []
      view.machine.rejectionPolicy = .report { rejections.append($0.plainDescription) }
      // The stepper is hidden in Browse; a change that reaches its binding all the same goes
      // through the chart, which does not take it.
      view.$machine.stepperNumber.wrappedValue = 4
      #expect(view.numberText == "1")
      #expect(view.$machine.stepperNumber.wrappedValue == 1)
      #expect(rejections.count == 1)
    }
  }
#endif
