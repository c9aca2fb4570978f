import StateKitControls
import Testing

/// The headless button's titles and images per control state, as `UIButton` documents them.
@MainActor
@Suite("Controls: a button's values per control state")
struct ButtonStateTests {
  @Test func aStateWithoutATitleOfItsOwnShowsTheNormalOne() {
    let button = Headless.Button(name: "save", title: "Save")
    #expect(button.title(for: .disabled) == "Save")
    button.setTitle("Saving…", for: .disabled)
    button.setTitle("Saved", for: [.selected, .highlighted])
    #expect(button.title(for: .disabled) == "Saving…")
    #expect(button.title(for: .selected) == "Save", "only the exact combination has its own title")
    #expect(button.currentTitle == "Save")
    button.isEnabled = false
    #expect(button.state == .disabled)
    #expect(button.currentTitle == "Saving…")
    button.isEnabled = true
    button.isSelected = true
    button.isHighlighted = true
    #expect(button.currentTitle == "Saved")
    button.setTitle(nil, for: [.selected, .highlighted])
    #expect(button.currentTitle == "Save", "nil removes a state's own title")
    button.setTitle(nil, for: .normal)
    #expect(button.title(for: .normal) == nil)
    #expect(button.title(for: .disabled) == "Saving…")
  }

  @Test func theKeyPathSubscriptsReadAndWriteThroughTheMethods() {
    let button = Headless.Button(name: "star")
    button[image: .selected] = Headless.Image("star.fill")
    button[image: .normal] = Headless.Image("star")
    #expect(button.image(for: .selected) == Headless.Image("star.fill"))
    #expect(button.currentImage == Headless.Image("star"))
    button.isSelected = true
    #expect(button.currentImage == Headless.Image("star.fill"))
    button[titleColor: .normal] = .red
    #expect(button.titleColor(for: .disabled) == .red)
    let keyPath: ReferenceWritableKeyPath<Headless.Button, String?> = \.[title: [.selected, .highlighted]]
    button[keyPath: keyPath] = "On"
    #expect(button.title(for: [.highlighted, .selected]) == "On")
  }
}
