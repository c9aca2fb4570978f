/// Finds the code of an event by its case, for charts of ``CaseEvent``s with payloads: one hash
/// of the case, in a table typed for the event's own `Case`, however large the payload.
@usableFromInline final class CaseCoding<E> {
  @usableFromInline let code: (E) -> Int

  /// `nil` unless `E` is a ``CaseEvent`` and the chart dispatches by case.
  static func make(cases: [EventCaseID: Int]?) -> CaseCoding? {
    guard let cases, let caseEventType = E.self as? any CaseEvent.Type else { return nil }
    return CaseCoding(caseEventType, cases: cases)
  }

  private init<T: CaseEvent>(_: T.Type, cases: [EventCaseID: Int]) {
    var table: [T.Case: Int] = [:]
    for (id, code) in cases {
      if let eventCase = id.value.base as? T.Case { table[eventCase] = code }
    }
    // `E` is `T` (checked above by the cast of the metatype), so the bit cast is an identity:
    // it spares a dynamic cast on every event.
    assert(E.self == T.self)
    code = { event in table[unsafeBitCast(event, to: T.self).eventCase] ?? -1 }
  }
}
