#if canImport(os)
  import os

  extension RuntimeDiagnostic {
    /// Writes each diagnostic to the unified logging system: a `Logger` with the library's
    /// ``subsystem`` and the diagnostic's ``category``, at its ``level``. The text is logged
    /// as public: it names states, events and types, never a payload.
    public static let unifiedLogging: RuntimeDiagnosticHandler = { diagnostic in
      Logger(subsystem: subsystem, category: diagnostic.category)
        .log(level: diagnostic.level.logType, "\(diagnostic.message, privacy: .public)")
    }
  }

  extension RuntimeDiagnostic.Level {
    /// The level as `os` names it (`notice` is its `default`).
    var logType: OSLogType {
      switch self {
      case .debug: return .debug
      case .info: return .info
      case .notice: return .default
      case .error: return .error
      case .fault: return .fault
      }
    }
  }
#endif
