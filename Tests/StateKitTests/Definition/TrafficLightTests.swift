import StateKit
import StateKitTesting
import Testing

/// Seed 003's traffic light, in both styles the article discusses.
enum Light: String, Hashable, Sendable, CaseIterable {
  case green, yellow, red
}

/// The context: canisters that are lit (the article draws coloured circles into layers).
final class Lamp {
  var lit: Light?
  var history: [Light] = []
}

/// Central logic: the chart holds every transition.
@MainActor
func centralTrafficLight() throws -> Chart<Light, Never, Lamp> {
  try Chart<Light, Never, Lamp> {
    State(.green) {
      Entry {
        $0.context.lit = .green; $0.context.history.append(.green)
      }
      After(.seconds(1), to: .yellow)
    }
    State(.yellow) {
      Entry {
        $0.context.lit = .yellow; $0.context.history.append(.yellow)
      }
      After(.milliseconds(500), to: .red)
    }
    State(.red) {
      Entry {
        $0.context.lit = .red; $0.context.history.append(.red)
      }
      After(.seconds(2), to: .green)
    }
  }
}

/// Distributed logic: each light is an object that knows its colour, delay and successor.
struct SolidLight: StateLogic {
  let id: Light
  let delay: Duration
  let next: Light
  var successors: [Light] { [next] }
  var advance: (after: Duration, to: Light)? { (delay, next) }
  func didEnter(_ scope: borrowing ActionScope<Light, Never, Lamp>) {
    scope.context.lit = id
    scope.context.history.append(id)
  }
}

@MainActor
func distributedTrafficLight() throws -> Chart<Light, Never, Lamp> {
  try Chart(logic: [
    SolidLight(id: .green, delay: .seconds(1), next: .yellow),
    SolidLight(id: .yellow, delay: .milliseconds(500), next: .red),
    SolidLight(id: .red, delay: .seconds(2), next: .green),
  ])
}

@MainActor
@Suite("Seed 003: traffic light")
struct TrafficLightTests {
  @Test(arguments: ["central", "distributed"])
  func advancesByItselfWithPerStateDelays(style: String) throws {
    let chart = try style == "central" ? centralTrafficLight() : distributedTrafficLight()
    let clock = ManualClock()
    let lamp = Lamp()
    let light = StateMachine(chart, context: lamp, clock: clock)
    light.start()
    #expect(lamp.lit == .green)
    clock.advance(by: .milliseconds(999))
    #expect(lamp.lit == .green)
    clock.advance(by: .milliseconds(1))
    #expect(lamp.lit == .yellow)
    clock.advance(by: .milliseconds(500))
    #expect(lamp.lit == .red)
    clock.advance(by: .seconds(2))
    #expect(lamp.lit == .green)
    clock.advance(by: .milliseconds(6900))
    #expect(lamp.history == [.green, .yellow, .red, .green, .yellow, .red, .green, .yellow, .red])
    #expect(light.activeStates == [.red])
  }

  @Test func bothStylesHaveTheSameStructure() throws {
    let central = try centralTrafficLight()
    let distributed = try distributedTrafficLight()
    #expect(central.stateIDs == distributed.stateIDs)
    #expect(central.warnings.isEmpty)
    #expect(distributed.warnings.isEmpty)
  }
}

/// `StateLogic`'s own example, as its documentation writes it (it did not compile without the
/// two type aliases: nothing else names the event and context types).
struct Green: StateLogic {
  typealias Event = Never  // this light handles no events
  typealias Context = Void
  let id = Light.green
  let successors = [Light.yellow]
  var advance: (after: Duration, to: Light)? { (.seconds(1), .yellow) }
}

struct Yellow: StateLogic {
  typealias Event = Never
  typealias Context = Void
  let id = Light.yellow
  let successors = [Light.green]
  var advance: (after: Duration, to: Light)? { (.seconds(1), .green) }
}

@MainActor
@Suite("StateLogic's documented example")
struct StateLogicExampleTests {
  @Test func theDocumentedGreenAdvancesAfterASecond() throws {
    let clock = ManualClock()
    let machine = StateMachine(try Chart(logic: [Green(), Yellow()]), context: (), clock: clock)
    machine.start()
    #expect(machine.activeStates == [.green])
    clock.advance(by: .seconds(1))
    #expect(machine.activeStates == [.yellow])
  }
}
