import StateKit
import StateKitControls
import StateKitShowcase
import StateKitTesting
import StateKitUI
import Testing

@MainActor
@Suite("Flows: re-registration and release")
struct FlowRegistrationTests {
  @Test func aNewFlowOnTheSameListReplacesTheEarlierOne() {
    let list = Headless.ListView(name: "steps")
    let service = ScriptedPairingService()
    let first = Flow(
      machine: StateMachine(
        PairingWizard.chart(service: service), context: PairingWizard.Pairing(), clock: ManualClock()),
      steps: PairingWizard.steps, list: list)
    first.start()
    let second = Flow(
      machine: StateMachine(
        PairingWizard.chart(service: service), context: PairingWizard.Pairing(), clock: ManualClock()),
      steps: PairingWizard.steps, list: list)
    second.start()
    #expect(!first.isShowing)
    #expect(second.isShowing)
    let reloads = list.reloadCount
    first.send(.cancel)  // the earlier flow's machine moves on, but the list is the second's now
    #expect(first.machine.activeStates == [.cancelled])
    #expect(list.reloadCount == reloads)
    #expect(list.sections.first?.title == "Request Code")
  }

  /// Found by trying StateKit as an app would: a step left out of `steps` showed an empty list
  /// without a word. The flow lists such states, and steps for states the chart lacks.
  @Test func aFlowListsStatesWithoutAStepAndStepsForUnknownStates() {
    let machine = StateMachine(
      PairingWizard.chart(service: ScriptedPairingService()), context: PairingWizard.Pairing(), clock: ManualClock())
    let complete = Flow(machine: machine, steps: PairingWizard.steps, list: Headless.ListView(name: "complete"))
    #expect(complete.statesWithoutStep.isEmpty)
    #expect(complete.stepsForUnknownStates.isEmpty)
    var steps = PairingWizard.steps
    steps[.requesting] = nil
    steps[.cancelled] = nil  // a final state: showing nothing at the end is a choice
    let partial = Flow(machine: machine, steps: steps, list: Headless.ListView(name: "partial"))
    #expect(partial.statesWithoutStep == [.requesting])
    steps[.inProgress] = FlowStep("Working") { _ in [] }  // a parent's step covers its children
    let covered = Flow(machine: machine, steps: steps, list: Headless.ListView(name: "covered"))
    #expect(covered.statesWithoutStep.isEmpty)
  }

  @Test func aReleasedFlowLeavesItsListAndItsMachineAlone() {
    let list = Headless.ListView(name: "steps")
    let machine = StateMachine(
      PairingWizard.chart(service: ScriptedPairingService()), context: PairingWizard.Pairing(), clock: ManualClock())
    weak var released: Flow<PairingWizard.Step, PairingWizard.Input, PairingWizard.Pairing>?
    do {
      let flow = Flow(machine: machine, steps: PairingWizard.steps, list: list)
      flow.start()
      released = flow
    }
    #expect(released == nil)
    #expect(list.dataSource == nil)
    let reloads = list.reloadCount
    machine.send(.cancel)
    #expect(list.reloadCount == reloads)
  }
}
