import StateKit
import StateKitUI
import SwiftUINames
import Testing

// This file imports StateKitUI next to a module with SwiftUI's names, as an app's file imports
// it next to SwiftUI. StateKitUI brings no `View`, `Button`, `Color` or `Image` of its own (the
// headless controls are in StateKitControls), so the plain names below are not ambiguous.
@MainActor
@Suite("Importing StateKitUI next to SwiftUI")
struct ImportWithoutShadowingTests {
  @Test func viewButtonColorAndImageMeanSwiftUIs() throws {
    let button = Button(title: "Sign in")
    let view: any View = button
    #expect((view as? Button)?.title == "Sign in")
    #expect(Color(name: "red") == Color(name: "red"))
    #expect(Image(name: "star").name == "star")
    // StateKitUI itself is usable in the same file: an appearance over a view owner.
    final class Screen { var title = "" }
    enum Mode: Hashable, Sendable { case idle }
    let chart = try Chart<Mode, String, Screen> { State(.idle) }
    let machine = StateMachine(chart, context: Screen())
    let binding = try Appearance<Mode, Screen> { When(.idle) { Assign(\.title, "idle") } }.bind(to: machine)
    machine.start()
    #expect(machine.context.title == "idle")
    _ = binding
  }
}
