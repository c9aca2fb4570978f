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

  // Issue 35: scene 004's request machine never appeared on the page.
  @Test func scene004sRequestMachineAttachesUnderTheWizard() async throws {
    let (server, port) = try await startServer()
    let showcase = Showcase()
    showcase.inspector = .local(port: port, retryInterval: 0.05)
    showcase.inspectorLog = { _ in }
    _ = await showcase.execute("open 004")
    _ = await showcase.execute("type code 123456")
    _ = await showcase.execute("tap send")
    let page = try Peer(port: port)
    try page.send(.hello(Hello(role: "page")))
    var attached: [Attached] = []
    while !attached.contains(where: { $0.name == "request" }),
      case .attached(let machine)? = await page.next({ if case .attached = $0 { true } else { false } })
    {
      attached.append(machine)
    }
    let request = try #require(attached.first { $0.name == "request" })
    let parent = try #require(attached.first { $0.machine == request.parent?.machine })
    #expect(request.parent?.id == "request" && request.parent?.how == "invoked")
    #expect(parent.parent == nil)
    _ = await showcase.execute("back")
    await server.stop()
  }
}
