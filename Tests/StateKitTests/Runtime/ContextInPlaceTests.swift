import StateKit
import StateKitTesting
import Testing

/// `scope.items.append(x)` and `scope.rows[key] = x` change the context's collection in place:
/// a copy per step would make a list of n rows cost O(n) an update (the upload list of
/// Composing Machines, 10,000 rows: seconds). The buffer's address tells a copy apart.
@MainActor
@Suite("Context changed in place through the action scope")
struct ContextInPlaceTests {
  struct Rows { var items: [Int] = [] }
  final class Screen {
    var items: [Int] = []
    var label: String? = nil
  }

  static func address(_ items: [Int]) -> UnsafeRawPointer? {
    items.withUnsafeBufferPointer { $0.baseAddress.map { UnsafeRawPointer($0) } }
  }

  @Test func aStructContextsArrayGrowsInPlace() throws {
    let chart = try Chart<String, Int, Rows>(initial: "list") {
      State("list") { OnAnyEvent { scope in scope.items.append(scope.event ?? 0) } }
    }
    var rows = Rows()
    rows.items.reserveCapacity(64)
    rows.items.append(0)
    let machine = StateMachine(chart, context: rows)
    rows = Rows()
    machine.start()
    let before = Self.address(machine.context.items)
    // Checked after every step: a copy may come back at the address freed the step before.
    for value in 1...10 {
      machine.send(value)
      #expect(Self.address(machine.context.items) == before)
    }
    #expect(machine.context.items == Array(0...10))
  }

  @Test func aClassContextsArrayGrowsInPlace() throws {
    let chart = try Chart<String, Int, Screen>(initial: "list") {
      State("list") {
        OnAnyEvent { scope in
          scope.items.append(scope.event ?? 0)
          scope.label = "\(scope.items.count)"
        }
      }
    }
    let screen = Screen()
    screen.items.reserveCapacity(64)
    screen.items.append(0)
    let before = Self.address(screen.items)
    let machine = StateMachine(chart, context: screen)
    machine.start()
    for value in 1...10 {
      machine.send(value)
      #expect(Self.address(screen.items) == before)
    }
    #expect(screen.items == Array(0...10))
    #expect(screen.label == "11")
  }
}
