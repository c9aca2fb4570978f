/// A child machine's id together with its types, declared once beside the child: a parent's
/// chart invokes the child by it, and the app, the parent's appearance and tests read the
/// running child by it, without spelling the child's generic type again (as XState's
/// `snapshot.children` or TCA's nested state are read).
///
/// ```swift
/// enum Payment {
///   static let machine = ChildMachine(paymentChart) { $0.receipt }
///   static let key = ChildKey("payment", for: machine)
/// }
///
/// // The parent's chart:
/// State(.paying) {
///   Invoke(Payment.key, child: Payment.machine, context: { Charge(amount: $0.total) })
/// }
///
/// // The app, a query, a test:
/// checkout.child(Payment.key)?.isActive(.charging)
/// checkout.child(Payment.key)?.context.attempts
/// ```
///
/// A key names a child; it holds no machine. `StateMachine.child(_:)` with a key answers the running
/// child, or nil when none with this id runs (not started yet, finished, stopped, or its state
/// was left) or the one that runs has other types.
public struct ChildKey<S: Hashable & Sendable, E: Hashable & Sendable, C>: Hashable, Sendable,
  CustomStringConvertible
{
  /// The child's id: unique among the children running at one time (see
  /// ``Invoke/init(_:child:context:onDone:onError:forward:)-(String,_,_,_,_,_)``).
  public let id: String

  /// A key for the child with this id whose states, events and context are of the given types:
  /// `ChildKey<PaymentState, PaymentEvent, Charge>("payment")`.
  public init(_ id: String) { self.id = id }

  /// A key for `child` run with this id, its types taken from the child machine:
  /// `ChildKey("payment", for: paymentMachine)`.
  public init<Result>(_ id: String, for child: ChildMachine<S, E, C, Result>) { self.id = id }

  public var description: String { "child '\(id)' (\(StateMachine<S, E, C>.self))" }
}

extension StateMachine {
  /// The running child with `key`'s id and types: read its state (``isActive(_:)``,
  /// ``activeStates``) and context, observe it, or send it events, as with
  /// ``child(_:as:)``. Nil when no child with this id runs, or the one that runs has other
  /// types.
  ///
  /// ```swift
  /// checkout.child(Payment.key)?.isActive(.charging)
  /// ```
  public func child<CS, CE, CC>(_ key: ChildKey<CS, CE, CC>) -> StateMachine<CS, CE, CC>? {
    child(key.id, as: StateMachine<CS, CE, CC>.self)
  }

  /// Sends an event to the running child with `key`'s id (see ``send(_:toChild:)``).
  @inlinable @discardableResult
  public func send<CS, CE, CC>(_ event: CE, to key: ChildKey<CS, CE, CC>) -> ChildDelivery {
    send(event, toChild: key.id)
  }
}

extension Invoke {
  /// Runs a child machine while this state is active, by its key (see ``ChildKey``): the same
  /// as ``init(_:child:context:onDone:onError:forward:)-(String,_,_,_,_,_)`` with the key's id, and the key's
  /// types checked against the child's at compile time.
  @inlinable public init<CS, CE, CC, Result>(
    _ key: ChildKey<CS, CE, CC>, child: ChildMachine<CS, CE, CC, Result>, context: @escaping (C) -> CC,
    onDone: ((Result) -> E?)? = nil, onError: ((ChildFailure) -> E?)? = nil, forward: ((E) -> CE?)? = nil
  ) {
    self.init(key.id, child: child, context: context, onDone: onDone, onError: onError, forward: forward)
  }
}

extension ActionScope {
  /// Sends an event to the running child with `key`'s id (see ``send(_:toChild:after:)``).
  public func send<CS, CE, CC>(_ event: CE, to key: ChildKey<CS, CE, CC>, after delay: Duration = .zero) {
    send(event, toChild: key.id, after: delay)
  }
}
