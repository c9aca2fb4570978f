#if canImport(Observation)
  import Foundation
  import Observation
  import StateKit
  import StateKitTestSupport
  import StateKitTesting
  import Testing

  /// Counts `onChange` calls of `withObservationTracking`, which may come from any thread.
  final class ChangeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var changes = 0

    var count: Int { lock.withLock { changes } }

    func increment() { lock.withLock { changes += 1 } }
  }

  /// `StateMachine` is `Observable`: whatever reads `activeStates`, `isActive(_:)`, `can(_:)` and
  /// the other questions through Observation tracking hears about every change of configuration.
  @MainActor
  @Suite("Observable")
  struct ObservableTests {
    let chart: StringChart

    init() throws {
      chart = try StringChart {
        State("browse") {
          On("edit", to: "edit")
        }
        State("edit") {
          On("done", to: "browse")
          After(.seconds(2), to: "browse")
        }
      }
    }

    /// Tracks what `read` reads and returns the counter its `onChange` increments.
    func track(_ read: () -> Void) -> ChangeCounter {
      let counter = ChangeCounter()
      withObservationTracking(read) { counter.increment() }
      return counter
    }

    /// Found by trying StateKit as an app would: a value-type context set from outside (as a
    /// SwiftUI binding into it writes) changed what `can` answers, and no view was told.
    @Test func settingTheContextFromOutsideFiresOnChange() throws {
      struct Form { var name = "" }
      let chart = try Chart<String, String, Form> {
        State("editing") { On("submit", to: "sent", when: { !$0.name.isEmpty }) }
        State("sent")
      }
      let m = StateMachine(chart, context: Form())
      m.start()
      let canChanges = track { _ = m.can("submit") }
      let contextChanges = track { _ = m.context.name }
      m.context.name = "Ada"
      #expect(canChanges.count == 1)
      #expect(contextChanges.count == 1)
      #expect(m.can("submit"))
    }

    @Test func readingActiveStatesThenSendingAnEventFiresOnChange() {
      let m = machine(chart)
      let changes = track { _ = m.activeStates }
      #expect(changes.count == 0)
      m.send("edit")
      #expect(changes.count == 1)
      // Tracking is one-shot: the next change needs a new reading.
      m.send("done")
      #expect(changes.count == 1)
    }

    @Test func readingIsActiveOrCanThenSendingAnEventFiresOnChange() {
      let m = machine(chart)
      let active = track { _ = m.isActive("edit") }
      let can = track { _ = m.can("done") }
      let accepted = track { _ = m.acceptedEvents }
      let atomic = track { _ = m.activeAtomicStates }
      m.send("edit")
      let counts: [Int] = [active.count, can.count, accepted.count, atomic.count]
      #expect(counts == [1, 1, 1, 1])
      #expect(m.isActive("edit") && m.can("done"))
    }

    @Test func aRejectedEventDoesNotFireOnChange() {
      let m = machine(chart)
      let changes = track { _ = m.activeStates }
      #expect(m.send("done").rejection != nil)
      #expect(m.send("nonsense").rejection != nil)
      #expect(changes.count == 0)
      m.send("edit")
      #expect(changes.count == 1)
    }

    @Test func startTimersAndRestoreFireOnChange() throws {
      let clock = ManualClock()
      let m = StateMachine(chart, context: Log(), clock: clock)
      let started = track { _ = m.activeStates }
      m.start()
      #expect(started.count == 1)

      m.send("edit")
      let timed = track { _ = m.isActive("browse") }
      clock.advance(by: .seconds(1))
      #expect(timed.count == 0)
      clock.advance(by: .seconds(1))
      #expect(timed.count == 1)
      #expect(m.isActive("browse"))

      let editing = StateMachine(chart, context: Log(), clock: ManualClock())
      editing.start()
      editing.send("edit")
      let restored = track { _ = m.activeStates }
      try m.restore(editing.snapshot())
      #expect(restored.count == 1)
      #expect(m.activeStates == ["edit"])
    }
  }
#endif
