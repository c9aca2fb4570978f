import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI
import Testing

/// A view owner whose setter calls back into the machine and the binding, as real views do.
@MainActor
final class EchoingPanel {
  var machine: StateMachine<EchoingPanel.Phase, String, EchoingPanel>?
  var binding: AppearanceBinding<Phase, EchoingPanel>?
  var titles: [String] = []
  var title = "" {
    didSet {
      titles.append(title)
      guard title == "done" else { return }
      machine?.send("noted")  // queued: the machine is busy delivering this step
      binding?.refresh(animated: false)  // runs after the refresh that set the title
    }
  }
  enum Phase: Hashable, Sendable { case loading, done }
}

@MainActor
@Suite("Appearance: callbacks, restores, and a struct context")
struct AppearanceInCallbacksTests {
  @Test func aSetterThatSendsAnEventOrRefreshesAgainSetsEachValueOnce() throws {
    let chart = try Chart<EchoingPanel.Phase, String, EchoingPanel>(initial: .loading) {
      State(.loading) { On("finish", to: .done) }
      State(.done) { On("noted") { _ in } }
    }
    let panel = EchoingPanel()
    let machine = StateMachine(chart, context: panel, clock: ManualClock())
    panel.machine = machine
    panel.binding = try Appearance<EchoingPanel.Phase, EchoingPanel> {
      When(.loading) { Assign(\.title, "loading") }
      When(.done) { Assign(\.title, "done") }
    }.bind(to: machine)
    machine.start()
    machine.send("finish")
    #expect(panel.titles == ["loading", "done"])
    #expect(panel.binding?.setCount == 2)
  }

  @Test func aRestoredSnapshotOfAStructContextRedrawsTheViewOwner() throws {
    struct Draft: Codable, Equatable { var note = "" }
    @MainActor final class Views {
      let note = Headless.Label(name: "note")
      let save = Headless.Button(name: "save", title: "Save")
    }
    enum Mode: Hashable, Sendable, Codable { case editing, saving }
    let chart = try Chart<Mode, String, Draft>(initial: .editing) {
      State(.editing) {
        On("save", to: .saving)
        On("type") { $0.note += "x" }
      }
      State(.saving) { On("done", to: .editing) }
    }
    let views = Views()
    let machine = StateMachine(chart, context: Draft(), clock: ManualClock())
    let binding = try Appearance<Mode, Views> {
      When(.editing) { Assign(\.note.text, from: Draft.self) { $0.note } }
      When(.saving) { Assign(\.save.isEnabled, false) }
    }.bind(to: machine, views: views)
    machine.start()
    machine.send("type")
    let snapshot = try machine.snapshot()
    machine.send("type")
    machine.send("save")
    #expect(!views.save.isEnabled)
    try machine.restore(snapshot)
    #expect(views.save.isEnabled, "restoring is a step: the appearance follows it")
    #expect(views.note.text == "x")
    _ = binding
  }
}
