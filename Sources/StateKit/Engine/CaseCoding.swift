/// Finds the code of an event by its case, for charts of ``CaseEvent``s with payloads, however
/// large the payload. With ``Chart``'s `eventIndex` (by whole value, for every other chart) this
/// is the one place where an event becomes the code that transitions are matched by.
///
/// A `Case` of one byte of plain data (an enum of up to 256 cases without payloads, which is
/// what `@CaseEvent` writes and what a hand-written conformance usually declares) is coded by
/// its bit pattern in a table, without hashing; any other `Case` by one hash in a dictionary.
@usableFromInline final class CaseCoding<E> {
  @usableFromInline let code: (E) -> Int

  @usableFromInline init(code: @escaping (E) -> Int) { self.code = code }

  /// The lookup compiled for the app's own types: made in inlinable code (``StateMachine``'s
  /// initialiser for ``CaseEvent``s), where `E` is known, so reading the case is specialised.
  @inlinable static func specialised(cases: [EventCaseID: Int]?) -> CaseCoding? where E: CaseEvent {
    guard let cases else { return nil }
    let table = CaseTable<E.Case>(cases)
    if CaseTable<E.Case>.isByte { return CaseCoding { table.byteCode(of: $0.eventCase) } }
    return CaseCoding { table.codes[$0.eventCase] ?? -1 }
  }

  /// The same for a machine made where `E` is not known to be a ``CaseEvent`` (generic code):
  /// `nil` unless it is one and the chart dispatches by case. Unspecialised, so each lookup
  /// costs more (a hashed `Case`).
  static func make(cases: [EventCaseID: Int]?) -> CaseCoding? {
    guard let cases, let caseEventType = E.self as? any CaseEvent.Type else { return nil }
    return make(caseEventType, cases: cases)
  }

  private static func make<T: CaseEvent>(_: T.Type, cases: [EventCaseID: Int]) -> CaseCoding {
    let table = CaseTable<T.Case>(cases)
    // `E` is `T` (checked by the cast of the metatype), so the bit cast is an identity: it
    // spares a dynamic cast on every event.
    assert(E.self == T.self)
    if CaseTable<T.Case>.isByte {
      return CaseCoding { event in table.byteCode(of: unsafeBitCast(event, to: T.self).eventCase) }
    }
    return CaseCoding { event in table.codes[unsafeBitCast(event, to: T.self).eventCase] ?? -1 }
  }
}

/// The codes of a chart's cases, typed for the event's own `Case`, and for a `Case` of one byte
/// of plain data the code of each bit pattern met so far (as `TypedEngine.byteCodes` does for
/// payload-free events): equal bits make equal cases, so a code found once for a pattern holds
/// for every case with it; a pattern not met yet is looked up in `codes` once.
@usableFromInline final class CaseTable<Case: Hashable> {
  /// The code of each case that a transition names; a case that none names has no code (-1).
  @usableFromInline let codes: [Case: Int]
  /// By bit pattern: a code, or `unknown` for a pattern not met yet. `nil` unless `isByte`.
  @usableFromInline let bytes: UnsafeMutablePointer<Int>?
  @inlinable static var unknown: Int { -2 }
  /// Whether a case is coded by its bit pattern.
  @inlinable static var isByte: Bool { _isPOD(Case.self) && MemoryLayout<Case>.size == 1 }

  @usableFromInline init(_ cases: [EventCaseID: Int]) {
    var codes: [Case: Int] = [:]
    codes.reserveCapacity(cases.count)
    for (id, code) in cases {
      if let eventCase = id.value.base as? Case { codes[eventCase] = code }
    }
    self.codes = codes
    if Self.isByte {
      bytes = .allocate(capacity: 256)
      bytes?.initialize(repeating: Self.unknown, count: 256)
    } else {
      bytes = nil
    }
  }

  deinit { bytes?.deallocate() }

  /// The code of a case of one byte (`isByte`), by its bit pattern.
  @inlinable @inline(__always) func byteCode(of eventCase: Case) -> Int {
    assert(Self.isByte, "coded by its bits: a case of another size")
    let byte = Int(withUnsafeBytes(of: eventCase) { $0[0] })
    let known = bytes.unsafelyUnwrapped[byte]
    if known == Self.unknown { return learnByteCode(of: eventCase, byte: byte) }
    return known
  }

  /// Looks a case's bit pattern up the first time it is met.
  @usableFromInline func learnByteCode(of eventCase: Case, byte: Int) -> Int {
    let code = codes[eventCase] ?? -1
    bytes.unsafelyUnwrapped[byte] = code
    return code
  }
}
