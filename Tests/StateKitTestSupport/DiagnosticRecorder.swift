import StateKit

/// Keeps the diagnostics a machine reports, for a test to check (and so that they print
/// nothing): `machine.diagnosticHandler = recorder.handler`.
@MainActor
public final class DiagnosticRecorder {
  public private(set) var diagnostics: [RuntimeDiagnostic] = []

  public init() {}

  public var handler: RuntimeDiagnosticHandler { { [self] in diagnostics.append($0) } }

  /// The messages, in order.
  public var messages: [String] { diagnostics.map(\.message) }

  public func removeAll() { diagnostics.removeAll() }
}
