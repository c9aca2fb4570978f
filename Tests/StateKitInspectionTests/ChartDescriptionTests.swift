import StateKit
import Testing

@_spi(InspectorProtocol) @testable import StateKitInspection

@MainActor
@Suite("Inspector chart descriptions")
struct ChartDescriptionTests {
  @Test func statesCarryKindParentInitialAndDepth() throws {
    let describer = ChartDescriber(try screenChart(), decodesPayloads: true)
    let states = Dictionary(uniqueKeysWithValues: describer.description.states.map { ($0.id, $0) })
    #expect(states["root"]?.kind == "compound" && states["root"]?.parent == nil && states["root"]?.initial == "empty")
    #expect(states["browse"]?.kind == "atomic" && states["browse"]?.parent == "root")
    #expect(states["history"]?.kind == "history" && states["history"]?.deep == true)
    #expect(states["sync"]?.kind == "parallel" && states["sync"]?.initial == nil)
    #expect(states["closed"]?.kind == "final")
    #expect(describer.description.truncated == false)
  }

  @Test func transitionsNameTheirEventGuardAndTargets() throws {
    let describer = ChartDescriber(try screenChart(), decodesPayloads: true)
    let transitions = describer.description.transitions
    #expect(
      transitions.contains(TransitionDescription(source: "browse", event: "edit", guard: "guard", targets: ["edit"])))
    #expect(transitions.contains(TransitionDescription(source: "root", event: "loaded", targets: ["browse"])))
    #expect(transitions.contains(TransitionDescription(source: "edit", event: "toggle", targets: [])))
  }

  @Test func eventsArePayloadFreeCasesAndDecodablePayloadCases() throws {
    let decoding = ChartDescriber(try screenChart(), decodesPayloads: true)
    #expect(decoding.events.map(\.name) == ["loaded", "close", "edit", "save", "toggle"])
    #expect(decoding.events.filter(\.payload).map(\.name) == ["loaded"])
    #expect(decoding.sendable["edit"] == .edit && decoding.sendable["loaded"] == nil)
    let notDecoding = ChartDescriber(try screenChart(), decodesPayloads: false)
    #expect(!notDecoding.events.contains { $0.payload })
  }

  @Test func acceptsListsEventsOfActiveStatesAndTheirAncestors() throws {
    let describer = ChartDescriber(try screenChart(), decodesPayloads: true)
    #expect(describer.accepts(active: [.root, .edit]) == ["loaded", "close", "save", "toggle"])
    #expect(describer.accepts(active: [.closed]).isEmpty)
  }

  @Test func statesThatPrintAlikeGetDistinctIDs() throws {
    struct Twin: Hashable, Sendable, CustomStringConvertible {
      let number: Int
      var description: String { "twin" }
    }
    let chart = try Chart<Twin, String, Void>(initial: Twin(number: 1)) {
      State(Twin(number: 1)) { On("go", to: Twin(number: 2)) }
      State(Twin(number: 2))
    }
    let describer = ChartDescriber(chart, decodesPayloads: false)
    #expect(describer.description.states.map(\.id) == ["twin", "twin#2"])
    #expect(describer.description.transitions.first?.targets == ["twin#2"])
  }

  @Test func aHugeChartIsSummarisedAndSaysSo() throws {
    let count = ChartDescriber<Int, String, Void>.maximumStates + 500
    let states: [ChartElement<Int, String, Void>] = (0..<count).map { index in
      ChartState<Int, String, Void>(index) { On("next", to: (index + 1) % count) }.element
    }
    let chart = try Chart<Int, String, Void>(initial: 0, elements: states)
    let describer = ChartDescriber(chart, decodesPayloads: false)
    #expect(describer.description.truncated)
    #expect(describer.description.states.count == ChartDescriber<Int, String, Void>.maximumStates)
    let message = InspectorMessage.attached(
      Attached(
        machine: "m1", name: "huge", chart: describer.description, events: describer.events, configuration: ["0"],
        accepts: ["next"], commands: InspectorCommands(send: false, restore: false)))
    #expect(try message.encoded().count < InspectorProtocol.maximumMessageSize)
  }
}
