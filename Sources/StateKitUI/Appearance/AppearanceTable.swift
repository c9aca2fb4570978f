import StateKit

/// An appearance compiled for one chart and view owner: every assignment by id, the property
/// slot each one sets, and the assignments each chart state makes. Built once, when bound;
/// a refresh only reads it.
@MainActor
final class AppearanceTable<S: Hashable & Sendable, Views: AnyObject> {
  /// Every assignment the binding can make, by id: the appearance's, then per property the
  /// value it returns to (its default, or its value when bound).
  let assignments: [Assign<Views>]
  /// The property slot of each assignment.
  let slotOf: [Int]
  /// Constant assignments of one slot with equal values share a number, so that comparing two
  /// is comparing integers, not casting values out of `Any`; -1 for computed ones.
  let valueClass: [Int]
  /// The assignments each chart state makes (by the chart's state index), in document order.
  let byState: [[Int]]
  /// The assignment each slot returns to when no active state makes one.
  let originalOf: [Int]
  /// Whether any assignment computes its value after every step.
  let hasComputed: Bool

  init<E, C>(appearance: Appearance<S, Views>, chart: Chart<S, E, C>, views: Views) {
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
    for assignment in appearance.defaults { originals[slot(of: assignment.keyPath)] = assignment }
    originalOf = (0..<slots.count).map { slot in add(originals[slot]!) }
    var valueClass = Array(repeating: -1, count: assignments.count)
    var representatives: [[Int]] = Array(repeating: [], count: slots.count)
    for id in assignments.indices {
      guard let value = assignments[id].constant else { continue }
      let slot = slotOf[id]
      if let same = representatives[slot].first(where: { assignments[$0].same(assignments[$0].constant!, value) }) {
        valueClass[id] = valueClass[same]
      } else {
        valueClass[id] = representatives[slot].count
        representatives[slot].append(id)
      }
    }
    self.assignments = assignments
    self.slotOf = slotOf
    self.valueClass = valueClass
    self.byState = byState
    self.hasComputed = assignments.contains(where: \.isComputed)
  }

  /// Whether assignment `a` (with its computed value, if any) gives its property the same value
  /// as assignment `b`.
  func sameValue(_ a: Int, _ aValue: Any?, _ b: Int, _ bValue: Any?) -> Bool {
    if valueClass[a] >= 0 && valueClass[b] >= 0 { return valueClass[a] == valueClass[b] }
    guard let first = aValue ?? assignments[a].constant, let second = bValue ?? assignments[b].constant else {
      return false
    }
    return assignments[b].same(first, second)
  }
}
