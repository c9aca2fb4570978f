import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI
import Testing

// The samples of the article "Behaviors Bound to an Owner" (StateKitUI.docc), verbatim.
// SAMPLE-BEGIN
/// Counts the taps on a button: a behavior with its own small state.
@MainActor final class TapCountBehavior: Behavior {
  private(set) var taps = 0

  weak var button: Headless.Button? {
    didSet {
      oldValue?.removeTarget(self)
      button?.addTarget(self, action: TapCountBehavior.tapped)
    }
  }

  func tapped(_ sender: Headless.Control) { taps += 1 }
}

@MainActor final class ArticleViewController: BehaviorOwner {
  let behaviors = Behaviors()
  let favorite = Headless.Button(name: "favorite")
}
// SAMPLE-END

@MainActor
@Suite("Documentation: behaviors bound to an owner")
struct BehaviorsArticleTests {
  @Test func attachingAndReleasing() {
    weak var released: TapCountBehavior?
    let button: Headless.Button
    do {
      // SAMPLE-BEGIN
      let controller = ArticleViewController()
      let counter = TapCountBehavior()
      counter.attach(to: controller)  // the controller keeps it alive
      counter.button = controller.favorite  // wired from outside: no subclass of the controller
      controller.favorite.tap()
      // SAMPLE-END
      #expect(counter.taps == 1)
      counter.attach(to: controller)
      counter.button = controller.favorite
      #expect(controller.behaviors.all.count == 1)
      #expect(controller.favorite.actionCount == 1)
      released = counter
      button = controller.favorite
    }
    #expect(released == nil, "released with its owner")
    #expect(button.actionCount == 0)
  }

  @Test func theToggleThatComesWithStateKitUI() {
    let controller = ArticleViewController()
    let clock = ManualClock()
    // SAMPLE-BEGIN
    let toggle = ToggleButtonBehavior<Headless.Button>(
      normalImage: Headless.Image("star"), selectedImage: Headless.Image("star.fill"), animated: true)
    toggle.animator = ClockAnimator(scheduler: clock)  // UIViewAnimator() in an app
    toggle.attach(to: controller)
    toggle.button = controller.favorite
    // SAMPLE-END
    controller.favorite.tap()
    clock.advance(by: .seconds(2))
    #expect(controller.favorite.currentImage == Headless.Image("star.fill"))
  }

  @Test func aViewAsOwner() {
    // SAMPLE-BEGIN
    let card = Headless.View(name: "card")  // a headless view owns behaviors as an associated object
    let confirm = ConfirmationBehavior<Headless.Button>(confirmTitle: "Really delete?", clock: ContinuousClock())
    confirm.attach(to: card)
    // SAMPLE-END
    #expect(card.behaviors.first(ConfirmationBehavior<Headless.Button>.self) === confirm)
  }
}
