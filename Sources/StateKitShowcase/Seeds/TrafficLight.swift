import StateKit
import StateKitControls
import StateKitUI

/// Seed 003: a traffic light drawn as three canisters (red on top), advancing by itself.
@MainActor
package final class TrafficLightView {
  package enum Light: String, Hashable, Sendable, CaseIterable { case green, yellow, red }

  package let redCanister = Headless.View(name: "red")
  package let yellowCanister = Headless.View(name: "yellow")
  package let greenCanister = Headless.View(name: "green")
  /// Every light entered, in order.
  package private(set) var history: [Light] = []

  package init() {
    for canister in canisters { canister.backgroundColor = .black }
  }

  package var canisters: [Headless.View] { [redCanister, yellowCanister, greenCanister] }

  /// The article's `apply(to:)`: clear every canister, fill one.
  func light(_ light: Light) {
    for canister in canisters { canister.backgroundColor = .black }
    switch light {
    case .green: greenCanister.backgroundColor = .green
    case .yellow: yellowCanister.backgroundColor = .yellow
    case .red: redCanister.backgroundColor = .red
    }
    history.append(light)
  }

  /// The lit canister's colour, if any.
  package var lit: Light? {
    if greenCanister.backgroundColor == .green { return .green }
    if yellowCanister.backgroundColor == .yellow { return .yellow }
    if redCanister.backgroundColor == .red { return .red }
    return nil
  }
}

/// Distributed logic, as in the article: each light is a state object with its colour, its
/// delay, and its successor.
package struct SolidTrafficLightState: StateLogic {
  package let id: TrafficLightView.Light
  package let delay: Duration
  package let next: TrafficLightView.Light

  package init(id: TrafficLightView.Light, delay: Duration, next: TrafficLightView.Light) {
    self.id = id
    self.delay = delay
    self.next = next
  }

  package var successors: [TrafficLightView.Light] { [next] }
  package var advance: (after: Duration, to: TrafficLightView.Light)? { (delay, next) }
  package func didEnter(_ scope: borrowing ActionScope<TrafficLightView.Light, Never, TrafficLightView>) {
    scope.context.light(id)
  }

  /// The article's convenience constructors: green 1 s, yellow 0.5 s, red 2 s.
  package static let greenYellowRed = [
    SolidTrafficLightState(id: .green, delay: .seconds(1), next: .yellow),
    SolidTrafficLightState(id: .yellow, delay: .milliseconds(500), next: .red),
    SolidTrafficLightState(id: .red, delay: .seconds(2), next: .green),
  ]
}

extension TrafficLightView {
  /// The light's chart written with distributed logic (state objects).
  package static let distributedChart = try! Chart<Light, Never, TrafficLightView>(
    logic: SolidTrafficLightState.greenYellowRed)

  /// The same light with central logic: the chart holds every transition and delay.
  package static let centralChart = try! Chart<Light, Never, TrafficLightView> {
    State(.green) {
      Entry { $0.context.light(.green) }
      After(.seconds(1), to: .yellow)
    }
    State(.yellow) {
      Entry { $0.context.light(.yellow) }
      After(.milliseconds(500), to: .red)
    }
    State(.red) {
      Entry { $0.context.light(.red) }
      After(.seconds(2), to: .green)
    }
  }
}
