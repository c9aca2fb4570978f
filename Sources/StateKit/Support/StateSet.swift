/// A set of state indices as a bit set. Iteration is in document order (ascending index), which
/// is SCXML's entry order; descending iteration is its exit order.
///
/// The first 64 states (all of them, in most charts) live in an inline word, so that testing,
/// adding and copying them costs no reference counting; larger charts spill into an array.
@usableFromInline struct StateSet: Equatable, Sendable {
  @usableFromInline var first: UInt64 = 0
  /// States from 64 on, 64 to a word.
  @usableFromInline var rest: [UInt64]

  init(capacity: Int) {
    rest = Array(repeating: 0, count: Swift.max(0, (capacity + 63) / 64 - 1))
  }

  private var wordCount: Int { rest.count + 1 }

  @inline(__always) private func word(_ w: Int) -> UInt64 {
    w == 0 ? first : rest[w - 1]
  }

  @inline(__always) private mutating func setWord(_ w: Int, _ value: UInt64) {
    if w == 0 { first = value } else { rest[w - 1] = value }
  }

  @inline(__always) func contains(_ index: Int) -> Bool {
    word(index >> 6) & (1 << UInt64(index & 63)) != 0
  }

  @inline(__always) mutating func insert(_ index: Int) {
    let w = index >> 6
    setWord(w, word(w) | 1 << UInt64(index & 63))
  }

  @inline(__always) mutating func remove(_ index: Int) {
    let w = index >> 6
    setWord(w, word(w) & ~(1 << UInt64(index & 63)))
  }

  /// Replaces the members of a set of states below 64 (a chart of up to 64 states) with those of a word.
  @inlinable mutating func replaceAll(withWord word: UInt64) {
    assert(rest.isEmpty, "a set of more than 64 states")
    first = word
  }

  /// Becomes a copy of `other`; for sets of up to 64 states, one word, with no reference counting.
  @inlinable mutating func assign(_ other: StateSet) {
    if rest.isEmpty && other.rest.isEmpty {
      first = other.first
    } else {
      self = other
    }
  }

  var isEmpty: Bool {
    guard first == 0 else { return false }
    for word in rest where word != 0 { return false }
    return true
  }

  /// The highest member in `range`, or -1 when there is none.
  func last(in range: Range<Int>) -> Int {
    if range.upperBound <= 64 {  // within the inline word: one mask
      guard !range.isEmpty else { return -1 }
      let bits = first & Self.mask(from: range.lowerBound, count: range.count)
      return bits == 0 ? -1 : 63 - bits.leadingZeroBitCount
    }
    var result = -1
    Self.forEachMask(in: range) { w, mask in
      let bits = word(w) & mask
      if bits != 0 { result = w << 6 | (63 - bits.leadingZeroBitCount) }
      return true
    }
    return result
  }

  /// The highest member, or -1 when empty.
  var last: Int {
    for w in stride(from: rest.count, to: 0, by: -1) where rest[w - 1] != 0 {
      return w << 6 | (63 - rest[w - 1].leadingZeroBitCount)
    }
    return first == 0 ? -1 : 63 - first.leadingZeroBitCount
  }

  /// Empties the set without giving its storage back.
  mutating func removeAll() {
    first = 0
    for i in rest.indices where rest[i] != 0 { rest[i] = 0 }
  }

  mutating func subtract(_ other: StateSet) {
    first &= ~other.first
    for i in rest.indices { rest[i] &= ~other.rest[i] }
  }

  func intersects(_ other: StateSet) -> Bool {
    if first & other.first != 0 { return true }
    for i in rest.indices where rest[i] & other.rest[i] != 0 { return true }
    return false
  }

  /// The bits `bit ..< bit + count` of a word (`bit + count <= 64`).
  @inline(__always) private static func mask(from bit: Int, count: Int) -> UInt64 {
    count == 64 ? ~0 : ((1 << UInt64(count)) - 1) << UInt64(bit)
  }

  /// Calls `body` with each word index and the mask of `range`'s bits in it; stops when
  /// `body` returns false.
  @inline(__always) private static func forEachMask(in range: Range<Int>, _ body: (Int, UInt64) -> Bool) {
    var i = range.lowerBound
    while i < range.upperBound {
      let bit = i & 63
      let span = Swift.min(64 - bit, range.upperBound - i)
      guard body(i >> 6, mask(from: bit, count: span)) else { return }
      i += span
    }
  }

  /// Adds the members of `source` whose index lies in `range`.
  mutating func formUnion(_ source: StateSet, in range: Range<Int>) {
    if range.upperBound <= 64 {  // within the inline word: one mask
      guard !range.isEmpty else { return }
      first |= source.first & Self.mask(from: range.lowerBound, count: range.count)
      return
    }
    Self.forEachMask(in: range) { w, mask in
      let added = source.word(w) & mask
      if added != 0 { setWord(w, word(w) | added) }
      return true
    }
  }

  /// Whether any member lies in `range`.
  func containsAny(in range: Range<Int>) -> Bool {
    var found = false
    Self.forEachMask(in: range) { w, mask in
      found = word(w) & mask != 0
      return !found
    }
    return found
  }

  /// Calls `body` for each member in ascending (document) order.
  @inline(__always) func forEach(_ body: (Int) -> Void) {
    for w in 0..<wordCount {
      var bits = word(w)
      while bits != 0 {
        body(w << 6 | bits.trailingZeroBitCount)
        bits &= bits - 1
      }
    }
  }

  /// Calls `body` for each member that `other` has too, in ascending (document) order.
  @inline(__always) func forEach(alsoIn other: StateSet, _ body: (Int) -> Void) {
    for w in 0..<wordCount {
      var bits = word(w) & other.word(w)
      while bits != 0 {
        body(w << 6 | bits.trailingZeroBitCount)
        bits &= bits - 1
      }
    }
  }

  /// Calls `body` for each member in descending (reverse document) order.
  @inline(__always) func forEachDescending(_ body: (Int) -> Void) {
    for w in (0..<wordCount).reversed() {
      var bits = word(w)
      while bits != 0 {
        let bit = 63 - bits.leadingZeroBitCount
        body(w << 6 | bit)
        bits &= ~(1 << UInt64(bit))
      }
    }
  }
}
