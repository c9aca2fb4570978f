/// The ids of a chart's states, and the structure that expands a step recorded by indices (see
/// ``Step``): shared immutably by steps and rejections so that building one allocates nothing.
@usableFromInline final class StateNames<S: Hashable & Sendable>: Sendable {
  @usableFromInline let ids: [S?]
  @usableFromInline let isAtomic: [Bool]
  let layout: ChartLayout

  init(_ ids: [S?], layout: ChartLayout) {
    self.ids = ids
    self.isAtomic = layout.isAtomic
    self.layout = layout
  }
}
