/// Finds the code of an event by its case, for charts of ``CaseEvent``s with payloads: one hash
/// of the case, in a table typed for the event's own `Case`, however large the payload. With
/// ``Chart``'s `eventIndex` (by whole value, for every other chart) this is the one place where an
/// event becomes the code that transitions are matched by.
@usableFromInline final class CaseCoding<E> {
  @usableFromInline let code: (E) -> Int

  @usableFromInline init(code: @escaping (E) -> Int) { self.code = code }

  /// The lookup compiled for the app's own types: made in inlinable code (``StateMachine``'s
  /// initialiser for ``CaseEvent``s), where `E` is known, so hashing the case is specialised.
  @inlinable static func specialised(cases: [EventCaseID: Int]?) -> CaseCoding? where E: CaseEvent {
    guard let cases else { return nil }
    var table: [E.Case: Int] = [:]
    table.reserveCapacity(cases.count)
    for (id, code) in cases {
      if let eventCase = id.value.base as? E.Case { table[eventCase] = code }
    }
    return CaseCoding { table[$0.eventCase] ?? -1 }
  }

  /// The same for a machine made where `E` is not known to be a ``CaseEvent`` (generic code):
  /// `nil` unless it is one and the chart dispatches by case. Unspecialised, so each lookup costs
  /// several hundred instructions more.
  static func make(cases: [EventCaseID: Int]?) -> CaseCoding? {
    guard let cases, let caseEventType = E.self as? any CaseEvent.Type else { return nil }
    return make(caseEventType, cases: cases)
  }

  private static func make<T: CaseEvent>(_: T.Type, cases: [EventCaseID: Int]) -> CaseCoding {
    var table: [T.Case: Int] = [:]
    for (id, code) in cases {
      if let eventCase = id.value.base as? T.Case { table[eventCase] = code }
    }
    // `E` is `T` (checked by the cast of the metatype), so the bit cast is an identity: it
    // spares a dynamic cast on every event.
    assert(E.self == T.self)
    return CaseCoding { event in table[unsafeBitCast(event, to: T.self).eventCase] ?? -1 }
  }
}
