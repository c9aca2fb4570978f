import StateKitControls
import Testing

// The sample of StateKitControls' landing page (StateKitControls.docc), verbatim.
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
}
