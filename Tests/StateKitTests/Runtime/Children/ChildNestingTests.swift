import Foundation
import StateKit
import StateKitTesting
import Testing

/// Trees of machines nested deep: saved and restored at a cost linear in their size, and bounded
/// in depth like charts are, with an error naming the child and the limit.
@MainActor
@Suite("Child machines: nesting")
struct ChildNestingTests {
  enum Level: String, Hashable, Sendable, Codable { case on, done }
  enum Poke: String, Hashable, Sendable, Codable { case poke, finish }

  /// A context that counts how often contexts are encoded and decoded: the work a save or a
  /// restore does per machine.
  struct Counted: Codable, Equatable {
    nonisolated(unsafe) static var encodes = 0
    nonisolated(unsafe) static var decodes = 0
    var depth = 0
    /// The `error.execution` messages this machine got (not saved).
    var errors: [String] = []

    init(depth: Int = 0) { self.depth = depth }

    init(from decoder: any Decoder) throws {
      Self.decodes += 1
      let container = try decoder.singleValueContainer()
      depth = try container.decode(Int.self)
    }

    func encode(to encoder: any Encoder) throws {
      Self.encodes += 1
      var container = encoder.singleValueContainer()
      try container.encode(depth)
    }
  }

  /// A chain of `depth` machines, each invoking the next; the innermost has a 5 s timer.
  static func chain(_ depth: Int) throws -> Chart<Level, Poke, Counted> {
    var chart = try Chart<Level, Poke, Counted>(initial: .on) {
      State(.on) {
        On(.finish, to: .done)
        After(.seconds(5), to: .done)
      }
      Final(.done)
    }
    for _ in 0..<depth {
      let inner = ChildMachine(chart) { $0.depth }
      chart = try Chart(initial: .on) {
        State(.on) {
          Invoke("k", child: inner, context: { Counted(depth: $0.depth + 1) }, onDone: { _ in .finish })
          On(.finish, to: .done)
          Transition(
            .descriptor("error.execution"), to: [],
            action: { scope in
              if case .error(_, let message)? = scope.machineEvent { scope.errors.append(message) }
            })
        }
        Final(.done)
      }
    }
    return chart
  }

  /// The machine `levels` below `machine`.
  static func descendant(
    of machine: StateMachine<Level, Poke, Counted>, levels: Int
  ) -> StateMachine<Level, Poke, Counted>? {
    var current = machine
    for _ in 0..<levels {
      guard let next = current.child("k", as: StateMachine<Level, Poke, Counted>.self) else { return nil }
      current = next
    }
    return current
  }

  /// Encodes and decodes of contexts for one save and one restore of a chain `depth` deep.
  func work(depth: Int) throws -> (encodes: Int, decodes: Int) {
    let chart = try Self.chain(depth)
    let machine = StateMachine(chart, context: Counted(), clock: ManualClock())
    machine.start()
    Counted.encodes = 0
    let saved = try machine.savedState()
    let encodes = Counted.encodes
    Counted.decodes = 0
    let restored = StateMachine(chart, context: Counted(), clock: ManualClock())
    try restored.restore(from: saved)
    #expect(Self.descendant(of: restored, levels: depth)?.context.depth == depth)
    return (encodes, Counted.decodes)
  }

  @Test func savingAndRestoringATreeReadsEachMachineOnce() throws {
    // Each child's context is encoded once by a save and decoded once by a restore, however deep
    // (it used to be read again by every level above it: exponential in the depth).
    #expect(try work(depth: 8) == (8, 8))
    #expect(try work(depth: 20) == (20, 20))
  }

  @Test func aTreeAsDeepAsAllowedSurvivesJSON() throws {
    let clock = ManualClock()
    let chart = try Self.chain(100)
    let machine = StateMachine(chart, context: Counted(), clock: clock)
    machine.start()
    clock.advance(by: .seconds(2))
    let data = try JSONEncoder().encode(try machine.savedState())
    let saved = try JSONDecoder().decode(SavedState<Level, Poke, Counted>.self, from: data)
    let otherClock = ManualClock()
    let restored = StateMachine(chart, context: Counted(), clock: otherClock)
    try restored.restore(from: saved)
    let innermost = try #require(Self.descendant(of: restored, levels: 100))
    #expect(innermost.activeStates == [.on])
    // Its timer kept its 3 s; when it fires, the whole chain finishes, level by level.
    otherClock.advance(by: .seconds(3))
    #expect(restored.activeStates == [.done])
  }

  @Test func aChildDeeperThanTheLimitIsNotStartedAndItsParentHearsWhy() throws {
    let machine = StateMachine(try Self.chain(101), context: Counted(), clock: ManualClock())
    machine.start()
    #expect(Self.descendant(of: machine, levels: 99)?.childIDs == ["k"])
    let deepest = try #require(Self.descendant(of: machine, levels: 100))
    #expect(deepest.childIDs.isEmpty)
    #expect(
      deepest.context.errors == [
        "child 'k' is not started: it would be nested more than 100 levels deep; flatten the tree of machines"
      ])
  }

  @Test func aSnapshotNestedDeeperThanTheLimitIsRefusedAndChangesNothing() throws {
    // A legal tree of 100 levels, then wrapped by hand one level deeper.
    let inner = StateMachine(try Self.chain(100), context: Counted(), clock: ManualClock())
    inner.start()
    let innerValue = try JSONDecoder().decode(
      SnapshotValue.self, from: try JSONEncoder().encode(try inner.snapshot()))
    let chart = try Self.chain(101)
    var snapshot = Snapshot(for: chart, configuration: [.on], context: Counted())
    snapshot.children = [ChildSnapshot(id: "k", snapshot: innerValue)]
    let machine = StateMachine(chart, context: Counted(depth: 7), clock: ManualClock())
    #expect(throws: SnapshotError.childNestingTooDeep(id: "k", limit: 100)) { try machine.restore(snapshot) }
    #expect(!machine.isStarted)
    #expect(machine.context.depth == 7)
    #expect(
      SnapshotError.childNestingTooDeep(id: "k", limit: 100).description
        == "the snapshot of child 'k' is refused: it is nested more than 100 levels deep; flatten the tree of machines")
  }
}
