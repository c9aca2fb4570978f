import StateKit
import StateKitTesting
import StateKitUI
import Testing
import UIKit

/// The behaviors' UIKit forms, on `UIButton`.
@MainActor
@Suite struct UIKitBehaviorTests {
  let star = UIImage(systemName: "star")
  let filledStar = UIImage(systemName: "star.fill")

  @Test func aToggleFlipsTheButtonsImageOnEveryTap() {
    let button = UIButton(type: .system)
    let toggle = ToggleButtonBehavior<UIButton>(normalImage: star, selectedImage: filledStar)
    var reported: [Bool] = []
    toggle.onToggle = { reported.append($0) }
    toggle.button = button
    #expect(button.image(for: .normal) == star)
    button.sendActions(for: .primaryActionTriggered)
    #expect(button.image(for: .normal) == filledStar)
    button.sendActions(for: .primaryActionTriggered)
    #expect(button.image(for: .normal) == star)
    #expect(reported == [true, false])
  }

  @Test func aTapDuringAFadeWins() {
    let clock = ManualClock()
    let button = UIButton(type: .system)
    let toggle = ToggleButtonBehavior<UIButton>(normalImage: star, selectedImage: filledStar, animated: true)
    toggle.animator = ClockAnimator(scheduler: clock)
    toggle.button = button
    button.sendActions(for: .primaryActionTriggered)
    #expect(button.alpha == 0)
    #expect(button.image(for: .normal) == star)  // swapped when faded out
    clock.advance(by: .milliseconds(300))
    button.sendActions(for: .primaryActionTriggered)  // back to normal, mid-fade
    clock.advance(by: .seconds(2))
    #expect(button.image(for: .normal) == star)
    #expect(button.alpha == 1)
    #expect(!toggle.isToggled)
  }

  @Test func aToggleMovedToAnotherButtonLeavesTheFirst() {
    let first = UIButton(type: .system)
    let second = UIButton(type: .system)
    let toggle = ToggleButtonBehavior<UIButton>(normalImage: star, selectedImage: filledStar)
    toggle.button = first
    toggle.button = second
    first.sendActions(for: .primaryActionTriggered)
    #expect(!toggle.isToggled)
    second.sendActions(for: .primaryActionTriggered)
    #expect(toggle.isToggled)
  }

  @Test func aConfirmationArmsThenConfirms() {
    let clock = ManualClock()
    let button = UIButton(type: .system)
    button.setTitle("Delete", for: .normal)
    let confirmation = ConfirmationBehavior<UIButton>(confirmTitle: "Sure?", clock: clock)
    var confirmed = 0
    confirmation.onConfirm = { confirmed += 1 }
    confirmation.button = button
    button.sendActions(for: .primaryActionTriggered)
    #expect(confirmation.isArmed)
    #expect(button.currentTitle == "Sure?")
    button.sendActions(for: .primaryActionTriggered)
    #expect(confirmed == 1)
    #expect(button.currentTitle == "Delete")
  }

  @Test func aConfirmationDisarmsAfterItsWindow() {
    let clock = ManualClock()
    let button = UIButton(type: .system)
    button.setTitle("Delete", for: .normal)
    let confirmation = ConfirmationBehavior<UIButton>(confirmTitle: "Sure?", window: .seconds(3), clock: clock)
    var confirmed = 0
    confirmation.onConfirm = { confirmed += 1 }
    confirmation.button = button
    button.sendActions(for: .primaryActionTriggered)
    clock.advance(by: .seconds(3))
    #expect(!confirmation.isArmed)
    #expect(button.currentTitle == "Delete")
    button.sendActions(for: .primaryActionTriggered)
    #expect(confirmed == 0)
  }

  @Test func aBehaviorBoundToAViewControllerLivesAsLongAsIt() {
    weak var weakToggle: ToggleButtonBehavior<UIButton>?
    let controller = UIViewController(nibName: nil, bundle: nil)
    do {
      let toggle = ToggleButtonBehavior<UIButton>(normalImage: star, selectedImage: filledStar)
      toggle.bindLifetime(to: controller)
      weakToggle = toggle
    }
    #expect(weakToggle != nil)
  }
}
