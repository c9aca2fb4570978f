import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI
import Testing

/// A table cell whose appearance follows the machine of the row it shows.
@MainActor
final class DownloadCell {
  let progress = Headless.Label(name: "progress")
  let retry = Headless.Button(name: "retry", title: "Retry")
}

@MainActor
@Suite("Appearance: re-registration and release")
struct AppearanceReuseTests {
  enum Phase: Hashable, Sendable { case loading, done, failed }
  enum Input: Hashable, Sendable { case finish, fail }

  static let chart = try! Chart<Phase, Input, Int>(initial: .loading) {
    State(.loading) {
      On(.finish, to: .done)
      On(.fail, to: .failed)
    }
    State(.done)
    State(.failed)
  }

  static let appearance = Appearance<Phase, DownloadCell> {
    When(.loading) { Assign(\.progress.text, "loading") }
    When(.done) { Assign(\.progress.text, "done") }
    When(.failed) {
      Assign(\.progress.text, "failed")
      Assign(\.retry.isHidden, false)
    }
    Defaults { Assign(\.retry.isHidden, true) }
  }

  /// One cell, reused for 10,000 rows: only the row it shows now changes it.
  @Test func aReusedCellFollowsOnlyTheRowItShowsNow() throws {
    let cell = DownloadCell()
    var rows: [StateMachine<Phase, Input, Int>] = []
    var bindings: [AppearanceBinding<Phase, DownloadCell>] = []
    for row in 0..<10_000 {
      let machine = StateMachine(Self.chart, context: row, clock: ManualClock())
      machine.start()
      rows.append(machine)
      bindings.append(try Self.appearance.bind(to: machine, views: cell))
    }
    #expect(bindings.filter(\.isBound).count == 1)
    #expect(bindings.last?.isBound == true)
    rows[5].send(.fail)  // a row the cell showed long ago
    #expect(cell.progress.text == "loading")
    #expect(cell.retry.isHidden)
    let sets = bindings.reduce(0) { $0 + $1.setCount }
    rows.last?.send(.fail)
    #expect(cell.progress.text == "failed")
    #expect(!cell.retry.isHidden)
    #expect(bindings.reduce(0) { $0 + $1.setCount } == sets + 2, "one binding touched the cell, once per property")
  }

  @Test func anotherAppearanceOnTheSameOwnerStays() throws {
    let badge = Appearance<Phase, DownloadCell> {
      When(.failed) { Assign(\.retry[title: .normal], "Retry now") }
    }
    let cell = DownloadCell()
    let machine = StateMachine(Self.chart, context: 0, clock: ManualClock())
    machine.start()
    let first = try Self.appearance.bind(to: machine, views: cell)
    let second = try badge.bind(to: machine, views: cell)
    #expect(first.isBound && second.isBound)
    machine.send(.fail)
    #expect(cell.progress.text == "failed")
    #expect(cell.retry.currentTitle == "Retry now")
  }

  @Test func aReleasedOwnerEndsItsBindingAndAReleasedBindingStopsObserving() throws {
    let machine = StateMachine(Self.chart, context: 0, clock: ManualClock())
    machine.start()
    var cell: DownloadCell? = DownloadCell()
    let binding = try Self.appearance.bind(to: machine, views: cell!)
    cell = nil
    machine.send(.fail)
    #expect(!binding.isBound, "the owner is gone, so the binding stops following the machine")

    weak var released: AppearanceBinding<Phase, DownloadCell>?
    let other = DownloadCell()
    do {
      let machine = StateMachine(Self.chart, context: 0, clock: ManualClock())
      machine.start()
      released = try Self.appearance.bind(to: machine, views: other)
    }
    #expect(released == nil)
  }
}
