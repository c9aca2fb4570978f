/// A ``CaseEvent`` that lists an ``EventCase`` for each of its payload cases as a property of
/// ``PayloadCases``, so that charts name a case by key path: `On(\.loaded, to: .showing)`.
///
/// The `@CaseEvent` macro (product `StateKitMacros`, package trait `Macros`) generates the
/// conformance. A macro can add declarations to the type it is attached to, never to
/// ``EventCase``: the cases live here, on the event, and a key path reaches them.
public protocol PayloadCasesEvent: CaseEvent {
  /// One property per payload case, each an ``EventCase`` of this event.
  associatedtype PayloadCases: Sendable
  /// The payload cases.
  static var payloadCases: PayloadCases { get }
}

extension PayloadCasesEvent {
  /// The ``EventCase`` a key path into ``PayloadCases`` names.
  @inlinable public static func eventCase<Payload>(
    _ path: KeyPath<PayloadCases, EventCase<Self, Payload>>
  ) -> EventCase<Self, Payload> {
    payloadCases[keyPath: path]
  }
}

extension On where E: PayloadCasesEvent {
  /// A transition on every event of one case, named by key path, whose guard receives the
  /// payload with its type: what `On(.failed, …)` does with an ``EventCase``.
  ///
  /// ```swift
  /// On(\.failed, to: .error, when: { _, message in !message.isEmpty })
  /// ```
  @inlinable public init<Payload>(
    _ path: KeyPath<E.PayloadCases, EventCase<E, Payload>>, to targets: S...,
    when `guard`: ((borrowing GuardScope<S, E, C>, Payload) -> Bool)? = nil, internal isInternal: Bool = false
  ) {
    element =
      ChartTransition(
        .eventCase(EventCaseID(E.eventCase(path).eventCase)), to: targets,
        when: Self.payloadGuard(E.eventCase(path), `guard`), internal: isInternal
      ).element
  }

  /// The same, with an action that receives the payload with its type.
  ///
  /// ```swift
  /// On(\.loaded, to: .showing) { scope, items in scope.items = items }
  /// ```
  @inlinable public init<Payload>(
    _ path: KeyPath<E.PayloadCases, EventCase<E, Payload>>, to targets: S...,
    when `guard`: ((borrowing GuardScope<S, E, C>, Payload) -> Bool)? = nil, internal isInternal: Bool = false,
    action: @escaping (borrowing ActionScope<S, E, C>, Payload) -> Void
  ) {
    element = Self.payloadElement(E.eventCase(path), to: targets, when: `guard`, internal: isInternal, action: action)
  }
}

extension ActionScope where E: PayloadCasesEvent {
  /// The payload of the event being processed if it is of the case `path` names.
  @inlinable public func payload<Payload>(_ path: KeyPath<E.PayloadCases, EventCase<E, Payload>>) -> Payload? {
    payload(E.eventCase(path))
  }
}

extension GuardScope where E: PayloadCasesEvent {
  /// The payload of the event being considered if it is of the case `path` names.
  @inlinable public func payload<Payload>(_ path: KeyPath<E.PayloadCases, EventCase<E, Payload>>) -> Payload? {
    payload(E.eventCase(path))
  }
}
