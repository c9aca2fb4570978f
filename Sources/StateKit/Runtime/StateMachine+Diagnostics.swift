/// A machine whose diagnostics its children's follow (the parent is held type-erased).
@MainActor protocol DiagnosticRouting: AnyObject {
  var effectiveDiagnosticHandler: RuntimeDiagnosticHandler { get }
}

extension StateMachine: DiagnosticRouting {
  /// Its own handler, else its parent's if it was started as a child, else the app's.
  var effectiveDiagnosticHandler: RuntimeDiagnosticHandler {
    if let diagnosticHandler { return diagnosticHandler }
    if let diagnosticParent { return diagnosticParent.effectiveDiagnosticHandler }
    return RuntimeDiagnostic.handler
  }

  /// Hands a diagnostic to the handler in charge.
  func diagnose(_ diagnostic: RuntimeDiagnostic) {
    effectiveDiagnosticHandler(diagnostic)
  }
}
