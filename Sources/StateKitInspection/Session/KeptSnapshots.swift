/// The snapshots a page may restore, by step: those of the last `window` steps, whatever kinds
/// the steps in between were (a rejected or failed step keeps no snapshot, and still moves the
/// window on), so that never more than `window` are kept.
struct KeptSnapshots<Value> {
  let window: Int
  private var bySeq: [Int: Value] = [:]
  /// The steps kept, oldest first, from `head` on.
  private var order: [Int] = []
  private var head = 0

  init(window: Int) { self.window = window }

  var count: Int { bySeq.count }

  subscript(seq: Int) -> Value? { bySeq[seq] }

  /// Keeps `value` for step `seq`, the latest.
  mutating func keep(_ value: Value, at seq: Int) {
    bySeq[seq] = value
    order.append(seq)
    forget(before: seq)
  }

  /// Forgets the snapshots of steps out of the window that ends at step `latest`.
  mutating func forget(before latest: Int) {
    while head < order.count, order[head] <= latest - window {
      bySeq[order[head]] = nil
      head += 1
    }
    // The forgotten front is dropped now and then, in amortised constant time.
    if head > 64 && head * 2 > order.count {
      order.removeFirst(head)
      head = 0
    }
  }

  mutating func removeAll() {
    bySeq.removeAll()
    order.removeAll()
    head = 0
  }
}
