import Foundation
@_spi(InspectorProtocol) import StateKitInspection
import Testing

@Suite("Inspector messages")
struct MessageCodingTests {
  static let chart = ChartDescription(
    states: [
      StateDescription(id: "root", name: "root", kind: "compound", initial: "browse"),
      StateDescription(id: "browse", name: "browse", kind: "atomic", parent: "root"),
      StateDescription(id: "h", name: "h", kind: "history", deep: true, parent: "root"),
    ],
    transitions: [TransitionDescription(source: "browse", event: "edit", guard: "hasItems", targets: ["edit"])])

  /// One message of every type, with every optional field set somewhere.
  static let messages: [InspectorMessage] = [
    .hello(Hello(role: "app", app: "Showcase", commands: InspectorCommands(send: true, restore: false))),
    .hello(Hello(role: "page")),
    .attached(
      Attached(
        machine: "m1", name: "Seed 000", app: "Showcase", chart: chart,
        events: [EventDescription(name: "edit", payload: false), EventDescription(name: "loaded", payload: true)],
        configuration: ["browse"], accepts: ["edit"], context: .object(["count": .int(2), "ok": .bool(true)]),
        commands: InspectorCommands(send: true, restore: true), seq: 3)),
    .step(
      StepReport(
        machine: "m1", seq: 4, time: "2026-11-25T10:00:00.123Z",
        event: EventReport(name: "loaded", payload: .array([.string("a"), .null])), kind: .transitioned,
        exited: ["browse"], entered: ["edit"], configuration: ["edit"], accepts: ["save"], restorable: true)),
    .step(
      StepReport(
        machine: "m1", seq: 5, time: "2026-11-25T10:00:01.000Z", event: EventReport(name: "save"), kind: .rejected,
        reason: "no transition for 'save' in 'browse'", configuration: ["browse"], accepts: [], truncated: true,
        restorable: false)),
    .detached(Detached(machine: "m1")),
    .send(SendCommand(id: "c1", machine: "m1", event: "loaded", payload: .object(["_0": .array([])]))),
    .restore(RestoreCommand(id: "c2", machine: "m1", seq: 5)),
    .snapshot(SnapshotRequest(id: "c3", machine: "m1")),
    .result(CommandResult(id: "c1", ok: true, outcome: "transitioned")),
    .result(
      CommandResult(
        id: "c3", ok: true, state: MachineState(configuration: ["browse"], accepts: ["edit"], context: .string("x")))),
    .result(CommandResult(id: "c2", ok: false, error: "restore is not allowed by this app")),
    .error(ErrorReport(message: "nope")),
  ]

  @Test(arguments: messages) func everyMessageSurvivesEncodingAndDecoding(_ message: InspectorMessage) throws {
    let data = try message.encoded()
    #expect(try InspectorMessage.decode(data) == message)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(object?["type"] as? String == message.type)
  }

  @Test func fieldsHaveTheProtocolsNames() throws {
    let step = String(decoding: try Self.messages[3].encoded(), as: UTF8.self)
    for field in [
      #""type":"step""#, #""kind":"transitioned""#, #""seq":4"#, #""exited":["browse"]"#, #""restorable":true"#,
    ] {
      #expect(step.contains(field), "\(field) in \(step)")
    }
    let attached = String(decoding: try Self.messages[2].encoded(), as: UTF8.self)
    #expect(attached.contains(#""guard":"hasItems""#) && attached.contains(#""internal":false"#))
    #expect(attached.contains(#""deep":true"#) && attached.contains(#""initial":"browse""#))
  }

  @Test func pageCommandsAsAPageWritesThem() throws {
    let text = #"{"type":"send","id":"c1","machine":"a1.m1","event":"edit","payload":null}"#
    #expect(
      try InspectorMessage.decode(Data(text.utf8))
        == .send(SendCommand(id: "c1", machine: "a1.m1", event: "edit", payload: nil)))
    let restore = #"{"type":"restore","id":"c2","machine":"a1.m1","seq":5}"#
    #expect(
      try InspectorMessage.decode(Data(restore.utf8)) == .restore(RestoreCommand(id: "c2", machine: "a1.m1", seq: 5)))
  }

  @Test(arguments: [
    ("not json", "not a JSON object"),
    (#"{"protocol":1}"#, "no \"type\""),
    (#"{"type":"teleport"}"#, "unknown type 'teleport'"),
    (#"{"type":"send","id":"c1","event":"edit"}"#, "'send' message lacks the field 'machine'"),
    (
      #"{"type":"restore","id":"c1","machine":"m1","seq":"five"}"#,
      "'restore' message has a field of the wrong type at 'seq'"
    ),
    (#"[1,2]"#, "not a JSON object"),
  ])
  func malformedMessagesAreRefusedWithTheReason(_ text: String, _ reason: String) {
    #expect {
      try InspectorMessage.decode(Data(text.utf8))
    } throws: { error in
      (error as? InspectorProtocolError)?.description.contains(reason) == true
    }
  }

  @Test func oversizedMessagesAreRefusedBeforeTheyAreRead() {
    let big = Data(repeating: UInt8(ascii: " "), count: InspectorProtocol.maximumMessageSize + 1)
    #expect(throws: InspectorProtocolError("a message of 1048577 bytes is over the limit of 1048576 bytes")) {
      try InspectorMessage.decode(big)
    }
  }
}

@Suite("Inspector message sizes")
struct MessageSizeTests {
  @Test func aChartTooLargeToSendIsSummarisedAndMarked() throws {
    let long = String(repeating: "n", count: 2_000)
    let states = (0..<1_000).map { StateDescription(id: "\($0)\(long)", name: long, kind: "atomic") }
    let transitions = (0..<1_000).map {
      TransitionDescription(source: "\($0)\(long)", event: "next", targets: ["\($0 + 1)\(long)"])
    }
    let message = InspectorMessage.attached(
      Attached(
        machine: "m1", name: "long", chart: ChartDescription(states: states, transitions: transitions), events: [],
        configuration: [], accepts: [], context: .string(long), commands: InspectorCommands(send: false, restore: false)
      ))
    let data = try #require(message.encoded(within: InspectorProtocol.maximumMessageSize))
    #expect(data.count <= InspectorProtocol.maximumMessageSize)
    guard case .attached(let sent) = try InspectorMessage.decode(data) else {
      Issue.record("not attached")
      return
    }
    #expect(sent.chart.truncated && sent.truncated == true && sent.context == nil)
    #expect(!sent.chart.states.isEmpty && sent.chart.states.count < 1_000)
  }

  @Test func aStepTooLargeLosesItsContextFirst() throws {
    let step = StepReport(
      machine: "m1", seq: 1, time: "t", event: EventReport(name: "e", payload: .string("p")), kind: .transitioned,
      configuration: ["a"], accepts: [], context: .string(String(repeating: "x", count: 2_000)), restorable: false)
    let data = try #require(InspectorMessage.step(step).encoded(within: 1_000))
    guard case .step(let sent) = try InspectorMessage.decode(data) else {
      Issue.record("not a step")
      return
    }
    #expect(sent.context == nil && sent.truncated == true && sent.event?.payload == .string("p"))
    #expect(InspectorMessage.step(step).encoded(within: 10) == nil)
  }
}
