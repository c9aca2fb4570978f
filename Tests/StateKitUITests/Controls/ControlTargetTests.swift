import StateKitControls
import Testing

@MainActor
final class TapCounter {
  var taps = 0
  func tapped(_ sender: Headless.Control) { taps += 1 }
  func tappedTwice(_ sender: Headless.Control) { taps += 2 }
}

@MainActor
@Suite("Controls: targets and reuse")
struct ControlTargetTests {
  @Test func addingATargetAgainReplacesItsAction() {
    let button = Headless.Button()
    let counter = TapCounter()
    for _ in 0..<1_000 { button.addTarget(counter, action: TapCounter.tapped) }
    button.addTarget(counter, action: TapCounter.tappedTwice)
    #expect(button.actionCount == 1)
    button.tap()
    #expect(counter.taps == 2)
  }

  @Test func oneTargetKeepsAnActionForEachSetOfEvents() {
    // UIKit: a view controller that is the target of a text field's `.editingChanged` and its
    // `.primaryActionTriggered` gets both; adding one must not drop the other.
    @MainActor final class FormController {
      var log: [String] = []
      func textChanged(_ sender: Headless.Control) {
        log.append("changed \((sender as? Headless.TextField)?.text ?? "")")
      }
      func returnPressed(_ sender: Headless.Control) { log.append("return") }
    }
    let field = Headless.TextField()
    let controller = FormController()
    field.addTarget(controller, action: FormController.textChanged, for: .editingChanged)
    field.addTarget(controller, action: FormController.returnPressed, for: .primaryActionTriggered)
    field.addTarget(controller, action: FormController.textChanged, for: .editingChanged)
    #expect(field.actionCount == 2)
    field.type("Bob")
    field.submit()
    #expect(controller.log == ["changed Bob", "return"])
    field.removeTarget(controller)
    #expect(field.actionCount == 0)
  }

  @Test func targetsAreHeldWeaklyAndDropOutWhenReleased() {
    let button = Headless.Button()
    let kept = TapCounter()
    button.addTarget(kept, action: TapCounter.tapped)
    do {
      let released = TapCounter()
      button.addTarget(released, action: TapCounter.tapped)
      #expect(button.actionCount == 2)
    }
    #expect(button.actionCount == 1)
    button.tap()
    #expect(kept.taps == 1)
    button.removeTarget(kept)
    #expect(button.actionCount == 0)
  }

  @Test func aTapOnARowReachesTheDelegateLikeAPersonsTap() {
    // Named `tapRow(at:)` like `Button.tap()`: UIKit's `selectRow(at:animated:scrollPosition:)`
    // selects in code and tells no delegate, so a UIKit developer must not find that name here.
    final class Rows: Headless.ListDataSource, Headless.ListDelegate {
      var selected: [Headless.RowIndex] = []
      func numberOfSections(in list: Headless.ListView) -> Int { 1 }
      func list(_ list: Headless.ListView, numberOfRowsInSection section: Int) -> Int { 2 }
      func list(_ list: Headless.ListView, titleForSection section: Int) -> String? { nil }
      func list(_ list: Headless.ListView, configure cell: Headless.ListCell, at index: Headless.RowIndex) {
        cell.isHidden = index.row == 1
      }
      func list(_ list: Headless.ListView, didSelectRowAt index: Headless.RowIndex) { selected.append(index) }
    }
    let rows = Rows()
    let list = Headless.ListView()
    list.dataSource = rows
    list.delegate = rows
    list.reloadData()
    #expect(list.tapRow(at: Headless.RowIndex(section: 0, row: 0)))
    #expect(!list.tapRow(at: Headless.RowIndex(section: 0, row: 1)), "a hidden cell takes no tap")
    #expect(!list.tapRow(at: Headless.RowIndex(section: 0, row: 5)))
    #expect(rows.selected == [Headless.RowIndex(section: 0, row: 0)])
  }

  @Test func theListReusesItsCellsAcrossReloads() {
    final class Rows: Headless.ListDataSource {
      var count = 3
      func numberOfSections(in list: Headless.ListView) -> Int { 1 }
      func list(_ list: Headless.ListView, numberOfRowsInSection section: Int) -> Int { count }
      func list(_ list: Headless.ListView, titleForSection section: Int) -> String? { nil }
      func list(_ list: Headless.ListView, configure cell: Headless.ListCell, at index: Headless.RowIndex) {
        cell.textLabel?.text = "row \(index.row)"
      }
    }
    let rows = Rows()
    let list = Headless.ListView()
    list.dataSource = rows
    list.reloadData()
    let first = list.cell(at: Headless.RowIndex(section: 0, row: 0))
    for _ in 0..<100 { list.reloadData() }
    #expect(list.madeCellCount == 3)
    #expect(list.cell(at: Headless.RowIndex(section: 0, row: 0)) === first)
    rows.count = 1
    list.reloadData()
    rows.count = 5
    list.reloadData()
    #expect(list.madeCellCount == 5)
    #expect(list.sections.first?.cells.map { $0.textLabel?.text } == ["row 0", "row 1", "row 2", "row 3", "row 4"])
    rows.count = -1
    list.reloadData()
    #expect(list.rowIndices.isEmpty, "a negative count from a data source shows nothing")
  }
}
