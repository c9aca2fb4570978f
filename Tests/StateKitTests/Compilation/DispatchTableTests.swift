import StateKitTestSupport
import Testing

@testable import StateKit

/// What the table compiled with a chart says for each atomic state and event (see
/// `DispatchTable`): which transitions selection would try, in order, and how each is taken.
@MainActor
@Suite("Dispatch table")
struct DispatchTableTests {
  /// A cell of the chart's table, as text: `rejects`, `falls back`, or its candidates, each as
  /// `source#n` (the n-th transition of its source) with its flags.
  static func cell(_ chart: StringChart, _ table: DispatchTable? = nil, state: String, event: String) -> [String] {
    let table = table ?? chart.dispatch
    let code = chart.eventIndex[event] ?? -1
    var next: Int?
    switch table.cells[chart.stateIndex[state]! * table.columns + code + 1].entry {
    case .rejects: return ["rejects"]
    case .fallsBack: return ["falls back"]
    case .candidate(let first): next = first
    }
    var result: [String] = []
    while let index = next {
      let candidate = table.candidates[index]
      let transition = Int(candidate.transition)
      let source = chart.layout.source[transition]
      let position = chart.layout.stateTransitions[source].firstIndex(of: transition)!
      var text = "\(chart.id(source)!)#\(position)"
      let flags: [(DispatchTable.Candidate.Flags, String)] = [
        (.guarded, "guarded"), (.direct, "direct"), (.quiet, "quiet"),
      ]
      for (flag, name) in flags where candidate.flags.contains(flag) { text += " \(name)" }
      result.append(text)
      next = candidate.nextCandidate
    }
    return result
  }

  @Test func cellsListWhatSelectionWouldTryInOrder() throws {
    let chart = try StringChart {
      State("screen") {
        On("back", to: "done")
        On("reset", to: "edit")
        State("edit") {
          On("save", to: "saved", when: { $0.count > 0 })
          On("save", to: "empty", when: { $0.count == 0 })
          On("save", to: "edit") { $0.entries.append("retry") }
          On("back", to: "saved", when: { $0.count > 9 })
          On("type") { $0.count += 1 }
        }
        State("saved")
        State("empty")
      }
      State("done")
    }
    // The leaf's own transitions first, stopping at the first without a guard.
    #expect(
      Self.cell(chart, state: "edit", event: "save") == [
        "edit#0 guarded direct quiet", "edit#1 guarded direct quiet", "edit#2 direct",
      ])
    // Then its ancestors', when its own all have guards.
    #expect(
      Self.cell(chart, state: "edit", event: "back") == [
        "edit#3 guarded direct quiet", "screen#0 direct quiet",
      ])
    // An external transition from an ancestor to its descendant exits and re-enters the ancestor.
    #expect(Self.cell(chart, state: "saved", event: "reset") == ["screen#1 direct quiet"])
    // A targetless transition with an action is direct, not quiet.
    #expect(Self.cell(chart, state: "edit", event: "type") == ["edit#4 direct"])
    // Events no transition names here, or anywhere, are rejected by the table.
    #expect(Self.cell(chart, state: "done", event: "save") == ["rejects"])
    #expect(Self.cell(chart, state: "done", event: "unknown") == ["rejects"])
  }

  @Test func whatTheGeneralAlgorithmMustDoIsLeftToIt() throws {
    let chart = try StringChart {
      State("a") {
        On("go", to: "timed")
        On("history", to: "inner")
        On("end", to: "end")
        On("chain", to: "eventful")
      }
      State("timed") {
        After(.seconds(1), to: "a")
        On("back", to: "a")
      }
      State("remembering") {
        History("h", .shallow)
        State("inner") { On("out", to: "a") }
      }
      State("eventful") { Always(to: "a", when: { $0.count > 3 }) }
      Final("end")
    }
    // Entering or exiting a state with timers, exiting one with history, ending up where an
    // eventless transition could fire, and entering a final state: the general algorithm.
    #expect(Self.cell(chart, state: "a", event: "go") == ["a#0"])
    #expect(Self.cell(chart, state: "timed", event: "back") == ["timed#1"])
    #expect(Self.cell(chart, state: "a", event: "history") == ["a#1 direct quiet"])
    #expect(Self.cell(chart, state: "inner", event: "out") == ["inner#0"])
    #expect(Self.cell(chart, state: "a", event: "chain") == ["a#3"])
    #expect(Self.cell(chart, state: "a", event: "end") == ["a#2"])
    // Each precondition dropped on purpose makes its transition direct (see TableLaneTests).
    let widened = DispatchTable(chart.layout, checks: [])
    #expect(Self.cell(chart, widened, state: "a", event: "go") == ["a#0 direct quiet"])
    #expect(Self.cell(chart, widened, state: "inner", event: "out") == ["inner#0 direct quiet"])
    #expect(Self.cell(chart, widened, state: "a", event: "end") == ["a#2 direct quiet"])
  }

  @Test func inChartsWithParallelStatesATransitionIsDirectWithinItsRegion() throws {
    let parallel = try StringChart {
      Parallel("p") {
        State("r1") {
          State("a") {
            On("go", to: "b")
            On("jump", to: "d")
          }
          State("b")
        }
        State("r2") {
          State("c") { On("tick") { $0.count += 1 } }
          State("d")
        }
        On("reset", to: "p")
      }
    }
    // Within a region: direct, and quiet when it runs nothing (the express lane takes such
    // steps region by region).
    #expect(Self.cell(parallel, state: "a", event: "go") == ["a#0 direct quiet"])
    #expect(Self.cell(parallel, state: "c", event: "tick") == ["c#0 direct"])
    // Across regions, or out of the parallel state: the general algorithm.
    #expect(Self.cell(parallel, state: "a", event: "jump") == ["a#1"])
    #expect(Self.cell(parallel, state: "c", event: "reset") == ["p#0"])
    let eventful = try StringChart {
      Parallel("p") {
        State("r1") {
          State("a") { On("go", to: "b") }
          State("b")
        }
        State("r2") { State("c") { Always(to: "c", when: { $0.count > 1 }) } }
      }
    }
    // An eventless transition in another region could fire after the step.
    #expect(Self.cell(eventful, state: "a", event: "go") == ["a#0"])
  }

  @Test func descriptorsOrTooManyCellsLeaveItToTheGeneralAlgorithm() throws {
    let descriptors = try StringChart {
      State("a") {
        On("exact", to: "b")
        Transition(.descriptor("error"), to: ["b"])
        On("late", to: "b")
      }
      State("b")
    }
    #expect(Self.cell(descriptors, state: "a", event: "exact") == ["a#0 direct quiet"])
    #expect(Self.cell(descriptors, state: "a", event: "late") == ["falls back"])
    #expect(Self.cell(descriptors, state: "a", event: "anything") == ["falls back"])
    let guardedFirst = try StringChart {
      State("a") {
        On("go", to: "b", when: { $0.count > 1 })
        Transition(.descriptor("go"), to: ["b"])
      }
      State("b")
    }
    // Were the guard to fail, the descriptor might match.
    #expect(Self.cell(guardedFirst, state: "a", event: "go") == ["falls back"])
    let small = try StringChart {
      State("a") { On("go", to: "b") }
      State("b") { On("go", to: "a") }
    }
    #expect(!small.dispatch.cells.isEmpty)
    #expect(DispatchTable(small.layout, maximumCells: 5).cells.isEmpty)
    // Without a table the machine runs as before.
    let m = machine(small)
    m.engine.dispatchTable = DispatchTable(small.layout, maximumCells: 5)
    #expect(m.send("go") == .transitioned(MachineStep(exited: ["a"], entered: ["b"], transitionIDs: [0])))
    #expect(m.engine.stepRecord == .inLog)
  }
}
