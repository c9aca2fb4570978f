/// What every machine of one document shares: the data to initialize, the scripts to run at
/// start, and the document's name. Each machine's session initializes its own context from it.
final class Program {
  let name: String?
  let lateBinding: Bool
  /// Data initialized at start: the top-level `<datamodel>`, and under early binding every
  /// state's as well (SCXML 5.3).
  let initialData: [DataItem]
  let script: [Executable]
  /// Each state's data, for late binding (by state id).
  let stateData: [String: [DataItem]]

  init(_ document: ScriptDocument) {
    name = document.name
    lateBinding = document.lateBinding
    let states = document.allStates
    initialData = document.data + (document.lateBinding ? [] : states.flatMap(\.data))
    script = document.script
    stateData = Dictionary(states.filter { !$0.data.isEmpty }.map { ($0.id, $0.data) }, uniquingKeysWith: { a, _ in a })
  }
}
