import Foundation
import StateKit

/// A machine attached to `statekit inspect`: what `StateMachine.inspect(name:at:policy:log:)`
/// returns.
///
/// The attachment lasts as long as the machine, or until ``detach()``; dropping the session does
/// not end it (as with `ObservationToken`).
@MainActor
public final class InspectionSession {
  /// The machine's id in the protocol (`m1`, `m2`, … in this app).
  public let machineID: String
  /// The name it was attached with.
  public let name: String
  private let detachment: () -> Void
  public private(set) var isAttached = true

  init(machineID: String, name: String, detach: @escaping () -> Void) {
    self.machineID = machineID
    self.name = name
    self.detachment = detach
  }

  /// Stops reporting the machine and tells the page it went away. Calling it again does nothing.
  public func detach() {
    guard isAttached else { return }
    isAttached = false
    detachment()
  }

  /// Writes the inspector's notices (no inspector running, connection lost) to standard error.
  public static let standardError: @Sendable (String) -> Void = { message in
    var line = message + "\n"
    line.withUTF8 { bytes in _ = fwriteUnlocked(bytes) }
  }
}

private func fwriteUnlocked(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
  #if canImport(Glibc)
    Glibc.write(2, bytes.baseAddress, bytes.count)
  #elseif canImport(Musl)
    Musl.write(2, bytes.baseAddress, bytes.count)
  #elseif canImport(Darwin)
    Darwin.write(2, bytes.baseAddress, bytes.count)
  #else
    0
  #endif
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension StateMachine {
  /// Attaches the machine to `statekit inspect`, which shows its chart, its steps and its
  /// context on a web page, and lets the page send it events and restore earlier steps when
  /// `policy` allows.
  ///
  /// ```swift
  /// let session = try machine.inspect(name: "Seed 000")
  /// ```
  ///
  /// Nothing waits for the inspector: without one, the machine runs on, `log` says so once, and
  /// the machine appears on the page when `statekit inspect` starts (or restarts). A machine that
  /// is not attached pays nothing.
  ///
  /// Attach after setting `rejectionPolicy`: the inspector hears
  /// rejections through it (and passes them on to the policy it found).
  ///
  /// - Parameters:
  ///   - name: how the page names the machine.
  ///   - endpoint: where the inspector listens (127.0.0.1 and port 7710 by default).
  ///   - policy: what the page may do and see (commands in debug builds only, by default).
  ///   - log: where notices go (standard error by default).
  /// - Throws: ``InspectionError`` for an empty name, port 0, or a machine that is attached
  ///   already (detach its session first).
  public func inspect(
    name: String, at endpoint: InspectorEndpoint = .local(), policy: InspectionPolicy = InspectionPolicy(),
    log: @escaping @Sendable (String) -> Void = InspectionSession.standardError
  ) throws(InspectionError) -> InspectionSession {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      throw InspectionError("a machine is attached to the inspector with a name; it was empty")
    }
    guard endpoint.port != 0 else { throw InspectionError("the inspector's port must not be 0") }
    if let attachedName = AttachedMachines.name(of: self) {
      throw InspectionError(
        "this machine is attached to the inspector already, as '\(attachedName)'; detach that session before attaching it again"
      )
    }
    let connection = InspectorConnection.shared(
      port: endpoint.port, appName: ProcessInfo.processInfo.processName, retryInterval: endpoint.retryInterval, log: log
    )
    let inspector = MachineInspector(
      machine: self, name: String(trimmed.prefix(200)), connection: connection, policy: policy)
    return InspectionSession(machineID: inspector.id, name: trimmed) { [weak inspector] in inspector?.detach() }
  }
}
