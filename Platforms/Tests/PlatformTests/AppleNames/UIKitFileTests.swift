import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI
import Testing
import UIKit

// A UIKit file as an app writes it, with every StateKit product imported: UIKit's and
// Foundation's names unqualified next to a chart written with StateKit's DSL.

private enum Download: Hashable, Sendable { case idle, loading }
private enum Input: Hashable, Sendable { case start, finish }

@MainActor private final class DownloadCell: UITableViewCell {
  let title = UILabel(frame: .zero)
  let action = UIButton(type: .system)
}

@MainActor
@Suite("A UIKit file that imports StateKit's products")
struct UIKitFileTests {
  @Test func uikitsNamesAndTheChartLiveInOneFile() throws {
    let chart = try Chart<Download, Input, DownloadCell>(initial: .idle) {
      State(.idle) { On(.start, to: .loading) }
      State(.loading) { On(.finish, to: .idle) }
    }
    let appearance = Appearance<Download, DownloadCell> {
      When(.idle) { Assign(\.action[title: .normal], "Download") }
      When(.loading) {
        Assign(\.action[title: .normal], "Cancel")
        Assign(\.title.backgroundColor, UIColor.red)
      }
    }
    let machine = StateMachine(chart, context: DownloadCell(style: .default, reuseIdentifier: "download"))
    machine.start()
    let binding = try appearance.bind(to: machine, animator: UIViewAnimator())
    machine.send(.start)
    #expect(machine.context.action.title(for: .normal) == "Cancel")
    #expect(machine.context.title.backgroundColor == .red)
    // The headless controls are in their namespace, next to UIKit's.
    let headless = Headless.Label(name: "title", text: "Idle")
    #expect(headless.text == "Idle")
    _ = binding
  }
}
