/// The ids of a chart's states, and the structure that expands a step recorded by indices (see
/// ``Step``): shared immutably by steps and rejections so that building one allocates nothing.
@usableFromInline final class StateNames<S: Hashable & Sendable>: @unchecked Sendable {
  @usableFromInline let ids: [S?]
  @usableFromInline let isAtomic: [Bool]
  let layout: ChartLayout
  /// The chart's dispatch table: it decodes the lazy records of quiet steps region by region
  /// (see `Engine.lazyRegionRecord`).
  let dispatch: DispatchTable?
  /// By transition: the ids of its source and target, packed (see `Step.packedSiblingIDs`),
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
    siblingMoves = Step<S>.storesSiblingIDs ? Self.siblingMoves(ids: ids, layout: layout) : nil
  }

  deinit { siblingMoves?.deallocate() }

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
      moves[transition] = Int(Step<S>.packedSiblingIDs(exited: exited, entered: entered))
    }
    return moves
  }
}
