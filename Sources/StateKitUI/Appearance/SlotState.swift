/// What a binding knows about each property slot: what it shows, what waits for an animation's
/// end, and the scratch space of a refresh (kept, so that a refresh allocates nothing).
struct SlotState {
  /// The assignment applied to each slot; -1 before the first refresh.
  var applied: [Int]
  /// The value set by a computed assignment in `applied`: what the next value is compared with.
  var appliedValue: [Any?]
  /// The assignment each slot waits to get when an animation ends; -1 when none waits.
  var pending: [Int]
  var pendingValue: [Any?]
  /// Which refresh scheduled the waiting assignment: an older animation's end finds another.
  var pendingRefresh: [Int]
  /// Scratch: the assignment each slot should have now, and the assignments to set at once.
  var target: [Int]
  var immediate: [Int] = []
  var refreshCount = 0
  var hasApplied = false
  var setCount = 0

  init(count: Int) {
    applied = Array(repeating: -1, count: count)
    appliedValue = Array(repeating: nil, count: count)
    pending = applied
    pendingValue = appliedValue
    pendingRefresh = applied
    target = applied
  }

  /// The waiting assignment of `slot`, if it is still `id` as scheduled by refresh `refresh`:
  /// it becomes the applied one. Returns its value (`nil` inside for a constant), or nil.
  mutating func takePending(_ slot: Int, id: Int, scheduledBy refresh: Int) -> Any?? {
    guard pending[slot] == id && pendingRefresh[slot] == refresh else { return nil }
    pending[slot] = -1
    applied[slot] = id
    appliedValue[slot] = pendingValue[slot]
    pendingValue[slot] = nil
    return .some(appliedValue[slot])
  }

  mutating func cancelPending() {
    for slot in pending.indices {
      pending[slot] = -1
      pendingValue[slot] = nil
    }
  }
}
