import StateKit
import StateKitControls
import StateKitUI

/// One seed scenario as a small terminal screen.
@MainActor
protocol Scene: AnyObject {
  var id: String { get }
  var title: String { get }
  /// The active atomic states, for the `state:` line.
  var states: [String] { get }
  /// Every control, hidden ones included, as (name, visible properties).
  var controls: [(String, String)] { get }
  /// Extra lines under the controls (a drawing, a status line).
  var extraLines: [String] { get }
  /// The scene's own commands, for `help`.
  var keys: [String] { get }
  /// Every name `event <name>` accepts, for `help`.
  var eventNames: [String] { get }

  /// Each returns the outcome text, or nil when the scene has no such control, event or role.
  func tap(_ control: String) -> String?
  func type(_ control: String, _ text: String) -> String?
  /// Waits for nothing longer than a bounded time.
  func event(_ name: String) async -> String?
  func role(_ name: String) -> String?
  func style(_ name: String) -> String?
  /// Releases what the scene shows the lifetime of (`release`); nil when it has nothing to.
  func release() -> String?
}

extension Scene {
  var extraLines: [String] { [] }
  func type(_ control: String, _ text: String) -> String? { nil }
  func role(_ name: String) -> String? { nil }
  func style(_ name: String) -> String? { nil }
  func release() -> String? { nil }
}

/// `stepper  value 1  alpha 0 (invisible)  interaction off`.
@MainActor
func describe(_ view: View) -> String {
  var parts = view.properties.map { key, value in
    switch (key, value) {
    case ("hidden", _): return "HIDDEN"
    case ("alpha", "0"): return "alpha 0 (invisible)"
    default: return "\(key) \(value)"
    }
  }
  if parts.isEmpty { parts = ["visible"] }
  return parts.joined(separator: "  ")
}

/// An outcome as the `outcome:` line shows it.
func describe<S, E>(_ outcome: SendOutcome<S, E>) -> String {
  switch outcome {
  case .transitioned(let step):
    let from = step.exited.map { "\($0)" }.joined(separator: ", ")
    let to = step.entered.map { "\($0)" }.joined(separator: ", ")
    return "transitioned \(from.isEmpty ? "-" : from) → \(to.isEmpty ? "-" : to)"
  case .handled: return "handled"
  case .rejected(let rejection): return "rejected: \(rejection.plainDescription)"
  case .queued: return "queued"
  case .failed(let error): return "failed: \(error)"
  }
}

func names<S>(_ states: [S]) -> [String] { states.map { "\($0)" } }
