/// Distributed logic: each state is an object of your own that decides, when an event arrives,
/// whether it accepts it and which state comes next — the State pattern, as GameplayKit's
/// `GKState` has it on Apple platforms.
///
/// Each state's logic declares its possible successors, so the chart still knows every
/// transition: validation, snapshots, observation and export work as for a central chart. Build
/// the chart with ``Chart/init(initial:logic:)``; a handler moves on with
/// ``ActionScope/move(to:)``.
///
/// ```swift
/// struct Green: StateLogic {
///   typealias Event = Never  // this light handles no events
///   typealias Context = Void
///   let id = Light.green
///   let successors = [Light.yellow]
///   var advance: (after: Duration, to: Light)? { (.seconds(1), .yellow) }
/// }
/// ```
///
/// `Event` and `Context` are inferred from a method that names them (`didEnter`, `handle`);
/// a behavior that implements none says them as above.
@MainActor
public protocol StateLogic<ID, Event, Context> {
  associatedtype ID: Hashable & Sendable
  associatedtype Event: Hashable & Sendable
  associatedtype Context

  /// The state this behavior stands for.
  var id: ID { get }
  /// Every state this behavior may move to with ``ActionScope/move(to:)``.
  var successors: [ID] { get }
  /// A self-advancing state: move to `to` after `after` has passed (cancelled on exit).
  var advance: (after: Duration, to: ID)? { get }
  /// Whether this state handles `event`; a `false` answer rejects the event. Must not have side effects.
  func accepts(_ event: Event, in scope: borrowing GuardScope<ID, Event, Context>) -> Bool
  /// Handles an accepted event; call `scope.move(to:)` to move to a successor.
  func handle(_ event: Event, in scope: borrowing ActionScope<ID, Event, Context>)
  /// Called when the state is entered.
  func didEnter(_ scope: borrowing ActionScope<ID, Event, Context>)
  /// Called when the state is exited.
  func willExit(_ scope: borrowing ActionScope<ID, Event, Context>)
}

extension StateLogic {
  public var successors: [ID] { [] }
  public var advance: (after: Duration, to: ID)? { nil }
  public func accepts(_ event: Event, in scope: borrowing GuardScope<ID, Event, Context>) -> Bool { true }
  public func handle(_ event: Event, in scope: borrowing ActionScope<ID, Event, Context>) {}
  public func didEnter(_ scope: borrowing ActionScope<ID, Event, Context>) {}
  public func willExit(_ scope: borrowing ActionScope<ID, Event, Context>) {}
}
