/// Immutable lists of indices (a state's transitions, a transition's targets, …) stored in one
/// block: list `i` is `values[starts[i] ..< starts[i + 1]]`.
///
/// Reading a list yields an `UnsafeBufferPointer` into that block, so the engine's loops over
/// them cost no reference counting, which a list of arrays would (a retain and a release per
/// inner array visited). The ``ChartLayout`` that owns the lists frees them when it goes, and the
/// engine holds its layout for as long as it runs.
struct IndexLists: @unchecked Sendable {
  private let starts: UnsafeMutablePointer<Int>
  private let values: UnsafeMutablePointer<Int>
  let count: Int

  init(_ lists: [[Int]]) {
    count = lists.count
    starts = .allocate(capacity: lists.count + 1)
    let total = lists.reduce(0) { $0 + $1.count }
    values = .allocate(capacity: Swift.max(total, 1))
    var position = 0
    for (index, list) in lists.enumerated() {
      starts[index] = position
      for value in list {
        values[position] = value
        position += 1
      }
    }
    starts[lists.count] = position
  }

  @inline(__always) subscript(list: Int) -> UnsafeBufferPointer<Int> {
    assert(list >= 0 && list < count, "index list \(list) of \(count)")
    return UnsafeBufferPointer(start: values + starts[list], count: starts[list + 1] - starts[list])
  }

  /// Called once, by the owning layout's `deinit`.
  func deallocate() {
    starts.deallocate()
    values.deallocate()
  }
}
