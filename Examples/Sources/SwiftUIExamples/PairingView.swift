#if canImport(SwiftUI)
  import ExampleCharts
  import StateKit
  import StateKitUI
  import SwiftUI

  /// Seed 004 in SwiftUI: a list shows the wizard's current step (the flow's machine is
  /// `Observable`, and so is the context the steps read), rows send their events, the code is a
  /// `Binding` into the context, the alarm system's pushes arrive through the view's task, and
  /// the end of the pairing is a sheet shown in the `paired` state and dismissed through the
  /// `close` event.
  public struct PairingView: View {
    public typealias Step = PairingWizard.Step

    public let flow: Flow<Step, PairingWizard.Input, PairingWizard.Pairing>
    /// The alarm system's push notifications: `true` when it accepted.
    let pushes: AsyncStream<Bool>

    public init(flow: Flow<Step, PairingWizard.Input, PairingWizard.Pairing>, pushes: AsyncStream<Bool>) {
      self.flow = flow
      self.pushes = pushes
    }

    public var body: some View {
      List {
        ForEach(sections, id: \.offset) { section in
          Section(section.element.title ?? "") {
            ForEach(section.element.rows, id: \.id) { row in
              self.row(row)
            }
          }
        }
      }
      .task { await receivePushes() }
      .sheet(isPresented: Bindable(flow.machine).isShowingConfirmation) {
        Text("Paired: you will receive alarms")
      }
    }

    @ViewBuilder
    private func row(_ row: FlowRow<PairingWizard.Input, PairingWizard.Pairing>) -> some View {
      if row.onInput != nil {
        TextField("6 digits", text: code)
      } else if row.event == nil && flow.machine.isActive(.requesting) {
        // While the request is on its way, its row is a spinner.
        ProgressView(row.text)
      } else {
        Button(row.text) { if let event = row.event { flow.send(event) } }
          .disabled(!row.isEnabled || row.event == nil)
      }
    }

    /// The current step's sections, numbered.
    public var sections: [(offset: Int, element: FlowSection<PairingWizard.Input, PairingWizard.Pairing>)] {
      Array((flow.currentStep?.sections(flow.machine.context) ?? []).enumerated())
    }

    /// The code field: a binding into the context, written through the flow's field row so that
    /// the step's rows follow.
    public var code: Binding<String> {
      let flow = flow
      // The closures are `@Sendable`: they say that they run on the main actor, as SwiftUI calls them.
      return Binding(
        get: { @MainActor in flow.machine.context.code }, set: { @MainActor in flow.type($0, intoRow: "code") })
    }

    /// What the view's task does: hands every push to the wizard until the view disappears.
    public func receivePushes() async {
      for await accepted in pushes {
        flow.send(accepted ? .pushAccepted : .pushDeclined)
      }
    }
  }

  extension StateMachine where S == PairingWizard.Step, E == PairingWizard.Input, C == PairingWizard.Pairing {
    /// Whether the confirmation sheet is shown: in the `paired` state. When SwiftUI dismisses the
    /// sheet (a swipe down) it writes `false`, which is sent as `close`: the chart leaves
    /// `paired`, and the sheet stays closed because the state says so.
    public var isShowingConfirmation: Bool {
      get { isActive(.paired) }
      set { if !newValue { send(.close) } }
    }
  }
#endif
