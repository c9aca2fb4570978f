import Foundation
import StateKit
import Testing

@_spi(InspectorProtocol) @testable import StateKitInspection

/// What a page is told when it sends an event or restores a step: found from a user's seat,
/// where a typed `7` gave a decoder's error about dictionaries and an unknown name one about keys.
@MainActor
@Suite("Commands from the page, answered in words", .serialized)
struct InspectorCommandTests {
  private func run(
    _ commands: [InspectorMessage], on machine: StateMachine<Screen, ScreenEvent, ScreenModel>,
    policy: InspectionPolicy = InspectionPolicy(send: true, restore: true)
  ) async throws -> (results: [CommandResult], steps: [StepReport]) {
    let inspector = try CapturingInspector()
    let session = try machine.inspect(
      name: "List", at: .local(port: inspector.port, retryInterval: 0.05), policy: policy, log: { _ in })
    #expect(await inspector.waitForMessage { $0.contains(#""type":"attached""#) })
    for command in commands {
      var command = command
      switch command {
      case .send(var send):
        send.machine = session.machineID
        command = .send(send)
      case .restore(var restore):
        restore.machine = session.machineID
        command = .restore(restore)
      default: break
      }
      inspector.send(String(decoding: try command.encoded(), as: UTF8.self))
    }
    let ids = commands.compactMap { message -> String? in
      switch message {
      case .send(let send): send.id
      case .restore(let restore): restore.id
      default: nil
      }
    }
    for id in ids { #expect(await inspector.waitForMessage { $0.contains(#""id":"\#(id)""#) }) }
    let decoded = try inspector.messages.map { try InspectorMessage.decode(Data($0.utf8)) }
    session.detach()
    inspector.stop()
    return (
      decoded.compactMap { if case .result(let result) = $0 { result } else { nil } },
      decoded.compactMap { if case .step(let step) = $0 { step } else { nil } }
    )
  }

  @Test func aBareValueIsTheOneValueOfThePayloadAndMistakesAreNamed() async throws {
    let machine = StateMachine(try screenChart(), context: ScreenModel())
    machine.start()
    let (results, _) = try await run(
      [
        .send(SendCommand(id: "c1", machine: "", event: "loaded", payload: .array([.string("a")]))),
        .send(SendCommand(id: "c2", machine: "", event: "bogus")),
        .send(SendCommand(id: "c3", machine: "", event: "loaded", payload: .int(7))),
      ], on: machine)
    let byID = Dictionary(uniqueKeysWithValues: results.map { ($0.id, $0) })
    #expect(byID["c1"]?.ok == true && byID["c1"]?.outcome == "transitioned")
    #expect(machine.context.items == ["a"])
    #expect(byID["c2"]?.ok == false)
    #expect(byID["c2"]?.error?.hasPrefix("no event 'bogus' in this chart; its events: ") == true)
    #expect(byID["c2"]?.error?.contains("loaded") == true)
    let typeMismatch = try #require(byID["c3"]?.error)
    #expect(typeMismatch.hasPrefix("'loaded' takes a payload"))
    #expect(typeMismatch.contains("'_0' should be a list"), "\(typeMismatch)")
  }

  @Test func aRestoreIsLoggedWithTheStepItWentBackTo() async throws {
    let machine = StateMachine(try screenChart(), context: ScreenModel())
    machine.start()
    let (results, steps) = try await run(
      [
        .send(SendCommand(id: "c1", machine: "", event: "loaded", payload: .array([.string("a")]))),
        .send(SendCommand(id: "c2", machine: "", event: "edit")),
        .restore(RestoreCommand(id: "c3", machine: "", seq: 1)),
      ], on: machine)
    #expect(results.allSatisfy { $0.ok }, "\(results)")
    let restore = try #require(steps.last)
    #expect(restore.event == nil && restore.restoredTo == 1)
    #expect(steps.dropLast().allSatisfy { $0.restoredTo == nil })
  }
}

@Suite("The shape of a payload")
struct PayloadShapeTests {
  enum Event: Hashable, Sendable, Codable {
    case loaded([String]), failed(message: String), moved(x: Int, y: Double), plain
  }

  @Test func eachFieldIsNamedWithItsKind() {
    #expect(PayloadShape.fields(of: Event.self, case: "loaded") == ["_0: a list"])
    #expect(PayloadShape.fields(of: Event.self, case: "failed") == ["message: a string"])
    #expect(PayloadShape.fields(of: Event.self, case: "moved") == ["x: a whole number", "y: a number"])
    #expect(PayloadShape.fields(of: Event.self, case: "plain") == [])
  }
}
