import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI
import Testing

/// A cell bound again to another row's machine starts from the views' own values, as if it were
/// new — not from the look the earlier row's binding gave it.
@MainActor
@Suite("Appearance: a rebound owner")
struct ReboundOwnerTests {
  enum Mode: Hashable, Sendable { case browse, empty }
  enum Input: Hashable, Sendable { case clear, fill }

  @MainActor final class Cell {
    let background = Headless.Label(name: "background")
    let title = Headless.Label(name: "title", text: "row")
  }

  static let chart = try! Chart<Mode, Input, Int> {
    State(.browse) { On(.clear, to: .empty) }
    State(.empty) { On(.fill, to: .browse) }
  }

  static let appearance = Appearance<Mode, Cell> {
    // A slot of the defaults only: the tables' slots still match the earlier binding's.
    Defaults { Assign(\.background.alpha, 1) }
    When(.empty) {
      Assign(\.background.backgroundColor, .red)
      Assign(\.title.text, "nothing here")
    }
  }

  static func machine(in mode: Mode) -> StateMachine<Mode, Input, Int> {
    let machine = StateMachine(chart, context: 0, clock: ManualClock())
    machine.start()
    if mode == .empty { machine.send(.clear) }
    return machine
  }

  @Test func aReusedCellDoesNotKeepThePreviousRowsLook() throws {
    let cell = Cell()
    let emptyRow = Self.machine(in: .empty)
    _ = try Self.appearance.bind(to: emptyRow, views: cell)
    #expect(cell.background.backgroundColor == .red)

    let browsingRow = Self.machine(in: .browse)
    let binding = try Self.appearance.bind(to: browsingRow, views: cell)
    #expect(cell.background.backgroundColor == nil, "a browsing row shows the cell's own background")
    browsingRow.send(.clear)
    #expect(cell.background.backgroundColor == .red)
    browsingRow.send(.fill)
    #expect(cell.background.backgroundColor == nil, "and returns to it, not to the earlier row's red")
    #expect(cell.title.text == "row")
    #expect(binding.isBound)
  }

  @Test func aValueTheAppSetBeforeBindingAgainIsTheOneToReturnTo() throws {
    let cell = Cell()
    _ = try Self.appearance.bind(to: Self.machine(in: .empty), views: cell)
    // The data source configures the reused cell for its new row, then binds it.
    cell.title.text = "second row"
    let row = Self.machine(in: .browse)
    _ = try Self.appearance.bind(to: row, views: cell)
    #expect(cell.title.text == "second row")
    #expect(cell.background.backgroundColor == nil)
    row.send(.clear)
    row.send(.fill)
    #expect(cell.title.text == "second row", "the app's value, not the first row's")
  }
}

extension ReboundOwnerTests {
  @Test func aCellKeepingItsBindingAndBoundThreeTimesReturnsToItsOwnLook() throws {
    let cell = Cell()
    var binding = try Self.appearance.bind(to: Self.machine(in: .empty), views: cell)
    binding = try Self.appearance.bind(to: Self.machine(in: .empty), views: cell)
    #expect(cell.background.backgroundColor == .red)
    let row = Self.machine(in: .browse)
    binding = try Self.appearance.bind(to: row, views: cell)
    #expect(cell.background.backgroundColor == nil)
    #expect(cell.title.text == "row")
    #expect(binding.isBound)
  }
}
