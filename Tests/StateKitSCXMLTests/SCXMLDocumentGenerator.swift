import StateKitTestSupport

@testable import StateKitSCXML

/// Random charts with hierarchy, parallel states, history, `In()` guards, eventless transitions,
/// raised events and delayed sends — as SCXML documents, so they also exercise reader and writer.
struct SCXMLDocumentGenerator {
  var random: SeededRandom
  var ids: [String] = []
  var kinds: [String: SCXMLState.Kind] = [:]
  let events = ["a", "b", "c", "d"]
  /// How often a state with children is parallel; 0 makes charts whose configuration is a chain.
  var parallelPercent = 30

  init(seed: UInt64) { random = SeededRandom(seed: seed) }

  mutating func int(_ range: Range<Int>) -> Int { random.int(range) }
  mutating func chance(_ percent: Int) -> Bool { random.chance(percent) }

  mutating func document() -> SCXMLDocument {
    ids = []
    var states = (0..<int(1..<4)).map { _ in state(depth: 0) }
    if chance(30) { states.append(SCXMLState(kind: .final, id: newID())) }
    // Transitions are added once every id exists, so that targets can point anywhere.
    for index in states.indices { states[index] = addTransitions(states[index]) }
    return SCXMLDocument(states: states)
  }

  mutating func newID() -> String {
    let id = "s\(ids.count)"
    ids.append(id)
    return id
  }

  mutating func state(depth: Int) -> SCXMLState {
    let id = newID()
    guard depth < 3, chance(45) else { return SCXMLState(kind: .state, id: id) }
    let parallel = chance(parallelPercent)
    var state = SCXMLState(kind: parallel ? .parallel : .state, id: id)
    state.children = (0..<int(2..<4)).map { _ in self.state(depth: depth + 1) }
    if !parallel && chance(25) { state.children.append(SCXMLState(kind: .final, id: newID())) }
    if !parallel && chance(30) {
      var history = SCXMLState(kind: .history, id: newID())
      history.historyType = chance(50) ? .deep : .shallow
      state.children.append(history)
    }
    return state
  }

  mutating func addTransitions(_ state: SCXMLState) -> SCXMLState {
    var state = state
    for index in state.children.indices { state.children[index] = addTransitions(state.children[index]) }
    guard state.kind != .final && state.kind != .history else { return state }
    for _ in 0..<int(0..<3) {
      var transition = SCXMLTransition()
      if chance(85) { transition.events = [events[int(0..<events.count)]] }
      let targetCount = transition.events.isEmpty ? 1 : int(0..<2)
      transition.targets = (0..<targetCount).map { _ in ids[int(0..<ids.count)] }
      if transition.events.isEmpty || chance(25) {
        // Eventless transitions get a guard, or a chart would rarely settle.
        let other = ids[int(0..<ids.count)]
        transition.cond = chance(50) ? "In('\(other)')" : "!In('\(other)')"
      }
      if chance(20) { transition.isInternal = true }
      if chance(20) { transition.actions.append(.raise(events[int(0..<events.count)])) }
      if chance(10) {
        transition.actions.append(.send(SCXMLSend(event: events[int(0..<events.count)], delay: .seconds(1))))
      }
      state.transitions.append(transition)
    }
    return state
  }
}
