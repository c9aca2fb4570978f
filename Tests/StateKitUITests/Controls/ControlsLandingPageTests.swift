import StateKitControls
import StateKitUI
import Testing

// The samples of StateKitControls' landing page (StateKitControls.docc), verbatim.
@MainActor
@Suite("StateKitControls' landing page")
struct ControlsLandingPageTests {
  @Test func aDisabledButtonTakesNoTap() {
    let button = Headless.Button(name: "save", title: "Save")
    var taps = 0
    button.onAction { _ in taps += 1 }
    button.tap()
    button.isEnabled = false
    #expect(!button.tap(), "a disabled button takes no tap")
    #expect(taps == 1)
  }

  @Test func aHeadlessButtonIsDrivenByStateKitUIsToggle() {
    let toggle = ToggleButtonBehavior<Headless.Button>(
      normalImage: Headless.Image("star"), selectedImage: Headless.Image("star.fill"))
    let favorite = Headless.Button(name: "favorite")
    toggle.button = favorite
    favorite.tap()
    #expect(toggle.isToggled)
    #expect(favorite.currentImage == Headless.Image("star.fill"))
  }
}
