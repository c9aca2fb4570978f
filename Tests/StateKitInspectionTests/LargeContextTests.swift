import Foundation
import StateKit
import Testing

@_spi(InspectorProtocol) @testable import StateKitInspection

/// A context of a megabyte: found from the busy app of the measurements, where encoding it at
/// every step cost the app 2.8 ms a step for a context the page never sees.
@MainActor
@Suite("A context too large to send", .serialized)
struct LargeContextTests {
  @Test func isEncodedAgainOnlyEveryFewStepsAndShownOnceItFits() async throws {
    let inspector = try CapturingInspector()
    let machine = StateMachine(try screenChart(), context: ScreenModel())
    let session = try machine.inspect(
      name: "Large", at: .local(port: inspector.port, retryInterval: 0.05), log: { _ in })
    // Connected first: steps kept for a later server keep only the newest context.
    #expect(await inspector.waitForMessage { $0.contains(#""type":"attached""#) })
    machine.start()  // step 1: a small context
    let large = Array(repeating: String(repeating: "x", count: 1_000), count: 400)
    machine.send(.loaded(large))  // step 2: too large
    machine.send(.loaded(["a"]))  // step 3: small again, but not encoded yet
    let interval = MachineInspector<Screen, ScreenEvent, ScreenModel>.largeContextInterval
    for _ in 0..<interval { machine.send(.loaded(["a"])) }
    let last = 3 + interval
    #expect(await inspector.waitForMessage { $0.contains(#""seq":\#(last),"#) })
    let steps = try inspector.messages.compactMap {
      if case .step(let step) = try InspectorMessage.decode(Data($0.utf8)) { step } else { nil }
    }
    #expect(steps.map(\.seq) == Array(1...last))
    #expect(steps[0].context != nil && steps[0].truncated == nil)
    // Left out from the step it was found too large until `interval` steps later.
    for step in steps[1..<(1 + interval)] { #expect(step.context == nil && step.truncated == true, "step \(step.seq)") }
    #expect(steps[interval + 1].context == .object(["items": .array([.string("a")]), "saves": .int(0)]))
    session.detach()
    inspector.stop()
  }
}

/// Steps taken while no inspector runs are kept for it, bounded: a thousand a machine, and only
/// the newest with its context.
@MainActor
@Suite("Steps kept until an inspector runs")
struct KeptStepsTests {
  @Test func theLastThousandAreKeptOnlyTheNewestWithItsContext() throws {
    let machine = StateMachine(try screenChart(), context: ScreenModel())
    // Port 5: nothing listens; a connection of its own.
    let session = try machine.inspect(name: "Kept", at: .local(port: 5, retryInterval: 10), log: { _ in })
    machine.start()
    for index in 0..<1_200 { machine.send(.loaded(["item \(index)"])) }
    let connection = InspectorConnection.shared(port: 5, appName: "", retryInterval: 10, log: { _ in })
    let kept = connection.keptSteps(of: session.machineID)
    #expect(kept.map(\.seq) == Array(202...1_201))
    #expect(kept.dropLast().allSatisfy { $0.context == nil && $0.truncated == true })
    #expect(kept.last?.context == .object(["items": .array([.string("item 1199")]), "saves": .int(0)]))
    session.detach()
  }
}
