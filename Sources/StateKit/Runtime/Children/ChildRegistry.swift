/// The children a machine runs: those its states invoke and those its actions spawned, by the
/// engine's invocation token and by id. Made when the first child starts; a machine without
/// children has none and pays nothing for them.
@MainActor @usableFromInline final class ChildRegistry {
  private(set) var running: [UInt64: any RunningChild] = [:]
  /// Tokens in the order the children started, for listing; those of children that ended stay
  /// until they are half of it (readers skip them), so that a child ends in constant time.
  private(set) var order: [UInt64] = []
  private var endedInOrder = 0
  /// The running children by id, with their tokens: one lookup per send to a child.
  @usableFromInline private(set) var byID: [String: (token: UInt64, child: any RunningChild)] = [:]
  /// Spawned children made by an action, started when the step's effects are applied.
  private(set) var pendingSpawns: [UInt64: any RunningChild] = [:]
  /// The tokens of `pendingSpawns` by id.
  private var pendingIDs: [String: UInt64] = [:]
  /// The tokens of spawned children (bound to the root state, 0) that run or wait to start.
  var spawned = Set<UInt64>()
  /// Spawned children that ended: their entries in the engine's active invocations are removed
  /// together, once they are half of them, so that a child ends in constant time.
  var endedSpawns = Set<UInt64>()
  /// How many running children forward the parent's external events.
  private(set) var forwardingCount = 0
  /// Delayed sends to the parent or to a child, by key: the scheduler's id. They end with the
  /// machine (a child that finishes or is stopped sends nothing afterwards).
  var delayedSends: [UInt64: UInt64] = [:]
  /// Invoked children that finished while their state stays active, by token: not started
  /// again by a restore (their snapshot entry is `null`).
  var finished: [UInt64: String] = [:]
  /// Snapshots of children by id, checked with their parent's, for the children a restore starts.
  var pendingRestores: [String: CheckedChild] = [:]
  var nextDelayedSend: UInt64 = 0
  /// Children whose snapshot cannot be taken, by id, warned of once (debug builds).
  var unsavedWarned = Set<String>()

  func add(_ child: any RunningChild, token: UInt64) {
    running[token] = child
    order.append(token)
    byID[child.id] = (token, child)
    if child.forwards { forwardingCount += 1 }
  }

  /// A child an action spawned, to start when the step's effects are applied.
  func addPending(_ child: any RunningChild, token: UInt64) {
    pendingSpawns[token] = child
    pendingIDs[child.id] = token
    spawned.insert(token)
  }

  /// Takes a spawned child out of those waiting to start.
  func takePending(_ token: UInt64) -> (any RunningChild)? {
    guard let child = pendingSpawns.removeValue(forKey: token) else { return nil }
    if pendingIDs[child.id] == token { pendingIDs[child.id] = nil }
    return child
  }

  /// The token of a spawned child waiting to start, by id.
  func pendingToken(_ id: String) -> UInt64? { pendingIDs[id] }

  @discardableResult func remove(_ token: UInt64) -> (any RunningChild)? {
    finished[token] = nil
    guard let child = running.removeValue(forKey: token) else { return takePending(token) }
    endedInOrder += 1
    if endedInOrder > 32 && endedInOrder * 2 > order.count {
      order.removeAll { running[$0] == nil }
      endedInOrder = 0
    }
    if byID[child.id]?.token == token { byID[child.id] = nil }
    if child.forwards { forwardingCount -= 1 }
    return child
  }

  /// Whether a running child, or one of its own children, is processing a step.
  var isAnyBusy: Bool { running.values.contains { $0.isBusy } }

  @inlinable func child(_ id: String) -> (token: UInt64, child: any RunningChild)? { byID[id] }

  /// Whether a child with this id runs or waits to be started.
  func isTaken(_ id: String) -> Bool {
    byID[id] != nil || pendingIDs[id] != nil
  }

  var ids: [String] { order.compactMap { running[$0]?.id } }

  /// Every child, running or waiting to start, removed.
  func removeAll() -> [any RunningChild] {
    let all = order.compactMap { running[$0] } + pendingSpawns.values
    running.removeAll()
    order.removeAll()
    byID.removeAll()
    pendingSpawns.removeAll()
    pendingIDs.removeAll()
    spawned.removeAll()
    endedSpawns.removeAll()
    endedInOrder = 0
    finished.removeAll()
    forwardingCount = 0
    return all
  }
}

/// How deep machines may nest as children of children.
enum ChildNesting {
  /// A machine runs at most this many levels below the one the app made: a saved state holds a
  /// child's snapshot three JSON levels below its parent's, and JSON coders refuse documents
  /// nested more than 512 levels deep, so a deeper tree could not be saved as JSON.
  static var limit: Int { 100 }
}
