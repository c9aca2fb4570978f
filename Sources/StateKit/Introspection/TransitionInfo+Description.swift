extension TransitionInfo: CustomStringConvertible, CustomDebugStringConvertible {
  /// The transition in one line, for test failures and logs: `editing --save [guard]--> browsing`;
  /// `b --k--> (no target)` for a targetless one, `a --[guard]--> b` for an eventless one.
  public var description: String {
    let targets = self.targets.isEmpty ? "(no target)" : self.targets.map { "\($0)" }.joined(separator: ", ")
    return "\(source) --\(label)--> \(targets)"
  }

  /// The same line led by the transition's id (``id``): `#3 editing --save [guard]--> browsing`.
  /// An array of transitions prints its elements so, in a failed `#expect` too.
  public var debugDescription: String { "#\(id) \(description)" }
}
