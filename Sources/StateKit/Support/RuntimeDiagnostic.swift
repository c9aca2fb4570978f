/// A message from the library to the app's developer, found while a machine runs: an error
/// event that no transition of the chart takes, a child that a snapshot cannot hold, observers
/// registered without end. Debug builds report them (release builds look for none); where they
/// go is the app's choice, through a ``RuntimeDiagnosticHandler``.
///
/// Named as `os.Logger` names its messages: a ``level`` (`OSLogType`'s), a ``category``
/// within the library's ``subsystem``, and the text.
///
/// ```swift
/// RuntimeDiagnostic.handler = { diagnostic in
///   if diagnostic.level >= .error { assertionFailure(diagnostic.description) }
/// }
/// ```
public struct RuntimeDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// How serious a diagnostic is, from least to most: `os.Logger`'s levels.
  public enum Level: Int, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// For debugging the library only.
    case debug
    /// Helpful, not essential.
    case info
    /// Worth knowing: something the app may want to change (`OSLogType.default`).
    case notice
    /// Something failed: an event or a message was lost.
    case error
    /// A bug in the app: a misuse the library survives.
    case fault

    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
      switch self {
      case .debug: return "debug"
      case .info: return "info"
      case .notice: return "notice"
      case .error: return "error"
      case .fault: return "fault"
      }
    }
  }

  /// The library's `os.Logger` subsystem, in reverse DNS notation.
  public static let subsystem = "org.statekit.StateKit"

  public let level: Level
  /// The part of the library that speaks, as an `os.Logger` category: `children`,
  /// `observation` or `snapshot`.
  public let category: String
  /// What happened and what to do about it. It names states, events and types, never an
  /// event's or a message's payload.
  public let message: String

  public init(level: Level, category: String, message: String) {
    (self.level, self.category, self.message) = (level, category, message)
  }

  /// `StateKit: <message>`, the line ``printing`` writes.
  public var description: String { "StateKit: \(message)" }
}

/// Receives a machine's ``RuntimeDiagnostic``s, on the main actor.
public typealias RuntimeDiagnosticHandler = @Sendable @MainActor (RuntimeDiagnostic) -> Void

extension RuntimeDiagnostic {
  /// Where the diagnostics of every machine without a handler of its own go (see
  /// ``StateMachine/diagnosticHandler``): ``standard`` unless the app sets another.
  @MainActor public static var handler: RuntimeDiagnosticHandler = standard

  /// The default: on Apple platforms `unifiedLogging` (the `os` framework's log, where
  /// Console and Xcode show it), elsewhere ``printing``.
  public static var standard: RuntimeDiagnosticHandler {
    #if canImport(os)
      unifiedLogging
    #else
      printing
    #endif
  }

  /// Prints each diagnostic on standard output, as `StateKit: <message>`.
  public static let printing: RuntimeDiagnosticHandler = { diagnostic in print(diagnostic) }

  /// Drops every diagnostic: for code that runs charts where it expects them (a test, a
  /// search such as `PathFinder`).
  public static let ignoring: RuntimeDiagnosticHandler = { _ in }
}
