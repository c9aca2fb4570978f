import Foundation
import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI
import Testing

/// Seed 000's view controller with the headless controls in place of UIKit's: the same outlet
/// names, the same chart (`Seed000Shared/BrowseEdit.swift`) and the very appearance file that
/// `Examples/` ships for UIKit (`Seed000Shared/BrowseEditAppearance.swift`, linked).
@MainActor
final class BrowseEditViewController {
  let label = Headless.Label(name: "label")
  let editButton = Headless.Button(name: "editButton")
  let stepper = Headless.Stepper(name: "stepper", value: 1, minimum: 0, maximum: 10)
  let machine: StateMachine<BrowseEdit.Mode, BrowseEdit.Input, BrowseEdit.Counter>
  private var appearanceBinding: AppearanceBinding<BrowseEdit.Mode, BrowseEditViewController>?

  init(clock: ManualClock, animator: any Animator) throws {
    machine = StateMachine(BrowseEdit.chart, context: BrowseEdit.Counter(number: 1), clock: clock)
    machine.start()
    appearanceBinding = try Self.appearance.bind(to: machine, views: self, animator: animator)
    editButton.send(.button, to: machine)
    stepper.send({ .number($0.value) }, to: machine, for: .valueChanged)
  }

  var mode: BrowseEdit.Mode? { machine.activeStates.first }
}

@MainActor
@Suite("Seed 000: one appearance for UIKit and the headless controls")
struct Seed000SharedAppearanceTests {
  @Test func tappingEditShowsBrowseAndFadesTheStepperIn() throws {
    let clock = ManualClock()
    let animator = ClockAnimator(scheduler: clock)
    let controller = try BrowseEditViewController(clock: clock, animator: animator)
    #expect(controller.editButton.title(for: .normal) == "Edit")
    #expect(controller.stepper.alpha == 0)
    #expect(controller.label.text == "1")
    #expect(controller.label.backgroundColor == .lightGray)

    #expect(controller.editButton.tap())
    #expect(controller.mode == .edit)
    #expect(controller.editButton.currentTitle == "Browse")
    #expect(controller.stepper.alpha == 1)
    #expect(!controller.stepper.isUserInteractionEnabled)
    clock.advance(by: .milliseconds(299))
    #expect(!controller.stepper.isUserInteractionEnabled)
    clock.advance(by: .milliseconds(1))
    #expect(controller.stepper.isUserInteractionEnabled)
    #expect(animator.records.map(\.properties) == [["stepper.alpha"]])
  }

  @Test func theStepperSendsItsValueAndLeavingEditWithNothingShowsEmpty() throws {
    let controller = try BrowseEditViewController(clock: ManualClock(), animator: ImmediateAnimator())
    #expect(!controller.stepper.increment(), "faded out in Browse: it takes no taps")
    controller.editButton.tap()
    controller.stepper.decrement()
    #expect(controller.label.text == "0")
    controller.editButton.tap()
    #expect(controller.mode == .empty)
    #expect(controller.label.backgroundColor == .red)
    #expect(controller.editButton.currentTitle == "Edit")
  }

  @Test func theAppearanceFitsTheChart() {
    #expect(BrowseEditViewController.appearance.validate(against: BrowseEdit.chart).isEmpty)
  }

  @Test func theTestedAppearanceIsTheShippedFile() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    for (link, shipped) in [
      ("BrowseEditAppearance.swift", "Examples/Sources/UIKitExamples/BrowseEditAppearance.swift"),
      ("BrowseEdit.swift", "Examples/Sources/ExampleCharts/BrowseEdit.swift"),
    ] {
      let path = here.appendingPathComponent("Seed000Shared/\(link)").path
      let target = try FileManager.default.destinationOfSymbolicLink(atPath: path)
      #expect(target.hasSuffix(shipped), "\(link) is a link to the shipped file, not a copy")
      let shippedURL = here.appendingPathComponent("../../../\(shipped)").standardized
      #expect(try String(contentsOfFile: path, encoding: .utf8) == String(contentsOf: shippedURL, encoding: .utf8))
    }
  }
}
