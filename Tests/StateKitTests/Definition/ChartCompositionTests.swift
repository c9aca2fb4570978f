import StateKit
import StateKitTestSupport
import Testing

/// Large charts are written in parts: states in `@ChartBuilder` properties or functions (which
/// Swift type-checks one by one), and content of the app's own types. The builder's generic
/// overload is disfavoured for type-checking speed; content of the app's types still works.
@MainActor
@Suite("Charts written in parts")
struct ChartCompositionTests {
  enum Screen: Hashable, Sendable { case home, settings, about }
  enum Tap: Hashable, Sendable { case open, back }
  final class Model { var visits = 0 }

  // The example of `ChartBuilder`'s documentation.
  @ChartBuilder<Screen, Tap, Model> var settingsStates: ChartElement<Screen, Tap, Model> {
    State(.settings) { On(.back, to: .home) }
    State(.about) { On(.back, to: .settings) }
  }

  @Test func statesFromABuilderPropertyJoinTheChart() throws {
    let chart = try Chart<Screen, Tap, Model>(initial: .home) {
      State(.home) { On(.open, to: .settings) }
      settingsStates
    }
    #expect(chart.stateIDs == [.home, .settings, .about])
    let machine = StateMachine(chart, context: Model())
    machine.start()
    #expect(machine.send(.open).isAccepted)
    #expect(machine.send(.back).isAccepted)
    #expect(machine.activeStates == [.home])
  }

  /// A state of the app's own: a type that conforms to `ChartContent`.
  struct CountingState: ChartContent {
    let id: Screen
    var element: ChartElement<Screen, Tap, Model> {
      State(id) {
        Entry { $0.visits += 1 }
        On(.back, to: .home)
      }.element
    }
  }

  @Test func contentOfTheAppsOwnTypesIsAccepted() throws {
    let chart = try Chart<Screen, Tap, Model>(initial: .home) {
      State(.home) { On(.open, to: .about) }
      CountingState(id: .about)
    }
    let machine = StateMachine(chart, context: Model())
    machine.start()
    machine.send(.open)
    machine.send(.back)
    machine.send(.open)
    #expect(machine.context.visits == 2)
  }
}
