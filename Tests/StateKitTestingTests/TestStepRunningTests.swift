import StateKit
import StateKitTesting
import Testing

/// Running a ``TestStep`` on a machine, and the clock's next timer that a wait goes to.
@MainActor
@Suite("Running test steps")
struct TestStepRunningTests {
  /// A parent whose `working` state runs a child that times out after 2 s; the parent gives up
  /// after 5 s.
  func chart() throws -> Chart<String, String, Int> {
    let child = try Chart<String, String, Int>(initial: "trying") {
      State("trying") { After(.seconds(2), to: "timedOut") }
      Final("timedOut")
    }
    return try Chart<String, String, Int>(initial: "idle") {
      State("idle") { On("go", to: "working") }
      State("working") {
        Invoke("attempt", child: ChildMachine(child), context: { _ in 0 }, onDone: { "childDone" })
        On("childDone", to: "retrying")
        After(.seconds(5), to: "idle")
      }
      State("retrying") { On("go", to: "working") }
    }
  }

  @Test func aSendReturnsItsOutcomeAndAWaitFiresTheTimersDue() throws {
    let clock = ManualClock()
    let machine = StateMachine(try chart(), context: 0, clock: clock)
    machine.start()
    #expect(clock.nextTimerDelay == nil, "nothing is scheduled in idle")
    let outcome = machine.run(.send("go"), on: clock)
    #expect(outcome?.isAccepted == true)
    // The child's 2 s timer is due before the parent's 5 s one.
    #expect(clock.nextTimerDelay == .seconds(2))
    #expect(machine.run(.wait(.milliseconds(1500)), on: clock) == nil)
    #expect(clock.nextTimerDelay == .milliseconds(500))
    machine.run(.wait(clock.nextTimerDelay!), on: clock)
    #expect(machine.activeAtomicStates == ["retrying"], "the child timed out and told its parent")
    #expect(clock.nextTimerDelay == nil, "leaving working cancelled the parent's timer")
  }

  @Test func aNegativeWaitLetsNoTimePass() throws {
    let clock = ManualClock()
    let machine = StateMachine(try chart(), context: 0, clock: clock)
    machine.start()
    machine.run(.send("go"), on: clock)
    machine.run(.wait(.seconds(-3)), on: clock)
    #expect(clock.elapsed == .zero)
    #expect(clock.nextTimerDelay == .seconds(2))
  }
}
