import StateKit

/// How the inspector names an app's events (and errors) on the page.
///
/// Unless the app shows payloads (``InspectionPolicy/payloads``), a name is made from what the
/// event's *type* knows — its case — and never from a value it carries, so that no description,
/// however the app wrote it, can bring a payload to the page:
/// - a ``CaseEvent`` is named by its `eventCase` (as the engine names it, whatever
///   ``CaseEvent/describesPayload`` says);
/// - an enum case without associated values by its description (it carries nothing else);
/// - an enum case with associated values by its case's label, `password(…)`;
/// - a string (a document's event) or a number by itself: it is the name;
/// - anything else (a struct, a type with its own `customMirror`) by its type, `Login(…)`.
///
/// With payloads shown, events are named as the engine names them (``MachineEvent/name``).
struct EventNaming<S: Hashable & Sendable, E: Hashable & Sendable>: Sendable {
  let showsPayloads: Bool

  func name(of event: MachineEvent<S, E>) -> String {
    guard !showsPayloads, case .external(let value) = event else { return event.name }
    return Self.caseName(of: value)
  }

  func name(of event: E) -> String { name(of: .external(event)) }

  /// A rejection in words, its event named as above.
  func reason(of rejection: Rejection<S, E>) -> String {
    rejection.reasonText(namingEvent: name(of:))
  }

  /// `value`'s case, never a value it carries.
  static func caseName(of value: Any) -> String {
    if let caseEvent = value as? any CaseEvent { return caseName(ofCaseEvent: caseEvent) }
    return structuralName(of: value)
  }

  private static func caseName<T: CaseEvent>(ofCaseEvent event: T) -> String {
    T.Case.self == T.self ? structuralName(of: event) : structuralName(of: event.eventCase)
  }

  private static func structuralName(of value: Any) -> String {
    switch value {
    case is String, is Substring, is Character, is Bool, is any BinaryInteger: return String(describing: value)
    default: break
    }
    let type = String(describing: Swift.type(of: value))
    // A mirror the type wrote itself may say anything: only the type is named.
    guard !(value is any CustomReflectable) else { return "\(type)(…)" }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return mirror.children.isEmpty ? type : "\(type)(…)" }
    guard let payload = mirror.children.first else { return String(describing: value) }
    return "\(payload.label ?? type)(…)"
  }
}
