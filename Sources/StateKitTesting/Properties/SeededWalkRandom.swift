/// The random source of a walk (SplitMix64): seeded, so that a seed and a walk's number
/// reproduce the same steps on every platform.
struct SeededWalkRandom: RandomNumberGenerator {
  private var state: UInt64

  /// The source of walk `walk` (from 1) of a test seeded with `seed`.
  init(seed: UInt64, walk: Int) {
    state = seed ^ (UInt64(truncatingIfNeeded: walk) &* 0xD1B5_4A32_D192_ED03)
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
