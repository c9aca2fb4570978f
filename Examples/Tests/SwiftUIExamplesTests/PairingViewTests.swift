#if canImport(SwiftUI)
  import ExampleCharts
  import StateKit
  import StateKitTesting
  import StateKitUI
  import SwiftUI
  import SwiftUIExamples
  import Testing

  /// A pairing service that accepts every code at once.
  struct AcceptingService: PairingService {
    func requestPairing(code: String) async throws -> Bool { true }
  }

  /// Seed 004's SwiftUI view: the rows it shows, and the pushes its task hands to the wizard.
  @MainActor
  @Suite struct PairingViewTests {
    func rowTexts(_ view: PairingView) -> [String] {
      view.sections.flatMap { $0.element.rows.map(\.text) }
    }

    @Test func theViewFollowsTheStepsAndItsTaskDeliversThePush() async throws {
      let flow = PairingWizard.makeFlow(service: AcceptingService(), clock: ManualClock())
      let (pushes, push) = AsyncStream.makeStream(of: Bool.self)
      let view = PairingView(flow: flow, pushes: pushes)
      flow.start()
      _ = view.body
      #expect(rowTexts(view) == ["6 digits", "Send request", "Cancel"])

      // What the code field's binding does.
      flow.type("123456", intoRow: "code")
      #expect(rowTexts(view) == ["123456", "Send request", "Cancel"])
      flow.send(.submit)
      try await flow.machine.waitUntilActive(.waitForResponse, timeout: .seconds(5))
      #expect(rowTexts(view) == ["Confirm on the alarm system", "Cancel"])
      _ = view.body

      push.yield(true)
      push.finish()
      await view.receivePushes()
      #expect(flow.machine.isActive(.paired))
    }

    @Test func dismissingTheSheetSendsCloseAndTheStateKeepsItClosed() async throws {
      let flow = PairingWizard.makeFlow(service: AcceptingService(), clock: ManualClock())
      let view = PairingView(flow: flow, pushes: AsyncStream { $0.finish() })
      flow.start()
      // What the sheet's binding reads and writes.
      let sheet = Bindable(flow.machine).isShowingConfirmation
      #expect(!sheet.wrappedValue)
      // Dismissing while nothing is shown changes nothing: the wizard takes no `close` yet.
      sheet.wrappedValue = false
      #expect(flow.machine.isActive(.enterCode))

      flow.type("123456", intoRow: "code")
      flow.send(.submit)
      try await flow.machine.waitUntilActive(.waitForResponse, timeout: .seconds(5))
      flow.send(.pushAccepted)
      #expect(sheet.wrappedValue)
      _ = view.body
      // A swipe down writes false: the wizard closes, and the sheet stays down.
      sheet.wrappedValue = false
      #expect(flow.machine.isActive(.closed))
      #expect(!sheet.wrappedValue)
      #expect(flow.machine.isFinished)
    }
  }
#endif
