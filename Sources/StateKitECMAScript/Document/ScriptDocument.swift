import StateKit
import StateKitSCXML

// An ECMAScript SCXML document as the reader leaves it: the structure of the null data model's
// `SCXMLDocument`, with expressions kept as written for the data model to evaluate.

/// A document read for the ECMAScript data model.
struct ScriptDocument {
  var name: String?
  var initial: [String]
  /// `binding="late"`: each state's data is initialized when the state is first entered.
  var lateBinding: Bool
  /// The top-level `<datamodel>`'s items.
  var data: [DataItem]
  /// The top-level `<script>`, run once the data is initialized.
  var script: [Executable]
  var states: [ScriptState]
  var line: Int

  /// Every state, depth first, in document order.
  var allStates: [ScriptState] {
    func walk(_ state: ScriptState) -> [ScriptState] { [state] + state.children.flatMap(walk) }
    return states.flatMap(walk)
  }
}

/// A `<data>` item: `expr`, inline content, or nothing (`undefined`); `src` is loaded by the
/// reader into `content`.
struct DataItem {
  var id: String
  var expr: String?
  var content: String?
  var line: Int
}

struct ScriptState: ReadableState {
  var kind: SCXMLState.Kind
  var id: String
  var initial: [String] = []
  var initialTransition: ScriptTransition?
  var historyType: HistoryDepth?
  var onEntry: [[Executable]] = []
  var onExit: [[Executable]] = []
  var transitions: [ScriptTransition] = []
  var invokes: [ScriptInvoke] = []
  var children: [ScriptState] = []
  var data: [DataItem] = []
  var doneData: DoneData?
  var line: Int
}

struct ScriptTransition: ReadableTransition {
  var events: [String]
  var cond: String?
  var targets: [String]
  var isInternal: Bool
  var actions: [Executable]
  var line: Int
}

/// `<param name expr|location>`.
struct Parameter {
  var name: String
  var expr: String
  var line: Int
}

/// `<content expr>` or inline content.
enum ContentValue {
  case expr(String)
  case text(String)
}

/// What data a `<send>`, `<invoke>` or `<donedata>` carries: `namelist` and `<param>`s, or
/// `<content>`.
struct Payload {
  var namelist: [String] = []
  var params: [Parameter] = []
  var content: ContentValue?
}

struct DoneData {
  var payload: Payload
  var line: Int
}

/// An attribute given as a value, or as an expression to evaluate (`event`/`eventexpr`).
enum Attribute {
  case value(String)
  case expr(String)
}

struct ScriptSend {
  var event: Attribute?
  var target: Attribute?
  var type: Attribute?
  var id: String?
  var idLocation: String?
  var delay: Attribute?
  var payload: Payload
  var line: Int
}

struct ScriptInvoke {
  var id: String?
  var idLocation: String?
  var type: Attribute?
  var autoforward: Bool
  var payload: Payload
  var finalize: [Executable]
  /// The child document, inline or from `src`; nil for `srcexpr`, read when the invoke starts.
  var document: ScriptDocumentBox?
  var srcExpr: String?
  var line: Int
}

/// Keeps the recursive document behind a reference.
final class ScriptDocumentBox {
  let document: ScriptDocument
  init(_ document: ScriptDocument) { self.document = document }
}

/// Executable content (SCXML 4 and 5).
indirect enum Executable {
  case raise(String)
  case send(ScriptSend)
  case cancel(Attribute)
  case log(label: String?, expr: String?)
  case branches([(cond: String?, actions: [Executable])])
  case assign(location: String, value: ContentValue, line: Int)
  case script(String, line: Int)
  case foreach(array: String, item: String, index: String?, actions: [Executable], line: Int)
  /// Content that is an error when run (a `<script src>` that could not be read, SCXML 5.8).
  case failure(String)
}
