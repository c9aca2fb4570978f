#if Macros
  import SwiftDiagnostics
  import SwiftSyntax
  import SwiftSyntaxMacros

  /// `@CaseEvent`: on an enum, the `CaseEvent` conformance a user would otherwise write by hand —
  /// the `Case` enum, `eventCase`, and one `EventCase` per payload case, listed in `PayloadCases`.
  public struct CaseEventMacro: ExtensionMacro {
    public static func expansion(
      of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
      providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
      in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
      guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
        throw DiagnosticsError(diagnostics: [
          Diagnostic(node: Syntax(node), message: CaseEventDiagnostic.notAnEnum(kind: kindName(of: declaration)))
        ])
      }
      let cases = try EventCases(enumDecl)
      let access = accessModifier(of: enumDecl)
      let typeName = type.trimmedDescription
      let caseNames = cases.all.map(\.name)
      var members: [String] = []
      members.append("\(access)enum Case: Hashable, Sendable { case \(caseNames.joined(separator: ", ")) }")
      let switchCases = caseNames.map { "case .\($0): .\($0)" }.joined(separator: "\n")
      members.append("\(access)var eventCase: Case {\nswitch self {\n\(switchCases)\n}\n}")
      let payloadMembers = cases.all.compactMap { eventCase -> String? in
        guard let payload = eventCase.payload else { return nil }
        let bindings = payload.bindings.joined(separator: ", ")
        return """
          \(access)var \(eventCase.name): StateKit.EventCase<\(typeName), \(payload.type)> {
          StateKit.EventCase(.\(eventCase.name)) { if case .\(eventCase.name)(\(bindings)) = $0 { \(payload.value) } else { nil } }
          }
          """
      }
      let payloadList = payloadMembers.isEmpty ? "" : "\n\(payloadMembers.joined(separator: "\n"))\n"
      members.append("\(access)struct PayloadCases: Sendable {\(payloadList)}")
      members.append("\(access)static var payloadCases: PayloadCases { PayloadCases() }")
      // Only the conformances the enum does not declare itself.
      let conformances = protocols.map(\.trimmedDescription).map { name in
        name.hasPrefix("StateKit.") ? name : "StateKit.\(name)"
      }
      let inheritance = conformances.isEmpty ? "" : ": \(conformances.joined(separator: ", "))"
      let source = "extension \(typeName)\(inheritance) {\n\(members.joined(separator: "\n"))\n}"
      return [try ExtensionDeclSyntax("\(raw: source)")]
    }

    static func kindName(of declaration: some DeclGroupSyntax) -> String {
      if declaration.is(StructDeclSyntax.self) { return "struct" }
      if declaration.is(ClassDeclSyntax.self) { return "class" }
      if declaration.is(ActorDeclSyntax.self) { return "actor" }
      if declaration.is(ProtocolDeclSyntax.self) { return "protocol" }
      if declaration.is(ExtensionDeclSyntax.self) { return "extension" }
      return "declaration"
    }

    /// The enum's own access level, for what the expansion declares (`private` and `fileprivate`
    /// enums get the extension's default).
    static func accessModifier(of enumDecl: EnumDeclSyntax) -> String {
      for modifier in enumDecl.modifiers {
        switch modifier.name.tokenKind {
        case .keyword(.public), .keyword(.open): return "public "
        case .keyword(.package): return "package "
        default: continue
        }
      }
      return ""
    }
  }
#endif
