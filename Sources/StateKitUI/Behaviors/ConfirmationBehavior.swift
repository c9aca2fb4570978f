import StateKit
import StateKitControls

/// A button that asks for a second tap before it acts: the first tap arms it (its title changes
/// to `confirmTitle`), a second tap within `window` confirms, and otherwise it disarms itself.
/// Its small state is a StateKit chart of its own.
@MainActor
public final class ConfirmationBehavior: Behavior {
  enum Phase: Hashable, Sendable { case idle, armed }
  enum Input: Hashable, Sendable { case tap }

  /// What the behaviour's chart acts on; separate from the behaviour so that nothing forms a cycle.
  final class Target {
    weak var button: Button?
    var title: String?
    let confirmTitle: String
    var onConfirm: () -> Void = {}
    init(confirmTitle: String) { self.confirmTitle = confirmTitle }
  }

  private let target: Target
  private let machine: StateMachine<Phase, Input, Target>

  /// Called when the user confirms.
  public var onConfirm: () -> Void {
    get { target.onConfirm }
    set { target.onConfirm = newValue }
  }

  /// Whether the button waits for the confirming tap.
  public var isArmed: Bool { machine.isActive(.armed) }

  /// - Parameters:
  ///   - confirmTitle: the title while armed.
  ///   - window: how long the confirming tap may take.
  ///   - clock: where the window's time comes from.
  public init<Source: Clock>(
    confirmTitle: String = "Tap again to confirm", window: Duration = .seconds(3), clock: Source
  )
  where Source.Duration == Duration {
    target = Target(confirmTitle: confirmTitle)
    // The chart's closures capture nothing: everything they touch comes through the context.
    let chart = try! Chart<Phase, Input, Target> {
      State(.idle) { On(.tap, to: .armed) }
      State(.armed) {
        Entry { scope in
          scope.title = scope.button?.title(for: .normal)
          scope.button?.setTitle(scope.confirmTitle, for: .normal)
        }
        Exit { scope in scope.button?.setTitle(scope.title, for: .normal) }
        On(.tap, to: .idle) { $0.context.onConfirm() }
        After(window, to: .idle)
      }
    }
    machine = StateMachine(chart, context: target, clock: clock)
    machine.start()
  }

  /// The button to guard (held weakly).
  public weak var button: Button? {
    didSet {
      oldValue?.removeTarget(self)
      target.button = button
      button?.addTarget(self, action: ConfirmationBehavior.buttonTapped)
    }
  }

  func buttonTapped(_ sender: Control) {
    machine.send(.tap)
  }
}
