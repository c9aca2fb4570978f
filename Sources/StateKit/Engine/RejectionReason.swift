/// Why an event was rejected.
public enum RejectionReason: String, Sendable, Hashable {
  /// No transition in the active states names this event.
  case noTransition
  /// Transitions name the event, but every guard said no.
  case guardsFailed
  /// The machine reached a top-level final state and accepts no more events.
  case finished
  /// The machine ran as a child and its parent stopped it (``StateMachine/stopChild(_:)``, its
  /// state exited, the parent finished or was restored): it accepts no more events.
  case stopped
  /// The machine has not been started.
  case notStarted
  /// ``StateMachine/start()`` was called on a machine that had been started already.
  case alreadyStarted
  /// A state behavior asked to move to a state it did not declare as a successor.
  case undeclaredMove
  /// A guard sent the event while ``StateMachine/can(_:)`` or ``StateMachine/acceptedEvents``
  /// evaluated it: asking a question never moves the machine.
  case sentDuringQuery
}
