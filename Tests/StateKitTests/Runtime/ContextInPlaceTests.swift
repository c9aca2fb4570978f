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

  /// Counters, optionals and structs of plain data change through the scope by assignment (the
  /// subscript's setter, issue 26) and by compound operators (its `_modify`), and a collection
  /// beside them still changes in place.
  struct Counters {
    var count = 0
    var selected: Int? = nil
    var origin = SIMD2<Int>(0, 0)
    var flags: (on: Bool, level: UInt8) = (false, 0)
    var items: [Int] = []
  }

  @Test func plainDataChangesByAssignmentAndInPlace() throws {
    let chart = try Chart<String, Int, Counters>(initial: "idle") {
      State("idle") {
        OnAnyEvent { scope in
          let value = scope.event ?? 0
          scope.count += 1
          scope.count *= 2
          scope.selected = value.isMultiple(of: 2) ? value : nil
          scope.selected? += 100
          scope.origin.x += value
          scope.origin = SIMD2(scope.origin.x, scope.origin.y - 1)
          scope.flags.on.toggle()
          scope.flags.level &+= 1
          scope.items.append(value)
        }
      }
    }
    var counters = Counters()
    counters.items.reserveCapacity(64)
    let machine = StateMachine(chart, context: counters)
    counters = Counters()
    machine.start()
    let before = Self.address(machine.context.items)
    for value in 1...4 {
      machine.send(value)
      #expect(Self.address(machine.context.items) == before)
    }
    #expect(machine.context.count == ((((0 + 1) * 2 + 1) * 2 + 1) * 2 + 1) * 2)
    #expect(machine.context.selected == 104)
    #expect(machine.context.origin == SIMD2(10, -4))
    #expect(machine.context.flags.on == false && machine.context.flags.level == 4)
    #expect(machine.context.items == [1, 2, 3, 4])
    machine.send(5)
    #expect(machine.context.selected == nil)
  }

  final class Tally {
    var count = 0
    var last: UInt8? = 7
  }

  @Test func aClassContextsPlainDataChangesByAssignmentAndInPlace() throws {
    let chart = try Chart<String, Int, Tally>(initial: "idle") {
      State("idle") {
        On(1, when: { $0.count < 3 }) { scope in
          scope.count += 1
          scope.last = scope.last.map { $0 &+ 1 }
        }
        On(2) { $0.last = nil }
      }
    }
    let tally = Tally()
    let machine = StateMachine(chart, context: tally)
    machine.start()
    for _ in 0..<5 { machine.send(1) }
    #expect(tally.count == 3 && tally.last == 10)
    machine.send(2)
    #expect(tally.last == nil)
  }
}
