extension Duration {
  /// The duration to the attosecond, in seconds: `3153600000.000000001 seconds`. A `Duration`'s
  /// own `description` goes through a `Double` and prints a delay just outside the century limit
  /// as `3153600000.0 seconds`, the limit itself.
  var exactText: String { exactSeconds + " seconds" }

  /// The duration to the attosecond, in seconds, as reports and paths write it: `15 s`,
  /// `0.25 s` (a test path's `wait 15 s`, a transition's `after 15 s`).
  package var shortText: String { exactSeconds + " s" }

  private var exactSeconds: String {
    let (seconds, attoseconds) = components
    var text = (seconds < 0 || attoseconds < 0 ? "-" : "") + String(seconds.magnitude)
    if attoseconds != 0 {
      let digits = String(attoseconds.magnitude)
      var fraction = String(repeating: "0", count: 18 - digits.count) + digits
      while fraction.hasSuffix("0") { fraction.removeLast() }
      text += "." + fraction
    }
    return text
  }

  /// The delays a timer may have, in words, for messages: `0 … 3153600000 seconds (a century)`.
  static var timerDelayRangeText: String { "0 … \(maximumTimerDelay.exactText) (a century)" }
}
