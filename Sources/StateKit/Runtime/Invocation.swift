/// Async work bound to a state's lifetime (`invoke`): started when the state is entered,
/// cancelled when it is exited. Whatever it reports comes back to the machine as events.
///
/// A result that arrives after the state was left is dropped, never delivered.
public struct Invocation<E: Hashable & Sendable>: Sendable {
  let body: @Sendable (InvocationChannel<E>) async throws -> Void
  let onFailure: (@Sendable (any Error) -> E?)?

  /// Work that reports any number of events through its channel (a stream of push notifications,
  /// progress updates …). A thrown error other than cancellation is mapped by `onFailure`.
  public init(
    _ body: @escaping @Sendable (InvocationChannel<E>) async throws -> Void,
    onFailure: (@Sendable (any Error) -> E?)? = nil
  ) {
    self.body = body
    self.onFailure = onFailure
  }

  /// One request whose result becomes one event: the wizard's network call.
  public static func task<Value: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Value,
    onSuccess: @escaping @Sendable (Value) -> E,
    onFailure: @escaping @Sendable (any Error) -> E
  ) -> Invocation {
    Invocation(
      { channel in
        let value = try await operation()
        await channel.send(onSuccess(value))
      }, onFailure: onFailure)
  }

  /// Every element of an async sequence becomes an event; `onFinish` (if given) is sent when it ends.
  public static func stream<Sequence: AsyncSequence & Sendable>(
    _ sequence: Sequence,
    onFinish: E? = nil,
    onFailure: (@Sendable (any Error) -> E?)? = nil,
    _ transform: @escaping @Sendable (Sequence.Element) -> E?
  ) -> Invocation where Sequence.Element: Sendable {
    Invocation(
      { channel in
        for try await element in sequence {
          if let event = transform(element) { await channel.send(event) }
        }
        if let onFinish { await channel.send(onFinish) }
      }, onFailure: onFailure)
  }
}

/// The way back from an invocation to its machine. Events sent after the invoking state was
/// exited are dropped.
public struct InvocationChannel<E: Hashable & Sendable>: Sendable {
  let deliver: @Sendable (E) async -> Bool

  /// Creates a channel that hands events to `deliver` (which answers whether they were delivered).
  public init(deliver: @escaping @Sendable (E) async -> Bool) {
    self.deliver = deliver
  }

  /// Sends an event to the machine. Returns `false` if the invocation was already cancelled.
  @discardableResult
  public func send(_ event: E) async -> Bool {
    await deliver(event)
  }
}

@usableFromInline struct InvocationDefinition<E: Hashable & Sendable, C> {
  @usableFromInline var id: String
  @usableFromInline var make: (C) -> Invocation<E>

  @inlinable init(id: String, make: @escaping (C) -> Invocation<E>) {
    self.id = id
    self.make = make
  }
}
