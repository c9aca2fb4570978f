import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// A caller may keep a `MachineStep` (or the `SendOutcome` around it) and read it later: after the
/// machine moved on, and after the machine and its chart are gone. A step between siblings
/// whose ids are small plain values keeps the ids themselves; any other step keeps indices and
/// the chart's names. Both must read the same.
@MainActor
@Suite("Kept steps")
struct KeptStepTests {
  enum Mode: Hashable, Sendable { case browse, edit, empty }
  enum Tap: Hashable, Sendable { case edit, done, clear, nest }
  /// An id too wide to be kept inline (a payload makes it nine bytes).
  enum Page: Hashable, Sendable { case list, detail(Int) }

  static func modeChart() throws -> Chart<Mode, Tap, Void> {
    try Chart<Mode, Tap, Void> {
      State(.browse) { On(.edit, to: .edit) }
      State(.edit) {
        On(.done, to: .browse)
        On(.clear, to: .empty)
      }
      State(.empty) { On(.done, to: .browse) }
    }
  }

  /// The outcomes of a machine of plain enums, each kept, then read after the machine and the
  /// chart have been released.
  @Test func stepsBetweenSiblingsAreReadableAfterTheMachineAndChartAreGone() throws {
    var kept: [SendOutcome<Mode, Tap>] = []
    weak var weakMachine: StateMachine<Mode, Tap, Void>?
    do {
      let machine = StateMachine(try Self.modeChart(), context: ())
      weakMachine = machine
      machine.start()
      for tap in [Tap.edit, .clear, .done, .edit, .done] { kept.append(machine.send(tap)) }
      // Kept outcomes do not follow the machine: the first still says browse → edit.
      guard case .transitioned(let first) = kept[0] else {
        Issue.record("edit should move")
        return
      }
      #expect(first.exited == [.browse])
      #expect(first.entered == [.edit])
    }
    #expect(weakMachine == nil)
    let steps = kept.map { outcome -> MachineStep<Mode>? in
      if case .transitioned(let step) = outcome { return step }
      return nil
    }
    #expect(steps.map { $0?.exited } == [[.browse], [.edit], [.empty], [.browse], [.edit]])
    #expect(steps.map { $0?.entered } == [[.edit], [.empty], [.browse], [.edit], [.browse]])
    #expect(steps.map { $0?.transitionIDs } == [[0], [2], [3], [0], [1]])
    #expect(steps[0] == MachineStep(exited: [.browse], entered: [.edit]))
    #expect(steps[0]?.hashValue == MachineStep(exited: [Mode.browse], entered: [.edit]).hashValue)
    #expect(steps[1]?.description == "exited [edit] entered [empty]")
    #expect(kept[2] == .transitioned(MachineStep(exited: [.empty], entered: [.browse])))
  }

  /// Ids that cannot be kept inline (a payload, a string) and steps that leave a parent keep
  /// the chart's names, which outlive the machine and the chart as long as the step does.
  @Test func stepsThatKeepTheChartsNamesAreReadableAfterTheMachineIsGone() throws {
    var kept: [MachineStep<Page>] = []
    var nested: [MachineStep<Mode>] = []
    do {
      let pages = StateMachine(
        try Chart<Page, Tap, Void> {
          State(.list) { On(.edit, to: .detail(1)) }
          State(.detail(1)) { On(.done, to: .list) }
        }, context: ())
      pages.start()
      for tap in [Tap.edit, .done] {
        if case .transitioned(let step) = pages.send(tap) { kept.append(step) }
      }
      let deep = StateMachine(
        try Chart<Mode, Tap, Void> {
          State(.browse) {
            State(.edit) { On(.nest, to: .empty) }
          }
          State(.empty) { On(.nest, to: .edit) }
        }, context: ())
      deep.start()
      for _ in 0..<2 {
        if case .transitioned(let step) = deep.send(.nest) { nested.append(step) }
      }
    }
    #expect(kept.map(\.exited) == [[.list], [.detail(1)]])
    #expect(kept.map(\.entered) == [[.detail(1)], [.list]])
    #expect(nested.map(\.exited) == [[.edit, .browse], [.empty]])
    #expect(nested.map(\.entered) == [[.empty], [.browse, .edit]])
  }

  /// A step holding ids is as wide as one holding names, and the outcome stays in four words.
  @Test func aStepBetweenSiblingsIsAsWideAsAnyOther() {
    #expect(MemoryLayout<MachineStep<Mode>>.size == MemoryLayout<MachineStep<String>>.size)
    #expect(MemoryLayout<SendOutcome<Mode, Tap>>.size == MemoryLayout<SendOutcome<String, Tap>>.size)
  }
}
