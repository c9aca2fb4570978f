import StateKit
import StateKitControls
import StateKitShowcase
import StateKitTesting
import StateKitUI
import Testing

/// Seed 003's traffic light under walks of waits alone (it takes no events: its event type is
/// `Never`): what the canisters show, at every timer.
@MainActor
@Suite("Seed 003: properties")
struct Seed003PropertyTests {
  typealias Light = TrafficLightView.Light
  typealias Machine = StateMachine<Light, Never, TrafficLightView>

  static func litCount(_ view: TrafficLightView) -> Int { view.canisters.filter { $0.backgroundColor != .black }.count }

  let oneLight = Property<Machine>.never("the traffic light shows two lights") { litCount($0.context) > 1 }
  let showsItsState = Property<Machine>.always("the lit canister is the state's") {
    $0.context.lit == $0.activeStates.first
  }
  let redComesBack = Property<Machine>.whenever(
    "red comes back within 3.5 s", { _ in true }, eventually: { $0.isActive(.red) }, within: .milliseconds(3500))

  @Test(arguments: ["distributed", "central"])
  func theTrafficLightNeverShowsTwoLights(style: String) {
    let chart = style == "central" ? TrafficLightView.centralChart : TrafficLightView.distributedChart
    let test = PropertyTest(chart: chart, context: { TrafficLightView() })
    #expect(test.inputs.isEmpty, "every step waits")
    let result = test.check(oneLight, showsItsState, redComesBack, walks: 20, steps: 30, seed: 3)
    #expect(result.holds, "\(result)")
    #expect(result.time == .milliseconds(20 * 10 * 3500), "30 waits a walk, each to the next timer: 10 cycles of 3.5 s")
  }

  /// A light written as the article warns against: entering a state lights its canister and
  /// forgets to put the others out.
  struct ForgetfulLight: StateLogic {
    let id: Light
    let delay: Duration
    let next: Light
    var successors: [Light] { [next] }
    var advance: (after: Duration, to: Light)? { (delay, next) }
    func didEnter(_ scope: borrowing ActionScope<Light, Never, TrafficLightView>) {
      let canister = [
        Light.green: scope.context.greenCanister, .yellow: scope.context.yellowCanister,
        .red: scope.context.redCanister,
      ][id]
      canister?.backgroundColor = id == .green ? .green : id == .yellow ? .yellow : .red
    }
  }

  @Test func aLightThatForgetsToPutTheOthersOutShrinksToOneWait() throws {
    let chart = try Chart<Light, Never, TrafficLightView>(logic: [
      ForgetfulLight(id: .green, delay: .seconds(1), next: .yellow),
      ForgetfulLight(id: .yellow, delay: .milliseconds(500), next: .red),
      ForgetfulLight(id: .red, delay: .seconds(2), next: .green),
    ])
    let test = PropertyTest(chart: chart, context: { TrafficLightView() })
    let trace = try #require(test.check(oneLight, seed: 3).counterexample)
    #expect(trace.steps == [.wait(.seconds(1))], "green, then yellow beside it")
    #expect(trace.configurations == [["green"], ["yellow"]])
    let replayed = test.replay(try PropertyTrace<Never>(json: trace.jsonData()), checking: oneLight)
    #expect(
      replayed.counterexample
        == PropertyTrace(
          property: oneLight.name, steps: [.wait(.seconds(1))], configurations: [["green"], ["yellow"]]))
  }
}
