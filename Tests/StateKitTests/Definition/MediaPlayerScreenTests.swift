import StateKit
import StateKitTesting
import Testing

// A media player: a track with a duration, play and pause, seek with a position checked by the
// guard, the volume as a payload handled in any state, and time advancing on a manual clock.

enum PlayerState: Hashable, Sendable { case empty, track, ready, playing, paused, ended }

enum PlayerEvent: CaseEvent {
  case load(title: String, seconds: Int), play, pause, seek(to: Int), volume(Double)

  enum Case { case load, play, pause, seek, volume }
  var eventCase: Case {
    switch self {
    case .load: .load
    case .play: .play
    case .pause: .pause
    case .seek: .seek
    case .volume: .volume
    }
  }
}

extension EventCase where Event == PlayerEvent {
  static var load: EventCase<PlayerEvent, (title: String, seconds: Int)> {
    .init(.load) { if case .load(let title, let seconds) = $0 { (title, seconds) } else { nil } }
  }
  static var seek: EventCase<PlayerEvent, Int> { .init(.seek) { if case .seek(let to) = $0 { to } else { nil } } }
  static var volume: EventCase<PlayerEvent, Double> {
    .init(.volume) { if case .volume(let level) = $0 { level } else { nil } }
  }
}

struct Player {
  var title = ""
  var duration = 0
  var position = 0
  var volume = 0.5
}

@MainActor
func playerChart() throws -> Chart<PlayerState, PlayerEvent, Player> {
  try Chart(initial: .empty) {
    State(.empty) {
      On(.load, to: .ready) { scope, track in
        (scope.title, scope.duration, scope.position) = (track.title, track.seconds, 0)
      }
    }
    State(.track) {
      On(.volume, when: { _, level in (0...1).contains(level) }) { scope, level in scope.volume = level }
      On(.seek, when: { scope, second in (0..<scope.duration).contains(second) }) { scope, second in
        scope.position = second
      }
      On(.load, to: .ready) { scope, track in
        (scope.title, scope.duration, scope.position) = (track.title, track.seconds, 0)
      }
      State(.ready) { On(.play, to: .playing) }
      State(.playing) {
        After(.seconds(1), to: .playing) { $0.position += 1 }
        Always(to: .ended, when: { $0.position >= $0.duration })
        On(.pause, to: .paused)
      }
      State(.paused) { On(.play, to: .playing) }
      State(.ended) { On(.play, to: .playing) { $0.position = 0 } }
    }
  }
}

@MainActor
@Suite("A media player")
struct MediaPlayerScreenTests {
  @Test func playsPausesAndEndsOnTheClock() throws {
    let clock = ManualClock()
    let m = StateMachine(try playerChart(), context: Player(), clock: clock)
    m.start()
    #expect(m.acceptedCases == [.load])
    m.send(.load(title: "Intro", seconds: 3))
    m.send(.play)
    clock.advance(by: .seconds(2))
    #expect(m.context.position == 2 && m.isActive(.playing))
    m.send(.pause)
    clock.advance(by: .seconds(5))
    #expect(m.context.position == 2 && m.isActive(.paused))
    m.send(.play)
    clock.advance(by: .seconds(1))
    #expect(m.isActive(.ended) && m.context.position == 3)
  }

  @Test func seekAndVolumeReadTheirPayloadsAndGuardsCheckThem() throws {
    let clock = ManualClock()
    let m = StateMachine(try playerChart(), context: Player(), clock: clock)
    m.start()
    #expect(m.send(.seek(to: 1)).rejection?.description == "event 'seek' is not accepted in state 'empty'")
    m.send(.load(title: "Song", seconds: 10))
    #expect(m.send(.seek(to: 7)) == .handled && m.context.position == 7)
    #expect(m.send(.seek(to: 12)).rejection?.reason == .guardsFailed)
    #expect(m.send(.volume(0.8)) == .handled && m.context.volume == 0.8)
    #expect(!m.can(.volume(1.5)) && m.can(.volume(0)))
    m.send(.play)
    clock.advance(by: .seconds(3))
    #expect(m.isActive(.ended) && m.context.position == 10)
    // A new track from any state of the old one starts over.
    m.send(.load(title: "Next", seconds: 5))
    #expect(m.activeAtomicStates == [.ready] && m.context.title == "Next" && m.context.position == 0)
  }

  @Test func everyTransitionIsReachedWithSampleEvents() throws {
    let finder = PathFinder(
      chart: try playerChart(),
      samples: [.load(title: "Song", seconds: 2), .seek(to: 1), .seek(to: 5), .volume(0.3)],
      context: { Player() })
    let plan = finder.plan(covering: .transitions)
    #expect(plan.casesWithoutSamples.isEmpty)
    // The finder lets time pass too: what the playback timer leads to is reached by waiting.
    #expect(plan.untakenTransitions.isEmpty)
    #expect(plan.unreachableStates.isEmpty)
    #expect(plan.paths.contains { $0.steps.contains(.wait(.seconds(1))) })
    let without = PathFinder(chart: try playerChart(), context: { Player() }).plan(covering: .states)
    #expect(without.casesWithoutSamples.map(\.description) == ["load", "volume", "seek"])
  }
}
