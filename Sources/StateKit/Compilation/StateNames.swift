/// The ids of a chart's states, shared immutably by rejections so that building one allocates
/// nothing.
@usableFromInline final class StateNames<S: Hashable & Sendable>: Sendable {
  @usableFromInline let ids: [S?]
  @usableFromInline let isAtomic: [Bool]
  init(_ ids: [S?], isAtomic: [Bool]) {
    self.ids = ids
    self.isAtomic = isAtomic
  }
}
