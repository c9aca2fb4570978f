#if DEBUG
  /// Where debug builds' warnings about misuse go (observers registered without end): printed,
  /// unless a test listens. Release builds warn of nothing.
  nonisolated(unsafe) var debugWarningSink: (String) -> Void = { print($0) }

  /// Warns of a misuse that the library survives but the app should fix (debug builds only).
  func debugWarning(_ message: String) { debugWarningSink(message) }
#endif
