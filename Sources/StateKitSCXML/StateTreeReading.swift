import StateKit

// The walk over a document's state elements, history and transitions, shared by the readers of
// every data model: the null data model's (`DocumentReader`) and the ECMAScript one's. What the
// walk builds, and what a state holds besides its structure, is the reader's.

/// A state element as a reader builds it: ``SCXMLState``, or another data model's own.
package protocol ReadableState {
  associatedtype Transition
  /// Executable content: a transition's, an `<onentry>`'s or an `<onexit>`'s.
  associatedtype Action
  associatedtype Invoke
  var kind: SCXMLState.Kind { get }
  var id: String { get }
  var initial: [String] { get set }
  var historyType: HistoryDepth? { get set }
  /// The `<initial>` element's transition; a history state's default transition.
  var initialTransition: Transition? { get set }
  var transitions: [Transition] { get set }
  var children: [Self] { get set }
  var onEntry: [[Action]] { get set }
  var onExit: [[Action]] { get set }
  var invokes: [Invoke] { get set }
}

extension SCXMLState: ReadableState {}

/// A reader of an SCXML document's states: ``readState(_:)`` walks a state element and its
/// descendants, calling the reader for what it builds.
package protocol StateTreeReading {
  associatedtype State: ReadableState
  /// The ids the document gives its states, and the ones made for states without.
  var stateIDs: StateIDs { get set }
  /// A state of `kind` with `id`, as the element on `line` starts it.
  func makeState(kind: SCXMLState.Kind, id: String, line: Int) -> State
  mutating func readTransition(_ element: XMLElement) throws(SCXMLError) -> State.Transition
  /// The executable content among `elements`.
  func readContent(_ elements: [XMLElement]) throws(SCXMLError) -> [State.Action]
  mutating func readInvoke(_ element: XMLElement) throws(SCXMLError) -> State.Invoke
  /// A child of a state element that the walk does not read (data, `<donedata>`…): added to
  /// `state`, or refused with an error that names it and `parent`'s element.
  mutating func readStateChild(
    _ child: XMLElement, of parent: XMLElement, kind: SCXMLState.Kind, into state: inout State
  ) throws(SCXMLError)
}

extension StateTreeReading {
  /// Reads a `<state>`, `<parallel>`, `<final>` or `<history>` element and its descendants.
  package mutating func readState(_ element: XMLElement) throws(SCXMLError) -> State {
    let kind = SCXMLState.Kind(rawValue: element.name)!
    var state = makeState(kind: kind, id: element.attributes["id"] ?? stateIDs.generate(), line: element.line)
    state.initial = tokens(element.attributes["initial"])
    if kind == .history {
      let type = element.attributes["type"] ?? "shallow"
      guard let depth = HistoryDepth(rawValue: type) else {
        throw SCXMLError(.invalid, "<history> type '\(type)' is neither shallow nor deep", line: element.line)
      }
      state.historyType = depth
    }
    for child in element.children where isSCXML(child) {
      switch child.name {
      case "state", "parallel", "final", "history":
        guard kind != .history else { throw invalid(child, in: element.name) }
        state.children.append(try readState(child))
      case "transition":
        let transition = try readTransition(child)
        if kind == .history {
          state.initialTransition = transition
        } else {
          state.transitions.append(transition)
        }
      case "initial":
        guard let transition = child.children.first(where: { $0.name == "transition" }) else {
          throw SCXMLError(.invalid, "<initial> needs a <transition>", line: child.line, column: child.column)
        }
        state.initialTransition = try readTransition(transition)
      case "invoke" where kind == .state || kind == .parallel:
        state.invokes.append(try readInvoke(child))
      case "onentry": state.onEntry.append(try readContent(child.children))
      case "onexit": state.onExit.append(try readContent(child.children))
      default:
        try readStateChild(child, of: element, kind: kind, into: &state)
      }
    }
    return state
  }

  /// Whether `element` is in SCXML's namespace (or in none): elements of other namespaces are
  /// passed over.
  package func isSCXML(_ element: XMLElement) -> Bool { element.isSCXML }

  /// The whitespace-separated tokens of an attribute (`initial`, `event`, `target`…).
  package func tokens(_ text: String?) -> [String] {
    (text ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
  }

  /// The error for `element` where `parent` does not allow it.
  package func invalid(_ element: XMLElement, in parent: String) -> SCXMLError {
    SCXMLError(.invalid, "<\(element.name)> is not allowed in <\(parent)>", line: element.line, column: element.column)
  }
}

/// The ids of a document's states: those it gives, and `_state1`, `_state2`… made for states
/// without one, skipping those the document uses itself.
package struct StateIDs {
  private var given: Set<String> = []
  private var generated = 0

  /// No ids yet: the document's are collected with ``init(of:)``.
  package init() {}

  /// The ids given to the state elements below `root`.
  package init(of root: XMLElement) {
    collect(below: root)
  }

  /// The next id not given by the document.
  package mutating func generate() -> String {
    while true {
      generated += 1
      let id = "_state\(generated)"
      if !given.contains(id) { return id }
    }
  }

  /// (Elements nest at most `XMLTreeBuilder.maximumDepth` deep, so the recursion is bounded.)
  private mutating func collect(below element: XMLElement) {
    for child in element.children where child.isSCXML {
      if ["state", "parallel", "final", "history"].contains(child.name), let id = child.attributes["id"] {
        given.insert(id)
      }
      collect(below: child)
    }
  }
}

extension XMLElement {
  /// Whether the element is in SCXML's namespace, or in none.
  package var isSCXML: Bool { namespace == nil || namespace == "" || namespace == SCXMLReader.namespace }
}
