import ShowcaseScenes
import StateKit
import StateKitInspectServer
@_spi(InspectorProtocol) @_spi(Testing) import StateKitInspection
import Testing

/// `swift run showcase --inspect`: the open scene's machines on the page, driven from it.
@MainActor
@Suite("Showcase on the inspector", .serialized)
struct ShowcaseInspectionTests {
  @Test func theSeed000ScreenMovesAndIsDrivenFromThePage() async throws {
    let (server, port) = try await startServer()
    let showcase = Showcase()
    showcase.inspector = .local(port: port, retryInterval: 0.05)
    showcase.inspectorLog = { _ in }
    _ = await showcase.execute("open 000")
    let page = try Peer(port: port)
    let attached = try #require(await page.greet())
    #expect(attached.name == "Seed 000 screen (Browse / Edit / Empty)" && attached.configuration == ["browse"])
    #expect(attached.commands == InspectorCommands(send: true, restore: true))
    _ = await showcase.execute("tap button")
    #expect(await page.step { $0.configuration == ["edit"] }?.event?.name == "button")
    try page.send(.send(SendCommand(id: "c1", machine: attached.machine, event: "button")))
    #expect(await page.result("c1")?.outcome == "transitioned")
    #expect(await showcase.execute("state").contains("state: browse"))
    // Going back detaches the scene's machines.
    _ = await showcase.execute("back")
    #expect(await page.next { if case .detached(let d) = $0 { d.machine == attached.machine } else { false } } != nil)
    await server.stop()
  }
}
