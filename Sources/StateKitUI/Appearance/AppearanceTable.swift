import StateKit

/// An appearance compiled for one chart and view owner: every assignment by id, the property
/// slot each one sets, and the assignments each chart state makes. Built once, when bound; a
/// refresh only reads it. Nothing in it is generic, so that a refresh looks up no metadata.
@MainActor
final class AppearanceTable {
  /// The property slot of each assignment. Ids: the appearance's assignments, then per slot
  /// the value it returns to (its default, or its value when bound).
  let slotOf: [Int]
  let timing: [AssignmentTiming]
  /// The key path of each assignment, and the name of the property it sets, for the animator:
  /// given, or derived from the key path when first asked for (deriving it is slow).
  private let keyPaths: [AnyKeyPath]
  private var names: [String?]
  private let nameOf: (AnyKeyPath) -> String
  /// Constant assignments of one slot with equal values share a number, so that comparing two
  /// is comparing integers, not casting values out of `Any`; -1 for computed ones.
  let valueClass: [Int]
  /// The value of each constant assignment; `nil` for computed ones.
  let constant: [Any?]
  /// How each computed assignment computes its value from the view owner and the context.
  let compute: [((AnyObject, Any) -> Any?)?]
  /// Reads, sets and names each assignment's property (see ``Assign``).
  let access: [PropertyAccessor]
  /// The value of each constant assignment in a box of its property's type, as `access` sets it.
  let constantBox: [AnyObject?]
  let same: [(Any, Any) -> Bool]
  /// The assignments each chart state makes, in document order: those of the state with the
  /// chart's index `i` are `stateAssignments[stateStart[i]..<stateStart[i + 1]]`. One flat
  /// array, so that a refresh retains and releases no array per active state.
  let stateAssignments: [Int]
  let stateStart: [Int]
  /// The assignment each slot returns to when no active state makes one.
  let originalOf: [Int]
  /// Whether any assignment computes its value after every step.
  let hasComputed: Bool
  /// The condition on a running child of each assignment made with `When(_:child:in:_:)`; nil
  /// for the others.
  let condition: [(() -> Bool)?]
  /// Whether any assignment has a condition on a child.
  let hasConditions: Bool
  /// The children the appearance reads, one a distinct id: the binding follows their steps.
  let children: [ChildReference]

  /// What an earlier binding of the same appearance on the same view owner leaves to the next
  /// one (a reused cell bound to another row's machine): its table, and what each slot shows.
  struct Handover {
    let table: AppearanceTable
    /// The value each slot was last set to by the earlier binding; nil where it set nothing.
    let shown: [Any?]
  }

  /// - Parameter earlier: the binding this one replaces on the same view owner. A slot that
  ///   still shows what the earlier binding set returns to what it showed before that binding,
  ///   not to the earlier binding's look; a slot the app changed since keeps the app's value.
  /// - Parameter can: whether the machine would accept an event now (nil when it is gone or the
  ///   event is of another type): what assignments made with `whileAccepting:` set.
  /// - Parameter child: the running child with an id (nil when none runs): what assignments
  ///   that read a child get.
  init<S, E, C, Views>(
    appearance: Appearance<S, Views>, chart: Chart<S, E, C>, views: Views, earlier: Handover? = nil,
    can: @escaping (Any) -> Bool? = { _ in nil }, child: @escaping (String) -> AnyObject? = { _ in nil }
  ) {
    var assignments: [Assign<Views>] = []
    var slotOf: [Int] = []
    var byState: [[Int]] = Array(repeating: [], count: chart.stateIDs.count + 1)
    var slots: [AnyKeyPath: Int] = [:]
    var originals: [Int: Assign<Views>] = [:]
    func slot(of keyPath: AnyKeyPath) -> Int {
      if let slot = slots[keyPath] { return slot }
      slots[keyPath] = slots.count
      return slots.count - 1
    }
    func add(_ assignment: Assign<Views>) -> Int {
      assignments.append(assignment)
      slotOf.append(slot(of: assignment.keyPath))
      return assignments.count - 1
    }
    for rule in appearance.rules {
      guard let state = chart.index(of: rule.state) else { continue }  // refused by validate
      for assignment in rule.assignments {
        let id = add(assignment)
        byState[state].append(id)
        if originals[slotOf[id]] == nil { originals[slotOf[id]] = assignment.capture(views) }
      }
    }
    var defaulted = Set<Int>()
    for assignment in appearance.defaults {
      let slot = slot(of: assignment.keyPath)
      originals[slot] = assignment
      defaulted.insert(slot)
    }
    // The slots are the same as the earlier binding's: both tables come from one appearance.
    if let earlier, earlier.table.slotCount == slots.count {
      for (slot, captured) in originals where !defaulted.contains(slot) {
        guard let shown = earlier.shown[slot], let current = captured.constant, captured.same(current, shown) else {
          continue
        }
        let before = earlier.table.originalOf[slot]
        originals[slot] = captured.replacingConstant(
          earlier.table.constant[before], box: earlier.table.constantBox[before])
      }
    }
    originalOf = (0..<slots.count).map { slot in add(originals[slot]!) }
    var valueClass = Array(repeating: -1, count: assignments.count)
    var representatives: [[Int]] = Array(repeating: [], count: slots.count)
    // Hashable values (titles, colours, numbers) find their class by hash: one property with a
    // distinct value in each of n states then costs O(n) at bind time, not n² comparisons.
    var hashedClass: [[AnyHashable: Int]] = Array(repeating: [:], count: slots.count)
    for id in assignments.indices {
      guard let value = assignments[id].constant else { continue }
      let slot = slotOf[id]
      if let key = value as? AnyHashable {
        if let known = hashedClass[slot][key] {
          valueClass[id] = known
        } else {
          valueClass[id] = representatives[slot].count
          hashedClass[slot][key] = valueClass[id]
          representatives[slot].append(id)
        }
        continue
      }
      if let same = representatives[slot].first(where: { assignments[$0].same(assignments[$0].constant!, value) }) {
        valueClass[id] = valueClass[same]
      } else {
        valueClass[id] = representatives[slot].count
        representatives[slot].append(id)
      }
    }
    self.slotOf = slotOf
    self.valueClass = valueClass
    stateAssignments = byState.flatMap { $0 }
    stateStart = byState.reduce(into: [0]) { starts, ids in starts.append(starts.last! + ids.count) }
    timing = assignments.map(\.timing)
    keyPaths = assignments.map(\.keyPath)
    names = assignments.map(\.name)
    nameOf = { Assign<Views>.propertyName($0) }
    constant = assignments.map(\.constant)
    compute = assignments.map { assignment in
      if let read = assignment.childRead, let value = read.value {
        let id = read.child.id
        return { _, _ in
          // A refresh runs on the main actor; the table's closures are not declared to.
          nonisolated(unsafe) var result: Any?
          MainActor.assumeIsolated { result = value(child(id)) }
          return result
        }
      }
      guard let accepted = assignment.acceptedEvent else { return assignment.compute }
      let event = accepted.event
      return { _, _ in can(event) }
    }
    condition = assignments.map { assignment in
      guard let read = assignment.childCondition, let holds = read.condition else { return nil }
      let id = read.child.id
      return { MainActor.assumeIsolated { holds(child(id)) } }
    }
    hasConditions = condition.contains { $0 != nil }
    var seen = Set<String>()
    children = assignments.compactMap { $0.childRead?.child ?? $0.childCondition?.child }.filter {
      seen.insert($0.id).inserted
    }
    access = assignments.map(\.access)
    constantBox = assignments.map(\.constantBox)
    same = assignments.map(\.same)
    hasComputed = assignments.contains { $0.compute != nil }
  }

  /// The name of the property assignment `id` sets.
  func property(_ id: Int) -> String {
    if let name = names[id] { return name }
    let name = nameOf(keyPaths[id])
    names[id] = name
    return name
  }

  /// How many property slots there are.
  var slotCount: Int { originalOf.count }

  /// Whether constant assignments `a` and `b` give their property the same value; nil when one
  /// of them is computed.
  func sameConstant(_ a: Int, _ b: Int) -> Bool? {
    valueClass[a] >= 0 && valueClass[b] >= 0 ? valueClass[a] == valueClass[b] : nil
  }

  /// Whether assignment `a` (with its computed value, if any) gives its property the same value
  /// as assignment `b`.
  func sameValue(_ a: Int, _ aValue: Any?, _ b: Int, _ bValue: Any?) -> Bool {
    if valueClass[a] >= 0 && valueClass[b] >= 0 { return valueClass[a] == valueClass[b] }
    guard let first = aValue ?? constant[a], let second = bValue ?? constant[b] else { return false }
    return same[b](first, second)
  }

  /// Sets assignment `id` — with `value` if it is a computed one — on the view owner.
  func set(_ id: Int, _ value: Any?, on views: AnyObject) {
    if let value { _ = access[id](.set, views, value, nil) } else { setConstant(id, on: views) }
  }

  /// Sets constant assignment `id` on the view owner.
  func setConstant(_ id: Int, on views: AnyObject) {
    _ = access[id](.setConstant, views, nil, constantBox[id])
  }
}
