import StateKitTesting
import Testing

@testable import StateKit

/// Many spawned children ending in any order: the list keeps its order, ids are free again, and
/// what the machine keeps of ended children stays proportional to those running (a child ends
/// in constant time instead of a search through every running child).
@MainActor
@Suite("Child machines: many children")
struct ChildBookkeepingTests {
  enum RowEvent: Hashable, Sendable { case done }

  static let row = ChildMachine(
    try! Chart<String, RowEvent, Int>(initial: "busy") {
      State("busy") { On(.done, to: "over") }
      Final("over")
    })

  @Test func childrenThatEndInAnyOrderLeaveTheRestListedInOrder() throws {
    let chart = try Chart<String, String, Int>(initial: "list") { State("list") { On("tick") { $0.context += 1 } } }
    let machine = StateMachine(chart, context: 0, clock: ManualClock())
    machine.start()
    let count = 2_000
    for index in 0..<count { machine.spawn(Self.row, id: "\(index)", context: index) }
    var generator = SystemRandomNumberGenerator()
    let ending = Array(0..<count).shuffled(using: &generator).prefix(1_500)
    for (position, index) in ending.enumerated() {
      if position.isMultiple(of: 2) {
        #expect(machine.send(RowEvent.done, toChild: "\(index)") == .delivered(.transitioned))
      } else {
        #expect(machine.stopChild("\(index)"))
      }
    }
    let left = Set(0..<count).subtracting(ending).sorted()
    #expect(machine.childIDs == left.map { "\($0)" })
    #expect(machine.engine.activeInvocations.count <= 2 * left.count + 33)
    // An ended child's id is free again, and its new child comes last.
    let reused = try #require(ending.first)
    #expect(machine.spawn(Self.row, id: "\(reused)", context: 0))
    #expect(machine.childIDs.last == "\(reused)")
    #expect(machine.send(RowEvent.done, toChild: "\(reused)") == .delivered(.transitioned))
    #expect(!machine.childIDs.contains("\(reused)"))
  }
}
