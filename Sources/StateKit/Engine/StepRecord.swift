// What the lanes record of a step, typed: where the last step is, and the leaf and transition of
// a step taken directly. No code tells a record's kind by the sign of an integer.

/// A step taken directly from one active leaf: the leaf and the transition, in one word, so that
/// a ``Step`` holding it stays two words.
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
  /// Steps taken directly region by region, each a `DirectStep` in `Engine.directSteps`.
  case inRegions
  /// Steps region by region on the configuration's first word, recorded lazily: the event's
  /// column and the active leaves before (`Engine.writeLazyRegionRecord`), decoded with the
  /// chart's table when someone asks.
  case inRegionsLazily

  /// Whether it is one step taken directly from the active leaf.
  var isDirect: Bool {
    if case .direct = self { return true }
    return false
  }
}

/// The steps of a record region by region, as `Engine.directSteps` holds them.
@usableFromInline enum RegionRecord: Sendable {
  /// Each leaf and transition, in document order.
  case steps([Int])
  /// The event's column and the active leaves before the step.
  case lazy([Int])

  /// The leaves and transitions, in document order; a lazy record is decoded with the table
  /// it was taken with (without one it names none): every cell of such a step rejects the
  /// event or selects the one transition its leaf took.
  func steps(table: DispatchTable?) -> [DirectStep] {
    switch self {
    case .steps(let steps): return steps.map(DirectStep.init(packed:))
    case .lazy(let record):
      guard record.count == 2, let table else { return [] }
      let column = record[0]
      var leaves = UInt64(bitPattern: Int64(record[1]))
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
