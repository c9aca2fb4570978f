/// What `print(change)` in an observer shows: the step and the event that caused it, named by
/// its case (``MachineEvent/name``), never by its payload.
extension StateChange: CustomStringConvertible {
  /// `transitioned exited [browse] entered [edit] on 'button'`, `handled 'stepper'`; a step
  /// without an event (the initial entry, a restore, an `After` timer) names none.
  public var description: String {
    let name = machineEvent.map { "'\($0.name)'" }
    switch kind {
    case .transitioned: return "transitioned \(step)" + (name.map { " on \($0)" } ?? "")
    case .handled: return "handled" + (name.map { " \($0)" } ?? "")
    }
  }
}
