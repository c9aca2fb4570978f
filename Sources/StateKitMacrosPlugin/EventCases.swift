#if Macros
  import SwiftDiagnostics
  import SwiftSyntax

  /// The cases of an enum `@CaseEvent` is attached to, read and checked.
  struct EventCases {
    struct EventCaseDecl {
      var name: String
      var payload: Payload?
    }

    /// What `EventCase` hands to guards and actions: the one value of a single-value case, a
    /// tuple (with the case's labels) for several values.
    struct Payload {
      var type: String
      var bindings: [String]
      var value: String
    }

    var all: [EventCaseDecl] = []

    init(_ enumDecl: EnumDeclSyntax) throws {
      var diagnostics: [Diagnostic] = []
      if let generics = enumDecl.genericParameterClause {
        diagnostics.append(Diagnostic(node: Syntax(generics), message: CaseEventDiagnostic.genericEnum))
      }
      var seen: Set<String> = []
      for member in enumDecl.memberBlock.members {
        if let name = Self.generatedName(declaredBy: member.decl) {
          diagnostics.append(
            Diagnostic(node: Syntax(member.decl), message: CaseEventDiagnostic.declaresGenerated(name: name)))
        }
        guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
        for element in caseDecl.elements {
          let name = element.name.text
          if !seen.insert(name.trimmingBackticks).inserted {
            diagnostics.append(
              Diagnostic(node: Syntax(element.name), message: CaseEventDiagnostic.overloadedCase(name: name)))
            continue
          }
          all.append(EventCaseDecl(name: name, payload: element.parameterClause.map(Self.payload)))
        }
      }
      if all.isEmpty && diagnostics.isEmpty {
        diagnostics.append(Diagnostic(node: Syntax(enumDecl.name), message: CaseEventDiagnostic.noCases))
      }
      if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics: diagnostics) }
    }

    /// The names the macro declares; an enum that declares one itself would get it twice.
    static let generatedNames: Set<String> = ["Case", "eventCase", "PayloadCases", "payloadCases"]

    static func generatedName(declaredBy decl: DeclSyntax) -> String? {
      let name: String? =
        if let type = decl.as(EnumDeclSyntax.self) { type.name.text } else if let type = decl.as(StructDeclSyntax.self)
        { type.name.text } else if let type = decl.as(ClassDeclSyntax.self) {
          type.name.text
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
          alias.name.text
        } else if let variable = decl.as(VariableDeclSyntax.self) {
          variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        } else { nil }
      return name.map(\.trimmingBackticks).flatMap { generatedNames.contains($0) ? $0 : nil }
    }

    static func payload(_ clause: EnumCaseParameterClauseSyntax) -> Payload {
      let parameters = Array(clause.parameters)
      let bindings = parameters.indices.map { "let v\($0)" }
      if parameters.count == 1 {
        return Payload(type: parameters[0].type.trimmedDescription, bindings: bindings, value: "v0")
      }
      let types = parameters.map { parameter in
        parameter.firstName.map { "\($0.text): \(parameter.type.trimmedDescription)" }
          ?? parameter.type.trimmedDescription
      }
      let values = parameters.enumerated().map { index, parameter in
        parameter.firstName.map { "\($0.text): v\(index)" } ?? "v\(index)"
      }
      return Payload(
        type: "(\(types.joined(separator: ", ")))", bindings: bindings, value: "(\(values.joined(separator: ", ")))")
    }
  }

  extension String {
    var trimmingBackticks: String { filter { $0 != "`" } }
  }
#endif
