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
      // Beyond a century, restoring refuses the delay anyway; refused here, the message shows the
      // number as written (converting it could trap).
      guard abs(seconds) <= 4e18 else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription: "a time left of \(seconds) seconds is out of range (at most a century)")
      }
      return .seconds(seconds)
    }
    // The earlier form, a list of two integers; anything else is named for what it should be.
    guard (try? container.nestedUnkeyedContainer(forKey: key)) != nil else {
      throw DecodingError.typeMismatch(
        Double.self,
        DecodingError.Context(
          codingPath: container.codingPath + [key],
          debugDescription: "a time left must be a number of seconds, such as 1.5"))
    }
    return try container.decode(Duration.self, forKey: key)
  }
}
