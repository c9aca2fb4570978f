#if canImport(UIKit)
  import StateKit
  import StateKitTesting
  import StateKitUI
  import Testing
  import UIKit
  import UIKitExamples

  /// Seed 001's view controller: behaviors bound to it, driven by taps.
  @MainActor
  @Suite struct FavoritesViewControllerTests {
    @Test func theFavoriteButtonFadesToTheOtherImage() {
      let clock = ManualClock()
      let controller = FavoritesViewController(clock: clock, animator: ClockAnimator(scheduler: clock))
      controller.loadViewIfNeeded()
      #expect(controller.favoriteButton.currentImage == UIImage(systemName: "star"))
      controller.favoriteButton.sendActions(for: .primaryActionTriggered)
      #expect(controller.favoriteButton.alpha == 0)
      clock.advance(by: .milliseconds(700))
      #expect(controller.favoriteButton.currentImage == UIImage(systemName: "star.fill"))
      clock.advance(by: .milliseconds(700))
      #expect(controller.favoriteButton.alpha == 1)
    }

    @Test func deletingTakesASecondTapWithinThreeSeconds() {
      let clock = ManualClock()
      let controller = FavoritesViewController(clock: clock, animator: ImmediateAnimator())
      controller.loadViewIfNeeded()
      controller.deleteButton.sendActions(for: .primaryActionTriggered)
      #expect(controller.deleteButton.currentTitle == "Really delete?")
      clock.advance(by: .seconds(3))
      #expect(controller.deleteButton.currentTitle == "Delete")
      controller.deleteButton.sendActions(for: .primaryActionTriggered)
      controller.deleteButton.sendActions(for: .primaryActionTriggered)
      #expect(controller.statusLabel.text == "deleted")
    }
  }
#endif
