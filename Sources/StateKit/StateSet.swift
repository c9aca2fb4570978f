/// A set of state indices as a bit set. Iteration is in document order (ascending index), which
/// is SCXML's entry order; descending iteration is its exit order.
@usableFromInline struct StateSet: Equatable, Sendable {
  private(set) var words: [UInt64]

  init(capacity: Int) {
    words = Array(repeating: 0, count: Swift.max(1, (capacity + 63) / 64))
  }

  @inline(__always) func contains(_ index: Int) -> Bool {
    words[index >> 6] & (1 << UInt64(index & 63)) != 0
  }

  @inline(__always) mutating func insert(_ index: Int) {
    words[index >> 6] |= 1 << UInt64(index & 63)
  }

  @inline(__always) mutating func remove(_ index: Int) {
    words[index >> 6] &= ~(1 << UInt64(index & 63))
  }

  var isEmpty: Bool {
    for word in words where word != 0 { return false }
    return true
  }

  /// Empties the set without giving its storage back.
  mutating func removeAll() {
    for i in words.indices { words[i] = 0 }
  }

  mutating func subtract(_ other: StateSet) {
    for i in words.indices { words[i] &= ~other.words[i] }
  }

  func intersects(_ other: StateSet) -> Bool {
    for i in words.indices where words[i] & other.words[i] != 0 { return true }
    return false
  }

  /// Calls `body` with each word index and the mask of `range`'s bits in it; stops when
  /// `body` returns false.
  @inline(__always) private static func forEachMask(in range: Range<Int>, _ body: (Int, UInt64) -> Bool) {
    var i = range.lowerBound
    while i < range.upperBound {
      let bit = i & 63
      let span = Swift.min(64 - bit, range.upperBound - i)
      let mask: UInt64 = span == 64 ? ~0 : ((1 << UInt64(span)) - 1) << UInt64(bit)
      guard body(i >> 6, mask) else { return }
      i += span
    }
  }

  /// Adds the members of `source` whose index lies in `range`.
  mutating func formUnion(_ source: StateSet, in range: Range<Int>) {
    Self.forEachMask(in: range) { word, mask in
      words[word] |= source.words[word] & mask
      return true
    }
  }

  /// Whether any member lies in `range`.
  func containsAny(in range: Range<Int>) -> Bool {
    var found = false
    Self.forEachMask(in: range) { word, mask in
      found = words[word] & mask != 0
      return !found
    }
    return found
  }

  /// Calls `body` for each member in ascending (document) order.
  @inline(__always) func forEach(_ body: (Int) -> Void) {
    for (w, var word) in words.enumerated() {
      while word != 0 {
        let bit = word.trailingZeroBitCount
        body(w << 6 | bit)
        word &= word - 1
      }
    }
  }

  /// Calls `body` for each member in descending (reverse document) order.
  @inline(__always) func forEachDescending(_ body: (Int) -> Void) {
    for w in words.indices.reversed() {
      var word = words[w]
      while word != 0 {
        let bit = 63 - word.leadingZeroBitCount
        body(w << 6 | bit)
        word &= ~(1 << UInt64(bit))
      }
    }
  }

}
