import StateKit
import StateKitControls
import StateKitShowcase
import StateKitTesting
import StateKitUI
import Testing

/// The README's snippets of the seeds, verbatim between the markers (`DocumentationSampleTests`
/// checks that each is here), compiled in Swift 6 and run.
@MainActor
@Suite("README: the seeds")
struct ReadmeSeedTests {
  @Test func seed000() {
    let appearance = Appearance<BrowseEditController.Mode, BrowseEditController.Outlets> {
      // SAMPLE-BEGIN
      When(.edit) {
        Assign(\.stepper.alpha, 1, timing: .animated)  // 0.3 s fade
        Assign(\.stepper.isUserInteractionEnabled, true, timing: .afterAnimation)
        Assign(\.button, title: "Browse", for: .normal)
      }
      // SAMPLE-END
    }
    let outlets = BrowseEditController.Outlets()
    let machine = StateMachine(BrowseEditController.chart, context: outlets)
    let binding = try? appearance.bind(to: machine, animator: ImmediateAnimator())
    machine.start()
    machine.send(.button)
    #expect(outlets.button.currentTitle == "Browse")
    #expect(outlets.stepper.isUserInteractionEnabled)
    #expect(binding != nil)
  }

  @Test func seed001() {
    let controller = ToggleController()
    // SAMPLE-BEGIN
    let toggle = ToggleButtonBehavior<Headless.Button>(
      normalImage: Headless.Image("star"), selectedImage: Headless.Image("star.fill"), animated: true)
    toggle.attach(to: controller)
    toggle.button = controller.favorite
    // SAMPLE-END
    controller.favorite.tap()
    #expect(controller.favorite.currentImage == Headless.Image("star.fill"))
  }

  @Test func seed002() {
    let capabilities = Capabilities<any ScreenRole>(role: GuestRole())
    let addButton = Headless.BarButtonItem(name: "add", title: "+")
    let cell = Headless.ListCell()
    // SAMPLE-BEGIN
    capabilities.bind(addButton, \.isEnabled) { $0.canAdd }
    capabilities.bind(cell) { cell, role in cell.accessoryType = role.rowAccessory }
    // SAMPLE-END
    capabilities.role = AdminRole()
    #expect(addButton.isEnabled)
    #expect(cell.accessoryType == .disclosureIndicator)
  }

  @Test func seed003() throws {
    // SAMPLE-BEGIN
    let light = try Chart(logic: [
      SolidTrafficLightState(id: .green, delay: .seconds(1), next: .yellow),
      SolidTrafficLightState(id: .yellow, delay: .milliseconds(500), next: .red),
      SolidTrafficLightState(id: .red, delay: .seconds(2), next: .green),
    ])
    // SAMPLE-END
    let clock = ManualClock()
    let view = TrafficLightView()
    let machine = StateMachine(light, context: view, clock: clock)
    machine.start()
    clock.advance(by: .seconds(1))
    #expect(view.lit == .yellow)
  }

  /// The snippet as written compiles in Swift 6: the task gets a copy of the code, not the
  /// context (capturing `pairing` fails with "capture of 'pairing' with non-Sendable type").
  @Test func seed004() async throws {
    typealias Step = PairingWizard.Step
    let service = ScriptedPairingService()
    let chart = try! Chart<Step, PairingWizard.Input, PairingWizard.Pairing>(initial: .requesting) {
      // SAMPLE-BEGIN
      State(.requesting) {
        Invoke("pairing request") { pairing in
          let code = pairing.code  // copied out of the context: the task runs off the main actor
          return .task(
            { try await service.requestPairing(code: code) },
            onSuccess: { $0 ? .requestSent : .requestRefused },
            onFailure: { _ in .networkFailed })
        }
        On(.requestSent, to: .waitForResponse)
        On(.pushAccepted, to: .paired)
        After(.seconds(30), to: .networkError)
      }
      // SAMPLE-END
      State(.waitForResponse) { On(.pushAccepted, to: .paired) }
      State(.networkError) { On(.retry, to: .requesting) }
      Final(.paired)
    }
    let clock = ManualClock()
    let pairing = PairingWizard.Pairing()
    pairing.code = "123456"
    let machine = StateMachine(chart, context: pairing, clock: clock)
    machine.start()
    service.answer(.accept)
    // The answer comes back through a task: wait for the step it makes (a bound only ends a
    // wait that would hang, and throws, naming the active states).
    try await machine.waitUntilActive(.waitForResponse, timeout: .seconds(600))
    #expect(service.requests == ["123456"])
    #expect(machine.activeStates == [.waitForResponse])
    machine.send(.pushAccepted)
    #expect(machine.activeStates == [.paired])
  }
}
