import StateKit

// The tree of machines: a machine's children attach as machines of their own, linked to it, and
// the events between parent and child are matched with the steps that take them.

extension MachineInspector {
  var sendingSeq: Int {
    guard let machine else { return seq }
    // Busy: the step that sends has not been reported yet; it will be the next.
    return machine.isProcessingStep ? seq + 1 : seq
  }

  func expect(_ cause: StepCause, event: Any) {
    guard !isDetached else { return }
    let name = (event as? E).map { naming.name(of: $0) } ?? (event as? String) ?? String(describing: event)
    tree.expect(cause, name: name)
  }

  /// Hears of the machine's children, and attaches those already running.
  func observeChildren(of machine: StateMachine<S, E, C>) {
    machine.childActivityObserver = { [weak self] activity in self?.childActivity(activity) }
    for childID in machine.childIDs {
      if let child = machine.child(childID) { attachChild(child, id: childID, how: "running") }
    }
  }

  private func childActivity(_ activity: ChildActivity) {
    switch activity {
    case .started(let childID, let child, let spawned):
      attachChild(child, id: childID, how: spawned ? "spawned" : "invoked")
    case .ended(let childID, let child, let finished):
      guard let inspector = AttachedMachines.inspector(of: child) else { return }
      let how = finished ? "finished" : "stopped"
      tree.changes.ended.append(ChildReference(id: childID, machine: inspector.id, how: how))
      tree.forget(inspector.id)
      inspector.end(reason: how)
    case .sentToChild(_, let child, let event, let delayed):
      AttachedMachines.inspector(of: child)?.expect(
        StepCause(machine: id, seq: sendingSeq, kind: "toChild", delayed: delayed ? true : nil), event: event)
    case .fromChild(_, let child, let origin, let event, let delayed):
      guard let sender = AttachedMachines.inspector(of: child) else { return }
      expect(
        StepCause(machine: sender.id, seq: sender.sendingSeq, kind: origin.rawValue, delayed: delayed ? true : nil),
        event: event)
    }
  }

  private func attachChild(_ child: AnyObject, id childID: String, how: String) {
    guard let child = child as? any InspectableMachine else { return }
    let link = ParentLink(machine: id, id: childID, how: how, seq: sendingSeq)
    guard let inspector = child.attachAsChild(name: childID, parent: link, connection: connection, policy: policy)
    else { return }
    tree.adopt(inspector)
    tree.changes.started.append(ChildReference(id: childID, machine: inspector.id))
  }
}
