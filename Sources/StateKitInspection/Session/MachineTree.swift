import StateKit

/// An attached machine as the tree of attached machines sees it, its types erased: a parent's
/// inspector reaches its children's through it, and theirs reach it.
@MainActor
protocol TreeInspector: AnyObject {
  /// The machine's id in the protocol.
  var id: String { get }
  /// The step an event sent by the machine now comes from: the step it is taking, or its last.
  var sendingSeq: Int { get }
  /// An event from another machine of the tree will arrive: the step that takes it names
  /// `cause`. `event` is the machine's own event, or the name of an error event.
  func expect(_ cause: StepCause, event: Any)
  /// The machine ended as a child (`finished` or `stopped`), or its parent was detached:
  /// reporting stops, and the page hears why.
  func end(reason: String)
}

/// A machine of any types that can be attached as a child of an attached machine.
@MainActor
protocol InspectableMachine: AnyObject {
  func attachAsChild(
    name: String, parent: ParentLink, connection: InspectorConnection, policy: InspectionPolicy
  ) -> (any TreeInspector)?
}

extension StateMachine: InspectableMachine {
  func attachAsChild(
    name: String, parent: ParentLink, connection: InspectorConnection, policy: InspectionPolicy
  ) -> (any TreeInspector)? {
    guard AttachedMachines.name(of: self) == nil else { return nil }
    return MachineInspector(machine: self, name: name, connection: connection, policy: policy, parent: parent)
  }
}

/// What a machine's inspector keeps of its children and of the events other machines of the tree
/// send it, until the step they belong to is reported.
@MainActor
struct TreeBookkeeping {
  /// Children started and ended since the last step was reported.
  var changes = ChildChanges()
  /// Events on their way from other machines, oldest first, with their names: a step that takes
  /// an event of that name takes the first (external events are taken in the order they came).
  private var expected: [(name: String, cause: StepCause)] = []
  /// The attached children, by their machine ids, held weakly (each lives as long as its machine).
  private var children: [String: WeakInspector] = [:]
  /// How many announced events are remembered at most: one that never arrives (its child
  /// refused it) is forgotten after this many others.
  static let expectedLimit = 256

  struct WeakInspector {
    weak var inspector: (any TreeInspector)?
  }

  mutating func expect(_ cause: StepCause, name: String) {
    if expected.count >= Self.expectedLimit { expected.removeFirst(expected.count - Self.expectedLimit + 1) }
    expected.append((name, cause))
  }

  /// The cause of a step that takes an event named `name`, if one was announced.
  mutating func cause(ofEventNamed name: String) -> StepCause? {
    guard let index = expected.firstIndex(where: { $0.name == name }) else { return nil }
    return expected.remove(at: index).cause
  }

  var hasExpected: Bool { !expected.isEmpty }

  /// The changes for the step being reported, once.
  mutating func takeChanges() -> ChildChanges? {
    guard !changes.isEmpty else { return nil }
    defer { changes = ChildChanges() }
    return changes
  }

  mutating func adopt(_ child: any TreeInspector) { children[child.id] = WeakInspector(inspector: child) }
  mutating func forget(_ child: String) { children[child] = nil }

  /// Every attached child, emptied.
  mutating func takeChildren() -> [any TreeInspector] {
    defer { children.removeAll() }
    return children.values.compactMap(\.inspector)
  }
}
