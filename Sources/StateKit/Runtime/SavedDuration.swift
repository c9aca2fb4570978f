/// How saved state writes a time left: seconds as a JSON number (`"remaining": 1.5`), readable
/// and stable. It still reads what earlier versions wrote, `Duration`'s own form
/// (its attoseconds as two 64-bit halves: `"remaining": [0, 1500000000000000000]` is 1.5 s).
enum SavedDuration {
  static func encode<K: CodingKey>(_ duration: Duration, to container: inout KeyedEncodingContainer<K>, forKey key: K)
    throws
  {
    let (seconds, attoseconds) = duration.components
    try container.encode(Double(seconds) + Double(attoseconds) / 1e18, forKey: key)
  }

  static func decode<K: CodingKey>(from container: KeyedDecodingContainer<K>, forKey key: K) throws -> Duration {
    if let seconds = try? container.decode(Double.self, forKey: key) {
      guard seconds.isFinite else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: "a time left must be a finite number of seconds")
      }
      // Beyond this the conversion would trap; restoring refuses such delays with a clear error.
      let bounded = min(max(seconds, -4e18), 4e18)
      return .seconds(bounded)
    }
    return try container.decode(Duration.self, forKey: key)
  }
}
