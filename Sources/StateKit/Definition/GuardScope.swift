/// What a guard sees: the context and the event, read-only, and the `In()` predicate.
///
/// Lent to its guard like ``ActionScope``: non-copyable and passed `borrowing`, so that it
/// cannot be kept after the guard returns.
@dynamicMemberLookup
public struct GuardScope<S: Hashable & Sendable, E: Hashable & Sendable, C>: ~Copyable {
  @usableFromInline let reference: EngineReference<S, E, C>
}
