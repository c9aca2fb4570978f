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

  /// One request whose result becomes one event, with another way to get that result when a
  /// restore starts the work again (see ``InvocationChannel/isResumingAfterRestore``): the
  /// request may have reached the server before the state was saved, so `resume` asks for its
  /// result instead of sending it again.
  ///
  /// ```swift
  /// Invoke("charge") { order in
  ///   .task(
  ///     { try await payments.charge(order.amount, idempotencyKey: order.key) },
  ///     resumedBy: { try await payments.status(of: order.key) },
  ///     onSuccess: { .charged($0) }, onFailure: { _ in .failed })
  /// }
  /// ```
  public static func task<Value: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Value,
    resumedBy resume: @escaping @Sendable () async throws -> Value,
    onSuccess: @escaping @Sendable (Value) -> E,
    onFailure: @escaping @Sendable (any Error) -> E
  ) -> Invocation {
    Invocation(
      { channel in
        let value = try await channel.isResumingAfterRestore ? resume() : operation()
        await channel.send(onSuccess(value))
      }, onFailure: onFailure)
  }

  /// Every element of an async sequence becomes an event; `onFinish` (if given) is sent when it
  /// ends. Consuming stops as soon as the invoking state is left — also for a sequence that
  /// ignores task cancellation: the first element it yields afterwards is the last one read.
  public static func stream<Sequence: AsyncSequence & Sendable>(
    _ sequence: Sequence,
    onFinish: E? = nil,
    onFailure: (@Sendable (any Error) -> E?)? = nil,
    _ transform: @escaping @Sendable (Sequence.Element) -> E?
  ) -> Invocation where Sequence.Element: Sendable {
    Invocation(
      { channel in
        for try await element in sequence {
          guard !Task.isCancelled, await channel.isCurrent else { return }
          if let event = transform(element), await !channel.send(event) { return }
        }
        if let onFinish { await channel.send(onFinish) }
      }, onFailure: onFailure)
  }
}

/// The way back from an invocation to its machine. Events sent after the invoking state was
/// exited are dropped.
public struct InvocationChannel<E: Hashable & Sendable>: Sendable {
  let deliver: @Sendable (E) async -> Bool
  let current: @Sendable () async -> Bool

  /// Whether this work was started by a restore (``StateMachine/restore(_:)``,
  /// ``StateMachine/restore(_:pendingSends:)``) of a machine whose saved state had the
  /// invoking state active, rather than by entering the state. The state's entry actions did
  /// not run again, and the work may have run before the state was saved — a charge sent to a
  /// server, say: resume it (ask for the result of the request with the idempotency key kept in
  /// the context) instead of sending it again.
  ///
  /// ```swift
  /// Invoke("charge") { order in
  ///   Invocation { channel in
  ///     let receipt =
  ///       channel.isResumingAfterRestore
  ///       ? try await payments.status(of: order.idempotencyKey)
  ///       : try await payments.charge(order.amount, idempotencyKey: order.idempotencyKey)
  ///     await channel.send(.charged(receipt))
  ///   }
  /// }
  /// ```
  public let isResumingAfterRestore: Bool

  /// Creates a channel that hands events to `deliver` (which answers whether they were
  /// delivered); `isCurrent` answers whether the invocation is still running (by default,
  /// always); `isResumingAfterRestore` whether a restore started it (by default, not).
  public init(
    deliver: @escaping @Sendable (E) async -> Bool, isCurrent: @escaping @Sendable () async -> Bool = { true },
    isResumingAfterRestore: Bool = false
  ) {
    self.deliver = deliver
    self.current = isCurrent
    self.isResumingAfterRestore = isResumingAfterRestore
  }

  /// Whether the invoking state is still active: once it is not, nothing sent is delivered, and
  /// long-running work should stop.
  public var isCurrent: Bool {
    get async { await current() }
  }

  /// Sends an event to the machine. Returns `false` if the invocation was already cancelled.
  @discardableResult
  public func send(_ event: E) async -> Bool {
    await deliver(event)
  }
}

@usableFromInline struct InvocationDefinition<E: Hashable & Sendable, C> {
  @usableFromInline var id: String
  /// Async work (``Invoke/init(_:_:)``), or nil for a child machine.
  @usableFromInline var make: ((C) -> Invocation<E>)?
  /// A child machine (``Invoke/init(_:child:context:onDone:onError:forward:)-(String,_,_,_,_,_)``), or nil for work.
  @usableFromInline var child: ChildInvocation<E, C>?

  @inlinable init(id: String, make: @escaping (C) -> Invocation<E>) {
    self.id = id
    self.make = make
    self.child = nil
  }

  @inlinable init(id: String, child: ChildInvocation<E, C>) {
    self.id = id
    self.make = nil
    self.child = child
  }
}
