import Foundation
@_spi(Testing) import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// Properties of random parents whose states invoke random children (some forwarding every
/// event), checked after every step. Every failure names its seed.
@MainActor
@Suite("Child machines: properties of random parent and child charts")
struct ChildPropertyTests {
  static let baseSeed: UInt64 = 0xC41D_2026
  static let charts = 80
  static let inputsPerChart = 30

  typealias Machine = StateMachine<String, String, RandomContext>

  final class Finished {
    var ids: Set<String> = []
  }

  struct Trial {
    let seed: UInt64
    let chart: RandomChart
    /// The states that invoke a child, with the child's id.
    let invoking: [String: String]
    /// The children that reached a top-level final state since their state was entered.
    let finished: Finished
    let inputs: [RandomInput]
    let description: String
  }

  static func trial(_ offset: UInt64) -> Trial? {
    let seed = baseSeed &+ offset
    var parentGenerator = RandomChartGenerator(seed: seed)
    let parentSpec = parentGenerator.chart()
    var childOptions = RandomChartGenerator.Options()
    // Children that never finish: each runs exactly while its state is active.
    childOptions.finalPercent = 0
    var childGenerator = RandomChartGenerator(seed: seed &+ 1_000_000, options: childOptions)
    let childSpec = childGenerator.chart()
    guard let childChart = try? childSpec.makeChart() else { return nil }
    let child = ChildMachine(childChart)
    let finished = Finished()
    var invoking: [String: String] = [:]
    for (index, state) in parentSpec.allStates.enumerated() where index % 3 == 0 {
      if case .state = state.kind { invoking[state.id] = "kid-\(state.id)" }
    }
    let chart = try? parentSpec.makeChart { id -> [RandomElement] in
      guard let childID = invoking[id] else { return [] }
      let forward: ((String) -> String?)? = childID.count.isMultiple(of: 2) ? { $0 } : nil
      return [
        Invoke<String, String, RandomContext>(
          childID, child: child, context: { _ in RandomContext() },
          onDone: { _ in
            finished.ids.insert(childID)
            return nil
          }, forward: forward
        ).element
      ]
    }
    guard let chart else { return nil }
    return Trial(
      seed: seed, chart: chart, invoking: invoking, finished: finished,
      inputs: parentGenerator.inputs(count: inputsPerChart),
      description: "seed \(seed)\nparent:\n\(parentSpec)\nchild:\n\(childSpec)")
  }

  static func apply(_ input: RandomInput, to machine: Machine, clock: ManualClock) {
    switch input {
    case .send(let event): machine.send(event)
    case .tick(let seconds): clock.advance(by: .seconds(seconds))
    }
  }

  func child(_ id: String, of machine: Machine) -> Machine? { machine.child(id, as: Machine.self) }

  @Test func aChildRunsExactlyWhileItsStateIsActiveAndAStoppedChildHearsNothing() throws {
    var tried = 0
    for offset in 0..<UInt64(Self.charts) {
      guard let trial = Self.trial(offset), !trial.invoking.isEmpty else { continue }
      tried += 1
      let clock = ManualClock()
      let m = StateMachine(trial.chart, context: RandomContext(), clock: clock, microstepLimit: 50)
      for (state, id) in trial.invoking { m.onExit(state) { trial.finished.ids.remove(id) } }
      m.start()
      var stopped: [(machine: Machine, trace: [String], states: [String])] = []
      var seen: [ObjectIdentifier: Machine] = [:]
      for (step, input) in ([nil] + trial.inputs.map(Optional.some)).enumerated() {
        if let input { Self.apply(input, to: m, clock: clock) }
        let place = "\(trial.description)\nafter step \(step) (\(input.map { "\($0)" } ?? "start"))"
        for (state, id) in trial.invoking {
          let running = child(id, of: m)
          #expect(
            (running != nil) == (m.isActive(state) && !m.isFinished && !trial.finished.ids.contains(id)),
            "child '\(id)' running: \(running != nil), state active: \(m.isActive(state)); \(place)")
          if let running { seen[ObjectIdentifier(running)] = running }
        }
        // Children no longer running are stopped: no parent, no timers, nothing changes in them.
        let current = Set(m.childIDs.compactMap { child($0, of: m) }.map(ObjectIdentifier.init))
        for (key, machine) in seen where !current.contains(key) {
          seen[key] = nil
          #expect(machine.childID == nil, "a stopped child keeps its parent; \(place)")
          #expect(machine.pendingTimerCount == 0, "a stopped child keeps timers; \(place)")
          stopped.append((machine, machine.context.trace, machine.activeStates))
        }
        for old in stopped {
          #expect(old.machine.context.trace == old.trace, "a stopped child ran actions; \(place)")
          #expect(old.machine.activeStates == old.states, "a stopped child moved; \(place)")
        }
      }
      if m.isFinished { #expect(m.childIDs.isEmpty, "children outlive their finished parent; \(trial.description)") }
    }
    #expect(tried > Self.charts / 2)
  }

  @Test func snapshotThroughJSONAndRestoreGivesTheTreeTheSameFuture() throws {
    var compared = 0
    for offset in 0..<UInt64(Self.charts) {
      guard let trial = Self.trial(offset), !trial.invoking.isEmpty else { continue }
      let clock = ManualClock()
      let m = StateMachine(trial.chart, context: RandomContext(), clock: clock, microstepLimit: 50)
      let recorder = DiagnosticRecorder()
      m.diagnosticHandler = recorder.handler
      m.start()
      let half = trial.inputs.count / 2
      for input in trial.inputs[..<half] { Self.apply(input, to: m, clock: clock) }
      let json = try JSONEncoder().encode(try m.snapshot())
      let otherClock = ManualClock()
      let restored = StateMachine(trial.chart, context: RandomContext(), clock: otherClock, microstepLimit: 50)
      try restored.restore(try JSONDecoder().decode(Snapshot<String, RandomContext>.self, from: json))
      // Only children the snapshot cannot hold are reported (and started afresh by the restore).
      #expect(recorder.diagnostics.allSatisfy { $0.category == "snapshot" }, "\(recorder.messages)")
      compared += 1
      for (step, input) in trial.inputs[half...].enumerated() {
        let place = "\(trial.description)\nstep \(half + step) (\(input))"
        #expect(restored.activeStates == m.activeStates, "parent differs before it; \(place)")
        #expect(restored.context == m.context, "parent's context differs before it; \(place)")
        #expect(restored.childIDs == m.childIDs, "children differ before it; \(place)")
        for id in m.childIDs {
          #expect(child(id, of: restored)?.activeStates == child(id, of: m)?.activeStates, "child \(id); \(place)")
          #expect(child(id, of: restored)?.context == child(id, of: m)?.context, "child \(id)'s context; \(place)")
        }
        Self.apply(input, to: m, clock: clock)
        Self.apply(input, to: restored, clock: otherClock)
      }
      #expect(restored.activeStates == m.activeStates, "\(trial.description)")
    }
    #expect(compared > Self.charts / 2)
  }
}
