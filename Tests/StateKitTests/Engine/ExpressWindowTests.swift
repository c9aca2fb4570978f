import StateKitTesting
import Testing

@_spi(Testing) @testable import StateKit

/// Quiet steps region by region in a chart of more than 64 states, where the express lane moves
/// windows of the configuration (`Engine.takeExpressWindowStep`): regions in the first word, one
/// whose states straddle the first two words (no window: its moves go to the engine), and one
/// in the second word with a guarded transition (the engine's too). Every outcome, kept, and
/// every configuration must be what the engine without the table lanes gives, and a kept outcome
/// must still say what it said when a later step rewrote the lane's record.
@MainActor
@Suite("Quiet steps on windows")
struct ExpressWindowTests {
  /// `root 0, p 1, one 2, a1 3, b1 4, filler 5, f0…f55 6…61, two 62, a2 63, b2 64, four 65…`.
  static func chart() throws -> Chart<String, String, Void> {
    try Chart<String, String, Void> {
      Parallel("p") {
        State("one") {
          State("a1") {
            On("a", to: "b1")
            On("b", to: "b1")
            On("d", to: "b1")
          }
          State("b1") {
            On("a", to: "a1")
            On("b", to: "a1")
            On("d", to: "a1")
          }
        }
        State("filler") {
          for index in 0..<56 { State("f\(index)") }
        }
        State("two") {
          State("a2") { On("a", to: "b2") }
          State("b2") { On("a", to: "a2") }
        }
        State("four") {
          State("a4") {
            On("d", to: "b4")
            On("c", to: "b4", when: { _ in true })
          }
          State("b4") {
            On("d", to: "a4")
            On("c", to: "a4")
          }
        }
      }
    }
  }

  @Test func windowsGiveTheEnginesSteps() throws {
    let chart = try Self.chart()
    #expect(chart.layout.kind.count > 64)
    let fast = StateMachine(chart, context: ())
    let slow = StateMachine(chart, context: ())
    slow.engine.usesTableLanes = false
    fast.start()
    slow.start()
    var kept: [(outcome: SendOutcome<String, String>, said: String)] = []
    for event in ["b", "d", "d", "b", "a", "b", "c", "d", "a", "d", "b", "x", "d"] {
      let (f, s) = (fast.send(event), slow.send(event))
      #expect("\(f)" == "\(s)", "\(event)")
      #expect(f.transitionIDs == s.transitionIDs, "\(event)")
      #expect(fast.engine.activeStates == slow.engine.activeStates, "\(event)")
      #expect(fast.engine.lastStep.transitions == slow.engine.lastStep.transitions, "\(event)")
      kept.append((f, "\(f)"))
    }
    for (outcome, said) in kept { #expect("\(outcome)" == said) }
    // Every b and d is taken on windows; a (one region without a window), c (a guard) and x
    // (no transition) are not.
    #expect(fast.engine.tally.expressWindowStepsTaken == 9, "\(fast.engine.tally.expressWindowStepsTaken)")
  }
}

/// Quiet steps region by region on one word record lazily only the event's column and the
/// leaves active before them (`Engine.writeLazyRegionRecord`): their outcome, `lastStep` and
/// what observers hear decode the leaves and transitions through the chart's table when asked.
/// They must say what the engine without the table lanes says, also when kept across later steps
/// (which write over the record in place) and after their machine is gone.
@MainActor
@Suite("Quiet steps on one word, recorded lazily")
struct ExpressRegionRecordTests {
  /// `extra` states elsewhere, after the parallel state: with 70, a chart of more than 64 states
  /// whose active leaves are all in the first word (taken on that word, recorded lazily too).
  static func chart(extra: Int = 0) throws -> Chart<String, String, Void> {
    try Chart<String, String, Void>(initial: "p") {
      Parallel("p") {
        State("one") {
          State("a1") {
            On("a", to: "b1")
            On("b", to: "b1")
          }
          State("b1") {
            On("a", to: "a1")
            On("b", to: "a1")
          }
        }
        State("two") {
          State("a2") { On("a", to: "b2") }
          State("b2") {
            On("a", to: "c2")
            On("b", to: "a2")
          }
          State("c2") {
            State("c2x") { On("a", to: "a2") }
          }
        }
        State("three") {
          State("a3") { On("c", to: "b3", when: { _ in true }) }
          State("b3") { On("c", to: "a3") }
        }
      }
      State("elsewhere") {
        for index in 0..<extra { State("x\(index)") }
      }
    }
  }

  static let events = ["a", "a", "b", "a", "c", "b", "a", "x", "a", "c", "b", "a", "a"]

  @Test(arguments: [false, true], [0, 70])
  func lazyRecordsSayWhatTheEngineSays(observed: Bool, extra: Int) throws {
    let chart = try Self.chart(extra: extra)
    #expect((chart.layout.kind.count <= 64) == (extra == 0))
    var kept: [(outcome: SendOutcome<String, String>, said: String, ids: [Int])] = []
    var quietSteps = 0
    var windowSteps = 0
    do {
      let fast = StateMachine(chart, context: ())
      let slow = StateMachine(chart, context: ())
      slow.engine.usesTableLanes = false
      var (fastHeard, slowHeard) = ([String](), [String]())
      if observed {
        fast.onTransition { fastHeard.append("\($0.step) \($0.step.transitionIDs)") }
        slow.onTransition { slowHeard.append("\($0.step) \($0.step.transitionIDs)") }
      }
      fast.start()
      slow.start()
      for event in Self.events {
        let (f, s) = (fast.send(event), slow.send(event))
        #expect("\(f)" == "\(s)", "\(event)")
        #expect(f.transitionIDs == s.transitionIDs, "\(event)")
        #expect(fast.engine.activeStates == slow.engine.activeStates, "\(event)")
        #expect(fast.engine.lastStep.transitions == slow.engine.lastStep.transitions, "\(event)")
        #expect(fast.engine.lastStep.exited == slow.engine.lastStep.exited, "\(event)")
        #expect(fast.engine.lastStep.entered == slow.engine.lastStep.entered, "\(event)")
        kept.append((f, "\(f)", f.transitionIDs))
      }
      #expect(fastHeard == slowHeard)
      quietSteps = fast.engine.tally.expressRegionStepsTaken
      windowSteps = fast.engine.tally.expressWindowStepsTaken
      for (outcome, said, ids) in kept {
        #expect("\(outcome)" == said)
        #expect(outcome.transitionIDs == ids)
      }
    }
    // The machines are gone: the kept outcomes still read their chart's table.
    for (outcome, said, ids) in kept {
      #expect("\(outcome)" == said)
      #expect(outcome.transitionIDs == ids)
    }
    // Every a and b is quiet in every region but the a into c2 (not atomic); c has a guard, x
    // names nothing. Observers keep the machine out of no lane.
    #expect(quietSteps == 9, "\(quietSteps)")
    #expect(windowSteps == (extra == 0 ? 0 : 9), "\(windowSteps)")
  }
}

extension ExpressRegionRecordTests {
  /// An observer of a quiet step region by region that sends again (an event with a guard, which
  /// the engine takes): the send's outcome is its own step, as on every other lane, not the
  /// queued event's — the lazy record must survive the steps the observer queued.
  @Test func theOutcomeIsTheSendsOwnStepWhenObserversSendAgain() throws {
    let chart = try Self.chart()
    let fast = StateMachine(chart, context: ())
    let slow = StateMachine(chart, context: ())
    slow.engine.usesTableLanes = false
    for machine in [fast, slow] {
      machine.start()
      var sent = false
      machine.onTransition { [weak machine] _ in
        guard !sent else { return }
        sent = true
        machine?.send("c")
      }
    }
    let quietSteps = fast.engine.tally.expressRegionStepsTaken
    let (f, s) = (fast.send("a"), slow.send("a"))
    #expect(fast.engine.tally.expressRegionStepsTaken == quietSteps + 1)
    #expect("\(f)" == "\(s)")
    #expect(f.transitionIDs == s.transitionIDs)
    #expect(fast.engine.activeStates == slow.engine.activeStates)
  }
}

extension SendOutcome {
  fileprivate var transitionIDs: [Int] {
    if case .transitioned(let step) = self { return step.transitionIDs }
    return []
  }
}
