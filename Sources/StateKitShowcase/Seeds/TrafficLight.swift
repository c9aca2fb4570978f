import StateKit
import StateKitControls
import StateKitUI

/// Seed 003: a traffic light drawn as three canisters (red on top), advancing by itself.
@MainActor
public final class TrafficLightView {
  public enum Light: String, Hashable, Sendable, CaseIterable { case green, yellow, red }

  public let redCanister = Headless.View(name: "red")
  public let yellowCanister = Headless.View(name: "yellow")
  public let greenCanister = Headless.View(name: "green")
  /// Every light entered, in order.
  public private(set) var history: [Light] = []

  public init() {
    for canister in canisters { canister.backgroundColor = .black }
  }

  public var canisters: [Headless.View] { [redCanister, yellowCanister, greenCanister] }

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
  public var lit: Light? {
    if greenCanister.backgroundColor == .green { return .green }
    if yellowCanister.backgroundColor == .yellow { return .yellow }
    if redCanister.backgroundColor == .red { return .red }
    return nil
  }
}

/// Distributed logic, as in the article: each light is a state object with its colour, its
/// delay, and its successor.
public struct SolidTrafficLightState: StateLogic {
  public let id: TrafficLightView.Light
  public let delay: Duration
  public let next: TrafficLightView.Light

  public init(id: TrafficLightView.Light, delay: Duration, next: TrafficLightView.Light) {
    self.id = id
    self.delay = delay
    self.next = next
  }

  public var successors: [TrafficLightView.Light] { [next] }
  public var advance: (after: Duration, to: TrafficLightView.Light)? { (delay, next) }
  public func didEnter(_ scope: borrowing ActionScope<TrafficLightView.Light, Never, TrafficLightView>) {
    scope.context.light(id)
  }

  /// The article's convenience constructors: green 1 s, yellow 0.5 s, red 2 s.
  public static let greenYellowRed = [
    SolidTrafficLightState(id: .green, delay: .seconds(1), next: .yellow),
    SolidTrafficLightState(id: .yellow, delay: .milliseconds(500), next: .red),
    SolidTrafficLightState(id: .red, delay: .seconds(2), next: .green),
  ]
}

extension TrafficLightView {
  /// The light's chart written with distributed logic (state objects).
  public static let distributedChart = try! Chart<Light, Never, TrafficLightView>(
    logic: SolidTrafficLightState.greenYellowRed)

  /// The same light with central logic: the chart holds every transition and delay.
  public static let centralChart = try! Chart<Light, Never, TrafficLightView> {
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
