/// A small, seeded random generator (SplitMix64): every failure names its seed, and the same
/// seed reproduces it on every platform (the standard library's generator is not seedable).
public struct SeededRandom: RandomNumberGenerator, Sendable {
  public var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`.
  public mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &self) }

  /// `true` `percent` times in a hundred.
  public mutating func chance(_ percent: Int) -> Bool { int(0..<100) < percent }

  /// One element of a non-empty collection.
  public mutating func pick<T>(_ elements: [T]) -> T { elements[int(0..<elements.count)] }
}
