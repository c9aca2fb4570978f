import Foundation
import StateKit
import Testing

@_spi(InspectorProtocol) @testable import StateKitInspection

enum Toggle: String, Hashable, Sendable, Codable { case off, on }
enum ToggleEvent: String, Hashable, Sendable, Codable { case flip, flop, jam }

@MainActor
@Suite("Kept snapshots", .serialized)
struct KeptSnapshotTests {
  @Test func snapshotsAreBoundedByCountWhateverTheKindsOfSteps() async throws {
    let chart = try Chart<Toggle, ToggleEvent, Void>(initial: .off) {
      State(.off) { On(.flip, to: .on) }
      State(.on) { On(.flop, to: .off) }
    }
    let machine = StateMachine(chart, context: ())
    machine.start()
    let capture = try CapturingInspector()
    let connection = InspectorConnection.shared(port: capture.port, appName: "test", retryInterval: 0.05, log: { _ in })
    let inspector = MachineInspector(
      machine: machine, name: "Toggle", connection: connection, policy: InspectionPolicy(send: true, restore: true))
    // Send, send, rejected, 3,000 times: 9,000 steps, 6,000 of them with a snapshot.
    for _ in 0..<3_000 {
      machine.send(.flip)
      machine.send(.flop)
      machine.send(.jam)
    }
    #expect(inspector.seq == 9_000)
    #expect(inspector.snapshots.count <= InspectorProtocol.keptSteps)
    #expect(inspector.snapshots.count >= InspectorProtocol.keptSteps * 2 / 3 - 1)

    // "Restore here" on a recent step works; on one long gone it says why.
    #expect(await capture.waitForMessage { $0.contains(#""type":"attached""#) })
    for (id, seq) in [("recent", 8_998), ("gone", 5)] {
      let command = InspectorMessage.restore(RestoreCommand(id: id, machine: inspector.id, seq: seq))
      capture.send(String(decoding: try command.encoded(), as: UTF8.self))
    }
    #expect(await capture.waitForMessage { $0.contains(#""id":"gone""#) })
    let results = try capture.messages.compactMap { text -> CommandResult? in
      if case .result(let result) = try InspectorMessage.decode(Data(text.utf8)) { result } else { nil }
    }
    let recent = try #require(results.first { $0.id == "recent" })
    #expect(recent.ok && machine.activeAtomicStates == [.on])
    let gone = try #require(results.first { $0.id == "gone" })
    #expect(!gone.ok && gone.error?.hasPrefix("step 5 has no snapshot kept (those of the last 1000 steps are") == true)
    inspector.detach()
    capture.stop()
  }

  @Test func theWindowForgetsOnlyWhatLeftIt() {
    var kept = KeptSnapshots<String>(window: 3)
    kept.keep("a", at: 1)
    kept.forget(before: 2)
    kept.keep("c", at: 3)
    #expect(kept[1] == "a" && kept.count == 2)
    kept.forget(before: 4)
    #expect(kept[1] == nil && kept[3] == "c" && kept.count == 1)
    for seq in 5..<500 { kept.keep("\(seq)", at: seq) }
    #expect(kept.count == 3 && kept[499] == "499" && kept[497] == "497" && kept[496] == nil)
  }
}
