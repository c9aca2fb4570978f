/// The engine's pending timers: `after` transitions of active states and delayed sends, by the
/// token the host schedules them under.
///
/// Firing or cancelling one costs the same however many are pending (a 10,000-region chart
/// with a timer in each region fires them all in linear time): timers are kept by token, and
/// each `after` transition knows the token of its pending timer.
struct PendingTimers {
  private var byToken: [UInt64: PendingTimer] = [:]
  /// The pending timer's token of each `after` transition, 0 for none.
  private var tokenOfTransition: [UInt64]

  init(transitionCount: Int) {
    tokenOfTransition = Array(repeating: 0, count: transitionCount)
  }

  var isEmpty: Bool { byToken.isEmpty }
  var count: Int { byToken.count }

  /// Every pending timer, in the order they were scheduled.
  var all: [PendingTimer] { byToken.values.sorted { $0.token < $1.token } }

  mutating func add(_ timer: PendingTimer) {
    byToken[timer.token] = timer
    if timer.owner >= 0 { tokenOfTransition[timer.signal.key.code] = timer.token }
  }

  /// Removes and returns the timer with this token, if it is still pending.
  mutating func take(_ token: UInt64) -> PendingTimer? {
    guard let timer = byToken.removeValue(forKey: token) else { return nil }
    if timer.owner >= 0 { tokenOfTransition[timer.signal.key.code] = 0 }
    return timer
  }

  /// The delay the timer with this token was scheduled with, if it is pending.
  func delay(of token: UInt64) -> Duration? { byToken[token]?.delay }

  /// The state whose exit cancels the timer with this token (nil for a delayed send).
  func owner(of token: UInt64) -> Int? { byToken[token].flatMap { $0.owner >= 0 ? $0.owner : nil } }

  /// Removes the timer of an `after` transition; returns its token, or nil if none was pending.
  mutating func removeTimer(of transition: Int) -> UInt64? {
    let token = tokenOfTransition[transition]
    guard token != 0 else { return nil }
    tokenOfTransition[transition] = 0
    byToken[token] = nil
    return token
  }

  /// Removes the timers for which `shouldRemove` holds; returns their tokens.
  mutating func removeAll(where shouldRemove: (PendingTimer) -> Bool) -> [UInt64] {
    let removed = byToken.values.filter(shouldRemove).map(\.token).sorted()
    for token in removed { _ = take(token) }
    return removed
  }
}
