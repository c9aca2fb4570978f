// The snapshots of a machine's running children (SCXML 6.4), taken with the machine's own.

extension StateMachine {
  /// Snapshots of the running children that states invoke (spawned children are not part of a
  /// snapshot: no chart says how to make them again); nil when there are none.
  func childSnapshots() throws(SnapshotError) -> [ChildSnapshot]? {
    guard let children, !children.order.isEmpty || !children.finished.isEmpty else { return nil }
    var result: [ChildSnapshot] = []
    // Invoked by a state (spawned children are bound to the root, 0): one pass, not one per child.
    let invoked = Set(engine.activeInvocations.lazy.filter { $0.state != 0 }.map(\.token))
    for token in children.order {
      guard let child = children.running[token], invoked.contains(token) else { continue }
      do {
        if let value = try child.snapshotValue() {
          result.append(value)
        } else {
          #if DEBUG
            if children.unsavedWarned.insert(child.id).inserted {
              diagnose(
                RuntimeDiagnostic(
                  level: .notice, category: "snapshot",
                  message: "child '\(child.id)' is not part of the snapshot: its states or context are not Codable, "
                    + "so a restore starts it afresh."))
            }
          #endif
        }
      } catch let error as SnapshotError {
        throw .child(id: child.id, reason: error.description)
      } catch {
        throw .child(id: child.id, reason: "\(error)")
      }
    }
    for (token, id) in children.finished.sorted(by: { $0.key < $1.key }) where invoked.contains(token) {
      result.append(ChildSnapshot(id: id, snapshot: .null))
    }
    return result.isEmpty ? nil : result
  }
}
