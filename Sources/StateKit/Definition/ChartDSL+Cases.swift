// Transitions on events with payloads (see `CaseEvent`): by case, with the payload typed.

extension On where E: CaseEvent {
  /// A transition on every event of one case, whatever its payload.
  ///
  /// - Parameters:
  ///   - eventCase: the case.
  ///   - targets: the target states; none makes a targetless transition.
  ///   - guard: the guard; the transition is enabled only when it returns `true`.
  ///   - isInternal: see ``On/init(_:to:when:internal:)-(E,_,_,_)``.
  @inlinable public init(
    case eventCase: E.Case, to targets: S..., when `guard`: ChartGuard<S, E, C>? = nil,
    internal isInternal: Bool = false
  ) {
    element =
      ChartTransition(.eventCase(EventCaseID(eventCase)), to: targets, when: `guard`, internal: isInternal).element
  }

  /// The same, with an action written as a trailing closure.
  @inlinable public init(
    case eventCase: E.Case, to targets: S..., when `guard`: ChartGuard<S, E, C>? = nil,
    internal isInternal: Bool = false, action: @escaping ChartAction<S, E, C>
  ) {
    element =
      ChartTransition(
        .eventCase(EventCaseID(eventCase)), to: targets, when: `guard`, internal: isInternal, action: action
      ).element
  }

  /// A transition on every event of one case whose guard receives the payload with its type.
  ///
  /// ```swift
  /// On(.failed, to: .error, when: { _, message in !message.isEmpty })
  /// ```
  @inlinable public init<Payload>(
    _ eventCase: EventCase<E, Payload>, to targets: S...,
    when `guard`: ((borrowing GuardScope<S, E, C>, Payload) -> Bool)? = nil, internal isInternal: Bool = false
  ) {
    element =
      ChartTransition(
        .eventCase(EventCaseID(eventCase.eventCase)), to: targets, when: Self.payloadGuard(eventCase, `guard`),
        internal: isInternal
      ).element
  }

  /// A transition on every event of one case whose guard and action receive the payload with
  /// its type.
  ///
  /// ```swift
  /// On(.loaded, to: .showing) { scope, items in scope.items = items }
  /// ```
  @inlinable public init<Payload>(
    _ eventCase: EventCase<E, Payload>, to targets: S...,
    when `guard`: ((borrowing GuardScope<S, E, C>, Payload) -> Bool)? = nil, internal isInternal: Bool = false,
    action: @escaping (borrowing ActionScope<S, E, C>, Payload) -> Void
  ) {
    element = Self.payloadElement(eventCase, to: targets, when: `guard`, internal: isInternal, action: action)
  }

  // Inlinable like the initialisers that call it: the payload action is specialised in the app
  // (unspecialised, every event looked up generic metadata: payload-event cost 2.7 times as much).
  @inlinable static func payloadElement<Payload>(
    _ eventCase: EventCase<E, Payload>, to targets: [S],
    when `guard`: ((borrowing GuardScope<S, E, C>, Payload) -> Bool)?,
    internal isInternal: Bool, action: @escaping (borrowing ActionScope<S, E, C>, Payload) -> Void
  ) -> ChartElement<S, E, C> {
    ChartTransition(
      .eventCase(EventCaseID(eventCase.eventCase)), to: targets, when: Self.payloadGuard(eventCase, `guard`),
      internal: isInternal,
      action: { scope in
        guard let payload = scope.payload(eventCase) else {
          return scope.raisePayloadError(eventCase.eventCase)
        }
        action(scope, payload)
      }
    ).element
  }

  @usableFromInline static func payloadGuard<Payload>(
    _ eventCase: EventCase<E, Payload>, _ guardOnPayload: ((borrowing GuardScope<S, E, C>, Payload) -> Bool)?
  ) -> ChartGuard<S, E, C>? {
    guard let guardOnPayload else { return nil }
    return { scope in scope.payload(eventCase).map { guardOnPayload(scope, $0) } ?? false }
  }
}
