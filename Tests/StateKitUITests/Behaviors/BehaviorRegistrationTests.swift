import StateKit
import StateKitControls
import StateKitShowcase
import StateKitTesting
import StateKitUI
import Testing

@MainActor
@Suite("Behaviors: re-registration and release")
struct BehaviorRegistrationTests {
  @Test func attachingAndSettingTheButtonAgainKeepsOneOfEach() {
    let owner = ToggleController()
    let toggle = ToggleButtonBehavior<Headless.Button>(
      normalImage: Headless.Image("star"), selectedImage: Headless.Image("star.fill"))
    for _ in 0..<1_000 {
      toggle.attach(to: owner)
      toggle.button = owner.favorite
    }
    #expect(owner.behaviors.all.count == 1)
    #expect(owner.favorite.actionCount == 1)
    owner.favorite.tap()
    #expect(toggle.isToggled, "one tap toggles once")
  }

  @Test func aViewOwnsItsBehaviorsAndReleasesThemWithIt() {
    weak var weakBehavior: ToggleButtonBehavior<Headless.Button>?
    let button = Headless.Button(name: "favorite")
    do {
      let view = Headless.View(name: "card")
      let toggle = ToggleButtonBehavior<Headless.Button>(
        normalImage: Headless.Image("star"), selectedImage: Headless.Image("star.fill"))
      toggle.attach(to: view)
      toggle.button = button
      weakBehavior = toggle
      #expect(view.behaviors.all.count == 1)
      #expect(view.behaviors.first(ToggleButtonBehavior<Headless.Button>.self) === toggle)
    }
    #expect(weakBehavior == nil)
    #expect(button.actionCount == 0, "the released behavior's action is gone from the button")
  }

  @Test func aBehaviorsActionLeavesTheAppsOwnSendingInPlace() throws {
    let chart = try Chart<String, String, Int>(initial: "idle") { State("idle") { On("delete") { $0.context += 1 } } }
    let machine = StateMachine(chart, context: 0, clock: ManualClock())
    machine.start()
    let button = Headless.Button(name: "delete", title: "Delete")
    button.send("delete", to: machine)
    let confirm = ConfirmationBehavior<Headless.Button>(clock: ManualClock())
    confirm.button = button
    #expect(button.actionCount == 2)
    button.tap()
    #expect(confirm.isArmed && machine.context == 1, "both hear the tap")
    #expect(button.currentTitle == "Tap again to confirm")
  }

  @Test func movingABehaviorToAnotherButtonLeavesNothingOnTheFirst() {
    let owner = ToggleController()
    let confirm = ConfirmationBehavior<Headless.Button>(clock: ManualClock())
    confirm.attach(to: owner)
    confirm.button = owner.favorite
    confirm.button = owner.delete
    #expect(owner.favorite.actionCount == 0)
    #expect(owner.delete.actionCount == 1)
  }
}
