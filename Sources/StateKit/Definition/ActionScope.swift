/// What an action sees while it runs: the context (read and write), the event being processed,
/// and the machine's own effects (raise, delayed send, cancel, move).
///
/// Properties of the context can be reached directly: `$0.count += 1` reads and writes
/// `context.count`.
///
/// A scope is lent to its action and cannot outlive it: it is non-copyable and passed
/// `borrowing`, so the compiler refuses to store it, return it or capture it in an escaping
/// closure — copy what you need out of it instead. A function the action hands it to takes it
/// `borrowing` too: `func apply(_ scope: borrowing ActionScope<Mode, Event, Model>)`.
///
/// Two limits of Swift 6.3.1's checking of non-copyable values: capturing the scope in an
/// escaping closure (`Task { scope.count += 1 }`) crashes the compiler instead of being
/// reported (no program is built either way), and so does a method of the scope used as a
/// value (`states.allSatisfy(scope.isActive)`): write `{ scope.isActive($0) }`.
@dynamicMemberLookup
public struct ActionScope<S: Hashable & Sendable, E: Hashable & Sendable, C>: ~Copyable {
  @usableFromInline let reference: EngineReference<S, E, C>
}
