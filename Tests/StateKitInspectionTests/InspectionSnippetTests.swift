import StateKit
import StateKitInspection
import Testing

// The README's and the catalog's line that attaches a machine (`DocumentationSnippetTests`
// finds it here), run as an app runs it: with no inspector on port 7710 unless one is started.
@MainActor
@Suite("Inspection snippets")
struct InspectionSnippetTests {
  @Test func oneLineAttachesAMachine() throws {
    let machine = StateMachine(try screenChart(), context: ScreenModel())
    let session = try machine.inspect(name: "Seed 000")
    machine.start()
    machine.send(.loaded(["a"]))
    #expect(session.isAttached && session.name == "Seed 000" && machine.activeAtomicStates == [.browse])
    session.detach()
  }
}
