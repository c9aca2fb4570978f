import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI
import SwiftUI
import Testing

// A SwiftUI view file as an app writes it, with every StateKit product imported: SwiftUI's names
// unqualified (`@State`, `Color`, `Text`, `Button`, `List`, `Toggle`, `Label`, `Image`,
// `Transition`) and a chart written with StateKit's DSL (`State(…)`, `Transition(…)`) in the same
// file. Before StateKit's `State` became a function, `@State` here was "ambiguous for type
// lookup"; `.ci/check_apple_names.py` keeps every other public name of StateKit's apart from
// Apple's.

private enum Mode: Hashable, Sendable { case browse, edit }
private enum Tap: Hashable, Sendable { case edit, done, reset }
@MainActor private final class Draft { var title = "" }

@MainActor private func editingChart() throws -> Chart<Mode, Tap, Draft> {
  try Chart(initial: .browse) {
    State(.browse) { On(.edit, to: .edit) }
    State(.edit) {
      On(.done, to: .browse)
      Transition(.event(.reset), to: [.browse])
    }
  }
}

/// A fade written against SwiftUI's `Transition` protocol, in the file that uses the DSL's.
private struct Fade: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase == .identity ? 1 : 0) }
}

private struct EditorView: View {
  @State private var count = 0
  @State private var isOn = false
  let machine: StateMachine<Mode, Tap, Draft>

  var body: some View {
    List {
      Text("Count")
      Button("Add") { add() }
      Toggle(isOn: $isOn) { Text("Notify") }
      Label("Star", image: "star")
      Image(systemName: "star")
      Color.red
    }
  }

  func add() { count += 1 }
  var shownCount: Int { count }
}

@MainActor
@Suite("A SwiftUI file that imports StateKit's products")
struct SwiftUIFileTests {
  @Test func stateIsSwiftUIsPropertyWrapperAndTheChartIsStateKits() throws {
    let machine = StateMachine(try editingChart(), context: Draft())
    machine.start()
    let view = EditorView(machine: machine)
    _ = view.body
    view.add()
    view.add()
    #expect(view.shownCount == 2)
    machine.send(.edit)
    #expect(machine.isActive(.edit))
    machine.send(.reset)
    #expect(machine.isActive(.browse))
    // The headless controls are in their namespace, next to SwiftUI's `Button`.
    let button = Headless.Button(name: "save", title: "Save")
    #expect(button.currentTitle == "Save")
    #expect(Color.red == Color.red)
    _ = Fade()
  }
}
