/// The event an assignment asks the machine about (see ``Assign/init(_:whileAccepting:timing:name:)``).
@usableFromInline struct AcceptedEvent {
  @usableFromInline let event: Any
  @usableFromInline let type: Any.Type
  @inlinable init(event: Any, type: Any.Type) {
    self.event = event
    self.type = type
  }
}

extension Assign {
  /// Makes a Boolean property follow whether the machine would accept `event` now — guards
  /// included, as `StateMachine.can(_:)` answers — checked again after every step:
  ///
  /// ```swift
  /// Defaults {
  ///   Assign(\.placeOrder.isEnabled, whileAccepting: .placeOrder)
  /// }
  /// ```
  ///
  /// "Place order" is then enabled exactly when the chart takes the tap, also when that depends
  /// on several parallel regions (which may not assign one property each) or on the context. The
  /// same text works on UIKit controls (`UIButton.isEnabled`, `UIBarButtonItem.isEnabled`) and
  /// on the headless ones. Binding to a machine whose events are of another type is an error.
  @inlinable public init<Event: Hashable & Sendable>(
    _ keyPath: ReferenceWritableKeyPath<Views, Bool>, whileAccepting event: Event,
    timing: AssignmentTiming = .immediate, name: String? = nil
  ) {
    // Computed: the binding replaces this placeholder with a question to its machine.
    self.init(
      access: Self.accessor(keyPath), name: name, timing: timing, constant: nil, constantBox: nil,
      compute: { _, _ in nil }, contextType: nil, same: Self.equality(Bool.self))
    acceptedEvent = AcceptedEvent(event: event, type: Event.self)
  }
}
