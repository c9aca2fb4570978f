#if canImport(SwiftUI)
  import StateKit
  import SwiftUI

  extension SwiftUI.View {
    /// Shows the view only while `state` is active.
    public func visible<S: Hashable & Sendable, E: Hashable & Sendable, C>(
      in state: S, of machine: StateMachine<S, E, C>
    ) -> some SwiftUI.View {
      opacity(machine.isActive(state) ? 1 : 0)
        .allowsHitTesting(machine.isActive(state))
    }
  }
#endif
