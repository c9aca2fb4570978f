// What the lanes record of a step, typed: where the last step is, and the leaf and transition of
// a step taken directly. No code tells a record's kind by the sign of an integer.

/// A step taken directly from one active leaf: the leaf and the transition, in one word, so that
/// a ``MachineStep`` holding it stays two words.
@usableFromInline struct DirectStep: Hashable, Sendable, BitwiseCopyable {
  /// `leaf << 32 | transition`: two indices of a chart, each below 2³¹.
  @usableFromInline let packed: Int

  @inlinable init(leaf: Int, transition: Int) { packed = leaf &<< 32 | transition }

  /// A step read back from a record of steps region by region (`Engine.directSteps`).
  @inlinable init(packed: Int) { self.packed = packed }

  @inlinable var leaf: Int { packed &>> 32 }
  @inlinable var transition: Int { packed & 0xFFFF_FFFF }
}

/// Where the engine recorded its last step (`Engine.stepRecord`).
@usableFromInline enum StepRecord: Equatable {
  /// In the step log (the general lane, and a direct step whose actions raised an event or
  /// moved the machine).
  case inLog
  /// Nowhere: a table lane rejected the event, so the step took nothing.
  case nothing
  /// One step taken directly from the active leaf.
  case direct(DirectStep)
  /// Steps taken directly region by region: a `RegionRecord` in `Engine.directSteps`.
  case inRegions

  /// Whether it is one step taken directly from the active leaf.
  var isDirect: Bool {
    if case .direct = self { return true }
    return false
  }
}

/// A record of steps region by region, as `Engine.directSteps` and a ``MachineStep`` hold it: its
/// first word says how the rest is written (`Kind`). Words, so that a step writes over the
/// last step's record in place, and a ``MachineStep`` holding it stays two words.
@usableFromInline enum RegionRecord {
  @usableFromInline enum Kind {
    /// Each step's leaf and transition follow (`DirectStep.packed`), in document order.
    case steps
    /// Recorded lazily: the event's column and the active leaves before the step follow
    /// (`Engine.writeLazyRegionRecord`), decoded with the chart's table when someone asks.
    case lazy

    /// The record's first word.
    @inlinable var word: Int {
      switch self {
      case .steps: return 0
      case .lazy: return 1
      }
    }

    init?(word: Int) {
      switch word {
      case 0: self = .steps
      case 1: self = .lazy
      default: return nil
      }
    }
  }

  /// The leaves and transitions of a record, in document order; a lazy record is decoded with
  /// the table it was taken with (without one it names none): every cell of such a step
  /// rejects the event or selects the one transition its leaf took.
  static func steps(_ words: [Int], table: DispatchTable?) -> [DirectStep] {
    guard let first = words.first, let kind = Kind(word: first) else { return [] }
    switch kind {
    case .steps: return words.dropFirst().map(DirectStep.init(packed:))
    case .lazy:
      guard words.count == 3, let table else { return [] }
      let column = words[1]
      var leaves = UInt64(bitPattern: Int64(words[2]))
      var steps: [DirectStep] = []
      while leaves != 0 {
        let leaf = leaves.trailingZeroBitCount
        leaves &= leaves &- 1
        guard let candidate = table.cells[leaf &* table.columns &+ column].candidate else { continue }
        steps.append(DirectStep(leaf: leaf, transition: Int(table.candidates[candidate].transition)))
      }
      return steps
    }
  }
}
