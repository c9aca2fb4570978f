import StateKit
import StateKitTestSupport
import StateKitTesting
import StateKitUI
import Testing

/// Four numeric properties that random appearances assign.
@MainActor
final class Board {
  var values = [-1, -1, -1, -1]
  var p0: Int {
    get { values[0] }
    set { values[0] = newValue }
  }
  var p1: Int {
    get { values[1] }
    set { values[1] = newValue }
  }
  var p2: Int {
    get { values[2] }
    set { values[2] = newValue }
  }
  var p3: Int {
    get { values[3] }
    set { values[3] = newValue }
  }
  static let keyPaths: [ReferenceWritableKeyPath<Board, Int>] = [\.p0, \.p1, \.p2, \.p3]
}

/// The general property behind the seed's animations: random appearances (random values and
/// timings per state, nested and parallel states) driven by random events with random time
/// between them. After every settled moment each property shows what the innermost active state
/// assigns (or its default); between two steps a property changes only to that value.
@MainActor
@Suite("Appearance: random appearances")
struct RandomAppearanceTests {
  enum S: String, Hashable, Sendable, CaseIterable { case a, a1, a2, b, p, left, l1, l2, right, r1, r2 }

  static let chart = try! Chart<S, String, Board> {
    State(.a) {
      On("x", to: .b)
      On("y", to: .p)
      State(.a1) { On("z", to: .a2) }
      State(.a2) { On("z", to: .a1) }
    }
    State(.b) {
      On("x", to: .a)
      On("y", to: .r2)
    }
    Parallel(.p) {
      On("x", to: .a)
      State(.left) {
        State(.l1) { On("z", to: .l2) }
        State(.l2) { On("z", to: .l1) }
      }
      State(.right) {
        State(.r1) { On("w", to: .r2) }
        State(.r2) { On("w", to: .r1) }
      }
    }
  }

  /// The properties a state may assign: each parallel region its own two.
  static func properties(of state: S) -> [Int] {
    switch state {
    case .left, .l1, .l2: return [0, 1]
    case .right, .r1, .r2: return [2, 3]
    default: return [0, 1, 2, 3]
    }
  }

  static let timings: [AssignmentTiming] = [.immediate, .animated, .afterAnimation]

  @Test func threeHundredRandomAppearancesShowTheirStates() throws {
    for seed in UInt64(1)...300 {
      var random = SeededRandom(seed: seed)
      var plan: [S: [(property: Int, value: Int, timing: AssignmentTiming)]] = [:]
      for state in S.allCases where random.chance(70) {
        for property in Self.properties(of: state) where random.chance(50) {
          plan[state, default: []].append((property, random.int(0..<3), random.pick(Self.timings)))
        }
      }
      let defaults = (0..<4).filter { _ in random.chance(30) }.map { ($0, 10 + $0) }
      let appearance = Appearance<S, Board>(animationDuration: .milliseconds(random.pick([100, 300]))) {
        Defaults {
          for (property, value) in defaults { Assign(Board.keyPaths[property], value) }
        }
        for (state, assignments) in plan.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
          When(state) {
            for item in assignments { Assign(Board.keyPaths[item.property], item.value, timing: item.timing) }
          }
        }
      }
      let clock = ManualClock()
      let animator = ClockAnimator(scheduler: clock)
      let board = Board()
      let machine = StateMachine(Self.chart, context: board, clock: clock)
      let binding = try appearance.bind(to: machine, animator: animator)
      machine.start()

      /// What the active states want each property to show.
      func wanted() -> [Int] {
        var result = [-1, -1, -1, -1]
        for (property, value) in defaults { result[property] = value }
        for state in machine.activeStates {
          for item in plan[state] ?? [] { result[item.property] = item.value }
        }
        return result
      }
      func check(_ step: Int) {
        guard animator.running == 0 else { return }
        let target = wanted()
        #expect(
          board.values == target,
          "seed \(seed), step \(step), \(machine.activeAtomicStates): \(board.values), wants \(target)")
      }
      check(0)
      for step in 1...40 {
        machine.send(random.pick(["x", "y", "z", "w"]))
        check(step)
        for _ in 0..<random.int(0..<8) {
          let before = board.values
          clock.advance(by: .milliseconds(50))
          let target = wanted()
          for property in 0..<4 {
            // A property changes only to what the active states want.
            #expect(
              board.values[property] == before[property] || board.values[property] == target[property],
              "seed \(seed), step \(step): p\(property) became \(board.values[property]), wants \(target[property])")
          }
          check(step)
        }
      }
      clock.advance(by: .seconds(1))
      check(41)
      _ = binding
    }
  }
}
