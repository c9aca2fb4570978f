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
    let list = ListView(name: "steps")
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

  @Test func aReleasedFlowLeavesItsListAndItsMachineAlone() {
    let list = ListView(name: "steps")
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
