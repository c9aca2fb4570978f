#if canImport(SwiftUI)
  import StateKit
  import SwiftUI

  /// A button that sends an event to a machine and is disabled while the machine would reject
  /// it. `StateMachine` is `Observable`, so the button updates when the configuration changes.
  public struct SendButton<S: Hashable & Sendable, E: Hashable & Sendable, C, Label: SwiftUI.View>: SwiftUI.View {
    let machine: StateMachine<S, E, C>
    let event: E
    let label: Label

    public init(_ event: E, to machine: StateMachine<S, E, C>, @ViewBuilder label: () -> Label) {
      self.machine = machine
      self.event = event
      self.label = label()
    }

    public var body: some SwiftUI.View {
      SwiftUI.Button {
        machine.send(event)
      } label: {
        label
      }
      .disabled(!machine.can(event))
    }
  }
#endif
