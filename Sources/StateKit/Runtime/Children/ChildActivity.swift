/// What a machine's children do, as a tool that watches a whole tree of machines (the
/// inspector, in `StateKitInspection`) hears it: children starting and ending, and the events
/// that go between parent and child. Package API: apps observe children through
/// ``StateMachine/child(_:)`` and the children's own observers.
package enum ChildActivity {
  /// Why a child's event joins its parent's queue.
  package enum Origin: String, Sendable {
    /// ``ActionScope/sendToParent(_:after:)`` (SCXML `<send target="#_parent">`).
    case message
    /// The child finished: its `onDone` event (SCXML `done.invoke.ID`).
    case done
    /// The child failed: its `onError` event or `error.invoke.ID`.
    case error
  }

  /// A child's machine is made and about to start (its first step follows).
  case started(id: String, machine: AnyObject, spawned: Bool)
  /// A child ended: it finished (reached a top-level final state) or was stopped (its state
  /// was exited, ``StateMachine/stopChild(_:)``, a restore, or the parent went).
  case ended(id: String, machine: AnyObject, finished: Bool)
  /// An event is about to be delivered to a running child; `delayed` when a delayed send came due.
  case sentToChild(id: String, machine: AnyObject, event: Any, delayed: Bool)
  /// A child's event joined this machine's external queue: `event` is this machine's event
  /// (`E`), or the name of an error event.
  case fromChild(id: String, machine: AnyObject, origin: Origin, event: Any, delayed: Bool)

  /// Set while a delayed send to a parent or a child is delivered, when it came due.
  @MainActor package static var isDeliveringLate = false

  /// Whether the delivery told of now is a delayed send's; what it causes in turn is not.
  @MainActor static func tookLate() -> Bool {
    defer { isDeliveringLate = false }
    return isDeliveringLate
  }
}
