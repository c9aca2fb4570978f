/// The ids of a chart's states, and the structure that expands a step recorded by indices (see
/// ``MachineStep``): shared immutably by steps and rejections so that building one allocates nothing.
@usableFromInline final class StateNames<S: Hashable & Sendable>: @unchecked Sendable {
  @usableFromInline let ids: [S?]
  @usableFromInline let isAtomic: [Bool]
  let layout: ChartLayout
  /// The chart's dispatch table: it decodes the lazy records of quiet steps region by region
  /// (see `Engine.writeLazyRegionRecord`).
  let dispatch: DispatchTable?
  /// By transition: the ids of its source and target, packed (see `packedSiblingIDs`),
  /// when it moves from one atomic state to a sibling and ids are plain values of at most two
  /// bytes; -1 for every other transition. A step along such a transition then holds its ids
  /// instead of a reference to these names, so that keeping it costs no reference counting.
  /// Nil when the ids are not such values. Read without bounds checks (the engine gives valid
  /// transitions), so that an outcome nobody reads still costs nothing: it is freed in `deinit`.
  @usableFromInline let siblingMoves: UnsafeMutablePointer<Int>?

  init(_ ids: [S?], layout: ChartLayout, dispatch: DispatchTable? = nil) {
    self.ids = ids
    self.dispatch = dispatch
    self.isAtomic = layout.isAtomic
    self.layout = layout
    siblingMoves = Self.storesSiblingIDs ? Self.siblingMoves(ids: ids, layout: layout) : nil
  }

  deinit { siblingMoves?.deallocate() }

  /// Whether a step between siblings keeps its ids (see ``MachineStep``) instead of these names: ids that are plain values
  /// (no references, copied bit by bit) of at most two bytes, two of which fit in a `UInt32`.
  @inlinable static var storesSiblingIDs: Bool { _isPOD(S.self) && MemoryLayout<S>.size <= 2 }

  /// The exited id in the low two bytes, the entered one in the next two.
  static func packedSiblingIDs(exited: S, entered: S) -> UInt32 {
    precondition(storesSiblingIDs)
    var packed: UInt32 = 0
    withUnsafeMutableBytes(of: &packed) { bytes in
      bytes.storeBytes(of: exited, toByteOffset: 0, as: S.self)
      bytes.storeBytes(of: entered, toByteOffset: 2, as: S.self)
    }
    return packed
  }

  /// The id at `offset` (0: exited, 2: entered) of ids packed by `packedSiblingIDs`.
  static func siblingID(_ packed: UInt32, at offset: Int) -> S {
    withUnsafeBytes(of: packed) { $0.load(fromByteOffset: offset, as: S.self) }
  }

  private static func siblingMoves(ids: [S?], layout: ChartLayout) -> UnsafeMutablePointer<Int> {
    let count = layout.source.count
    let moves = UnsafeMutablePointer<Int>.allocate(capacity: Swift.max(count, 1))
    for transition in 0..<count {
      moves[transition] = -1
      let source = layout.source[transition]
      let targets = layout.targets[transition]
      let domain = layout.staticDomain[transition]
      guard targets.count == 1, layout.isAtomic[source], layout.parent[source] == domain,
        layout.isAtomic[targets[0]], layout.parent[targets[0]] == domain,
        let exited = ids[source], let entered = ids[targets[0]]
      else { continue }
      moves[transition] = Int(Self.packedSiblingIDs(exited: exited, entered: entered))
    }
    return moves
  }
}
