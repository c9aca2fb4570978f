#if Macros
  import StateKitMacrosPlugin
  import SwiftSyntax
  import SwiftSyntaxMacroExpansion
  import SwiftSyntaxMacrosGenericTestSupport
  import Testing

  /// `assertMacroExpansion` for `@CaseEvent`, reporting to Swift Testing at the caller's line.
  func assertCaseEventExpansion(
    _ source: String, expandedSource: String, diagnostics: [DiagnosticSpec] = [],
    conformances: [TypeSyntax] = ["CaseEvent", "PayloadCasesEvent"],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    assertMacroExpansion(
      source, expandedSource: expandedSource, diagnostics: diagnostics,
      macroSpecs: ["CaseEvent": MacroSpec(type: CaseEventMacro.self, conformances: conformances)],
      indentationWidth: .spaces(2),
      failureHandler: { failure in Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation) }
    )
  }
#endif
