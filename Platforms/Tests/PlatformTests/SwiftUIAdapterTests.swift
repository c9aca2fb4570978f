import StateKit
import StateKitTesting
import StateKitUI
import SwiftUI
import Testing

/// StateKitUI's SwiftUI adapters, compiled from the shipped files against the declared API.
@MainActor
@Suite struct SwiftUIAdapterTests {
  enum Mode: Hashable, Sendable { case browse, edit }
  enum Input: Hashable, Sendable { case edit, done }

  static let chart = try! Chart<Mode, Input, Void>(initial: .browse) {
    State(.browse) { On(.edit, to: .edit) }
    State(.edit) { On(.done, to: .browse) }
  }

  struct EditScreen: View {
    let machine: StateMachine<Mode, Input, Void>
    var body: some View {
      VStack {
        Text("Number")
        SendButton(.edit, to: machine) { Text("Edit") }
        SendButton(.done, to: machine) { Text("Done") }
          .visible(in: .edit, of: machine)
      }
    }
  }

  @Test func aScreenOfAdaptersBuildsItsBody() {
    let machine = StateMachine(Self.chart, context: (), clock: ManualClock())
    machine.start()
    let screen = EditScreen(machine: machine)
    // The shim renders nothing; building the body runs the adapters' code.
    _ = screen.body
    _ = SendButton(.edit, to: machine) { Text("Edit") }.body
    #expect(machine.can(.edit))
    #expect(!machine.can(.done))
  }
}
