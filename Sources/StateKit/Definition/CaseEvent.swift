/// An event type whose values carry data: transitions match an event by its case, whatever the
/// payload, and hand the payload to guards and actions with its type.
///
/// Conform an enum with associated values and name its cases:
///
/// ```swift
/// enum ListEvent: CaseEvent {
///   case load, loaded([Item]), failed(message: String)
///
///   enum Case: Sendable { case load, loaded, failed }
///   var eventCase: Case {
///     switch self {
///     case .load: .load
///     case .loaded: .loaded
///     case .failed: .failed
///     }
///   }
/// }
/// ```
///
/// `Case` says `Sendable` itself: Swift infers it only for types that are not `public`, so an
/// event type a library exports needs it spelled out.
///
/// A chart then dispatches every event by its case: one hash of the case, however large the
/// payload, and the same index a payload-free event gets. `On(.load, …)` with a whole value
/// still works: it matches by case and then compares the whole value. To hand a payload to a
/// transition with its type, declare an ``EventCase`` for it.
///
/// With the package trait `Macros`, `@CaseEvent` (product `StateKitMacros`) on the enum writes
/// all of this, and an ``EventCase`` per payload case (see ``PayloadCasesEvent``).
///
/// Payloads stay private: ``MachineEvent/name``, rejections, runaways and logs name an event by
/// its case. Set ``describesPayload`` to `true` to have them print the whole value instead.
public protocol CaseEvent: Hashable, Sendable {
  /// The cases of the event type, without their payloads.
  associatedtype Case: Hashable & Sendable
  /// The case of this event.
  var eventCase: Case { get }
  /// Whether descriptions of this event (in rejections, logs and ``MachineEvent/name``) may show
  /// its payload. `false` unless you say otherwise: a password typed into a field must not end
  /// up in a log.
  static var describesPayload: Bool { get }
}

extension CaseEvent {
  public static var describesPayload: Bool { false }
}

extension CaseEvent where Case == Self {
  /// A payload-free event is its own case.
  public var eventCase: Self { self }
}

/// One case of a ``CaseEvent`` together with the way to read its payload: what a transition
/// written for the case hands to its guard and action.
///
/// Declare one per case that carries data, in an extension, so that charts can write
/// `On(.loaded, to: .showing) { scope, items in … }`:
///
/// ```swift
/// extension EventCase where Event == ListEvent, Payload == [Item] {
///   static var loaded: Self { Self(.loaded) { if case .loaded(let items) = $0 { items } else { nil } } }
/// }
/// ```
///
/// A mistyped case name is a compile error (`type 'EventCase<ListEvent, P>' has no member …`),
/// and so is a guard or action whose payload parameter has another type.
public struct EventCase<Event: CaseEvent, Payload>: Sendable {
  /// The case.
  public let eventCase: Event.Case
  /// Reads the payload of an event of this case; `nil` for events of other cases.
  public let payload: @Sendable (Event) -> Payload?

  /// - Parameters:
  ///   - eventCase: the case.
  ///   - payload: reads the payload of an event of this case, `nil` for other cases.
  public init(_ eventCase: Event.Case, payload: @escaping @Sendable (Event) -> Payload?) {
    self.eventCase = eventCase
    self.payload = payload
  }
}

/// A case of a ``CaseEvent``, type-erased so that ``Trigger`` can hold it.
public struct EventCaseID: Hashable, @unchecked Sendable, CustomStringConvertible {
  // `@unchecked`: the value is always a `CaseEvent.Case`, which is `Sendable`.
  @usableFromInline let value: AnyHashable

  @usableFromInline init<Case: Hashable & Sendable>(_ value: Case) { self.value = AnyHashable(value) }

  /// The case as written (`loaded`), never a payload.
  public var description: String { String(describing: value.base) }
}

/// How the library writes an event in descriptions: by its case for a ``CaseEvent`` whose
/// payloads are private, otherwise the whole value.
func describeEvent<E>(_ event: E) -> String {
  if let caseEvent = event as? any CaseEvent { return caseEvent.privateDescription }
  return String(describing: event)
}

extension CaseEvent {
  fileprivate var privateDescription: String {
    Self.describesPayload || Case.self == Self.self ? String(describing: self) : String(describing: eventCase)
  }

  /// The event's case, type-erased.
  var eventCaseID: EventCaseID { EventCaseID(eventCase) }
}

/// Reads the case of an event when `E` is a ``CaseEvent`` with payloads (`Case` is not `E`
/// itself); `nil` otherwise, and the chart dispatches by whole value.
func caseReader<E>(for type: E.Type) -> ((E) -> EventCaseID)? {
  guard let caseEventType = type as? any CaseEvent.Type else { return nil }
  return caseReader(caseEventType, as: E.self)
}

private func caseReader<T: CaseEvent, E>(_: T.Type, as _: E.Type) -> ((E) -> EventCaseID)? {
  if T.Case.self == T.self { return nil }
  return { ($0 as! T).eventCaseID }
}
