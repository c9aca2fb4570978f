import Foundation
import StateKit
import StateKitInspection

/// `toggle` attached to the inspector (`statekit inspect`) with a release build's default
/// policy: watch only, so no snapshot per step, and a context (`Void`) that does not encode.
/// The inspector's port is `STATEKIT_INSPECT_PORT` (none: port 1, where nothing listens, so
/// every step is built and dropped — the cost the app's thread pays).
@MainActor
public final class InspectedToggleScenario: Scenario {
  let plain = ToggleScenario()
  let session: InspectionSession?

  public init() {
    session = try? plain.machine.inspect(
      name: "toggle", at: .local(port: inspectorPort, retryInterval: 3_600), policy: .readOnly, log: { _ in })
  }

  public func statekit(_ events: Int) -> Int { plain.statekit(events) }
  public func baseline(_ events: Int) -> Int { plain.baseline(events) }
  public func baselineInlined(_ events: Int) -> Int { plain.baselineInlined(events) }
}

/// `toggle-inspected` with restores allowed (a debug build's default): a snapshot per step.
@MainActor
public final class RestorableInspectedToggleScenario: Scenario {
  let plain = ToggleScenario()
  let session: InspectionSession?

  public init() {
    session = try? plain.machine.inspect(
      name: "toggle", at: .local(port: inspectorPort, retryInterval: 3_600),
      policy: InspectionPolicy(send: true, restore: true), log: { _ in })
  }

  public func statekit(_ events: Int) -> Int { plain.statekit(events) }
  public func baseline(_ events: Int) -> Int { plain.baseline(events) }
  public func baselineInlined(_ events: Int) -> Int { plain.baselineInlined(events) }
}

private let inspectorPort = ProcessInfo.processInfo.environment["STATEKIT_INSPECT_PORT"].flatMap(UInt16.init) ?? 1
