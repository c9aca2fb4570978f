import Foundation  // CGFloat, for a button's `alpha`
import StateKit
import StateKitTesting
import StateKitUI
import Testing

// No StateKitControls here: StateKitUI's behaviors drive any `BehaviorButton`, such as an app's
// own custom-drawn button, with no headless control involved.

/// An app's own button, with its own control states, images and events.
@MainActor
private final class DrawnButton: BehaviorButton {
  struct State: OptionSet, Sendable {
    let rawValue: UInt
    static let highlighted = State(rawValue: 1)
  }
  struct Events: OptionSet, Sendable {
    let rawValue: UInt
    static let touchUp = Events(rawValue: 1)
  }
  var titles: [UInt: String] = [:]
  var images: [UInt: String] = [:]
  var alpha: CGFloat = 1
  private var actions: [String: (AnyObject) -> Void] = [:]
  var actionCount: Int { actions.count }

  static var primaryActionEvents: Events { .touchUp }
  static var defaultBehaviorAnimator: (any Animator)? { nil }
  func title(for state: State) -> String? { titles[state.rawValue] }
  func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
  func setImage(_ image: String?, for state: State) { images[state.rawValue] = image }
  func replaceStateKitAction(
    identifiedBy identifier: String, for controlEvents: Events, _ handler: @escaping (AnyObject) -> Void
  ) { actions[identifier] = handler }
  func removeStateKitAction(identifiedBy identifier: String, for controlEvents: Events) { actions[identifier] = nil }
  func touchUp() { for action in Array(actions.values) { action(self) } }
}

@MainActor
@Suite("Behaviors: a button of the app's own")
struct OwnButtonBehaviorTests {
  @Test func theToggleFadesTheAppsOwnButtonByItsAlpha() {
    let clock = ManualClock()
    let animator = ClockAnimator(scheduler: clock)
    let button = DrawnButton()
    let toggle = ToggleButtonBehavior<DrawnButton>(normalImage: "off", selectedImage: "on", animated: true)
    toggle.animator = animator
    toggle.button = button
    #expect(button.images[0] == "off")
    button.touchUp()
    #expect(toggle.isToggled && button.alpha == 0)
    #expect(animator.records.map(\.properties) == [["alpha"]], "a button without a name fades its `alpha`")
    clock.advance(by: .seconds(2))
    #expect(button.images[0] == "on" && button.alpha == 1)
  }

  @Test func theConfirmationArmsAndDisarmsTheAppsOwnButton() {
    let clock = ManualClock()
    let button = DrawnButton()
    button.setTitle("Delete", for: [])
    var confirmed = 0
    do {
      let confirmation = ConfirmationBehavior<DrawnButton>(confirmTitle: "Sure?", window: .seconds(3), clock: clock)
      confirmation.onConfirm = { confirmed += 1 }
      confirmation.button = button
      button.touchUp()
      #expect(confirmation.isArmed && button.title(for: []) == "Sure?")
      clock.advance(by: .seconds(4))
      #expect(!confirmation.isArmed && button.title(for: []) == "Delete")
      button.touchUp()
      button.touchUp()
      #expect(confirmed == 1)
    }
    #expect(button.actionCount == 0, "a released behavior leaves no action on the button")
  }
}
