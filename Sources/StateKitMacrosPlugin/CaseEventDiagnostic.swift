#if Macros
  import SwiftDiagnostics

  /// What `@CaseEvent` cannot expand, said at the user's line.
  enum CaseEventDiagnostic: DiagnosticMessage {
    case notAnEnum(kind: String)
    case genericEnum
    case overloadedCase(name: String)
    case noCases
    case declaresGenerated(name: String)

    var message: String {
      switch self {
      case .notAnEnum(let kind):
        "'@CaseEvent' can only be attached to an enum, not to a \(kind): an event type is an enum whose cases are the events"
      case .genericEnum:
        "'@CaseEvent' cannot be attached to a generic enum: write its 'CaseEvent' conformance by hand, or make the payload types concrete"
      case .overloadedCase(let name):
        "'@CaseEvent' needs one case per name: another case is already named '\(name)'; rename one of them"
      case .noCases:
        "'@CaseEvent' needs an enum with at least one case"
      case .declaresGenerated(let name):
        "'@CaseEvent' declares '\(name)' itself: remove this declaration, or write the whole conformance by hand"
      }
    }

    var diagnosticID: MessageID {
      let id =
        switch self {
        case .notAnEnum: "notAnEnum"
        case .genericEnum: "genericEnum"
        case .overloadedCase: "overloadedCase"
        case .noCases: "noCases"
        case .declaresGenerated: "declaresGenerated"
        }
      return MessageID(domain: "StateKitMacros", id: id)
    }

    var severity: DiagnosticSeverity { .error }
  }
#endif
