import Testing
import UIKit

/// The declared API's behavior, on which the adapters' and samples' tests rely.
@MainActor
@Suite struct ShimBehaviorTests {
  @Test func aControlRunsItsActionsForTheirEventsOnly() {
    let button = UIButton(type: .system)
    var taps: [String] = []
    button.addAction(UIAction { _ in taps.append("primary") }, for: .primaryActionTriggered)
    button.addAction(UIAction { _ in taps.append("value") }, for: .valueChanged)
    button.sendActions(for: .primaryActionTriggered)
    #expect(taps == ["primary"])
  }

  @Test func anActionWithTheSameIdentifierReplacesTheEarlierOne() {
    let control = UIControl(frame: .zero)
    var taps: [String] = []
    let id = UIAction.Identifier("tap")
    control.addAction(UIAction(identifier: id) { _ in taps.append("first") }, for: .touchUpInside)
    control.addAction(UIAction(identifier: id) { _ in taps.append("second") }, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(taps == ["second"])
    control.removeAction(identifiedBy: id, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(taps == ["second"])
  }

  @Test func theSenderIsTheControl() {
    let stepper = UIStepper(frame: .zero)
    var sender: Any?
    stepper.addAction(UIAction { sender = $0.sender }, for: .valueChanged)
    stepper.sendActions(for: .valueChanged)
    #expect((sender as? UIStepper) === stepper)
  }

  @Test func aButtonsTitleFallsBackToTheNormalState() {
    let button = UIButton(type: .system)
    button.setTitle("Edit", for: .normal)
    #expect(button.title(for: .selected) == "Edit")
    button.setTitle("Done", for: .selected)
    button.isSelected = true
    #expect(button.currentTitle == "Done")
    button.setTitle(nil, for: .selected)
    #expect(button.currentTitle == "Edit")
  }

  @Test func animateRunsTheAnimationsThenCompletesAsFinished() {
    @MainActor final class Outcome { var finished: Bool? }
    let view = UIView(frame: .zero)
    let outcome = Outcome()
    // The completion is `@Sendable` (SE-0463): main-actor state is reached as on iOS.
    UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut]) {
      view.alpha = 0
    } completion: { finished in
      MainActor.assumeIsolated { outcome.finished = finished }
    }
    #expect(view.alpha == 0)
    #expect(outcome.finished == true)
  }

  @Test func aTableViewAsksItsDataSourceAndReusesCells() {
    final class Source: NSObject, UITableViewDataSource {
      var rows = ["a", "b"]
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
      }
    }
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let source = Source()
    table.dataSource = source
    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 2)
    let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(first?.textLabel?.text == "a")
    source.rows = ["c"]
    table.reloadData()
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "c")
    #expect(table.visibleCells.count == 1)
  }

  @Test func aViewControllerLoadsItsViewOnce() {
    final class Controller: UIViewController {
      var loads = 0
      override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
      }
    }
    let controller = Controller(nibName: nil, bundle: nil)
    #expect(!controller.isViewLoaded)
    _ = controller.view
    _ = controller.view
    #expect(controller.loads == 1)
  }
}
