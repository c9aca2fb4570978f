/// What a step did, by index: the states it exited and entered and the transitions it took, in
/// one list in the order it happened, each index tagged with what happened to it. One array,
/// shared with the engine's buffer until the next step: reporting a step costs one retain.
@usableFromInline struct StepLog: Sendable, Hashable {
  enum Tag: Int { case exited, entered, fired }

  @usableFromInline let log: [Int]

  @inlinable init(log: [Int]) { self.log = log }

  @inline(__always) static func encode(_ index: Int, _ tag: Tag) -> Int { index << 2 | tag.rawValue }

  func indices(_ tag: Tag) -> [Int] { log.compactMap { $0 & 3 == tag.rawValue ? $0 >> 2 : nil } }

  var exited: [Int] { indices(.exited) }
  var entered: [Int] { indices(.entered) }
  var transitions: [Int] { indices(.fired) }
}

/// How processing one signal ended; the typed engine turns it into a ``SendOutcome``.
@usableFromInline enum OutcomeCode: Equatable {
  /// States were exited and entered: see `stepLog`.
  case transitioned
  case handled
  case rejected(RejectionReason)
  /// A runaway: see `runawayCycle`.
  case failed
}
