import StateKit

/// A button that asks for a second tap before it acts: the first tap arms it (its normal title
/// changes to `confirmTitle`), a second tap within `window` confirms, and otherwise it disarms
/// itself and shows its title again. Its small state is a StateKit chart of its own.
///
/// Written once for every ``BehaviorButton``: `ConfirmationBehavior<UIButton>` on iOS,
/// `ConfirmationBehavior<Headless.Button>` with StateKitControls.
///
/// ```swift
/// let confirmation = ConfirmationBehavior<UIButton>(confirmTitle: "Tap again to delete", clock: ContinuousClock())
/// confirmation.onConfirm = { [weak self] in self?.deleteAll() }
/// confirmation.bindLifetime(to: self)
/// confirmation.button = deleteButton
/// ```
@MainActor
public final class ConfirmationBehavior<Button: BehaviorButton>: Behavior {
  enum Phase: Hashable, Sendable { case idle, armed }
  enum Input: Hashable, Sendable { case tap }

  /// What the behavior's chart acts on; separate from the behavior so that nothing forms a cycle.
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
  ///   - confirmTitle: the button's normal title while armed.
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
          scope.title = scope.button?.title(for: [])
          scope.button?.setTitle(scope.confirmTitle, for: [])
        }
        Exit { scope in scope.button?.setTitle(scope.title, for: []) }
        On(.tap, to: .idle) { $0.context.onConfirm() }
        After(window, to: .idle)
      }
    }
    machine = StateMachine(chart, context: target, clock: clock)
    machine.start()
  }

  /// A released behavior leaves no action on its button.
  isolated deinit {
    button?.removeStateKitAction(identifiedBy: actionIdentifier, for: Button.primaryActionEvents)
  }

  /// This behavior's action on its button: one per behavior, replaced when set again, and
  /// apart from what the app registers (its own `send(_:to:)` included).
  private var actionIdentifier: String { "org.statekit.confirmation.\(ObjectIdentifier(self).hashValue)" }

  /// The button to guard (held weakly).
  public weak var button: Button? {
    didSet {
      oldValue?.removeStateKitAction(identifiedBy: actionIdentifier, for: Button.primaryActionEvents)
      target.button = button
      button?.replaceStateKitAction(identifiedBy: actionIdentifier, for: Button.primaryActionEvents) {
        [weak machine] _ in _ = machine?.send(.tap)
      }
    }
  }
}
