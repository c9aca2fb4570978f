import StateKit
import StateKitControls
import StateKitInspection
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
  /// Those of ``eventNames`` that the screen sends itself (a network answer arriving, a step
  /// finishing), which `help` lists apart from those a person causes.
  var internalEventNames: [String] { get }

  /// Each returns the outcome text, or nil when the scene has no such control, event or role.
  func tap(_ control: String) -> String?
  func type(_ control: String, _ text: String) -> String?
  /// Waits for nothing longer than a bounded time.
  func event(_ name: String) async -> String?
  func role(_ name: String) -> String?
  func style(_ name: String) -> String?
  /// Releases what the scene shows the lifetime of (`release`); nil when it has nothing to.
  func release() -> String?
  /// Attaches the scene's machines to `statekit inspect` (`showcase --inspect`).
  func attach(at endpoint: InspectorEndpoint, log: @escaping @Sendable (String) -> Void) -> [InspectionSession]
}

extension Scene {
  var extraLines: [String] { [] }
  var internalEventNames: [String] { [] }
  func type(_ control: String, _ text: String) -> String? { nil }
  func role(_ name: String) -> String? { nil }
  func style(_ name: String) -> String? { nil }
  func release() -> String? { nil }
  func attach(at endpoint: InspectorEndpoint, log: @escaping @Sendable (String) -> Void) -> [InspectionSession] { [] }
}

extension StateMachine {
  /// Attached for the showcase: the page may send events and restore steps (it is a demo).
  func inspectForShowcase(
    _ name: String, at endpoint: InspectorEndpoint, log: @escaping @Sendable (String) -> Void
  ) -> [InspectionSession] {
    guard
      let session = try? inspect(
        name: name, at: endpoint, policy: InspectionPolicy(send: true, restore: true, payloads: true), log: log)
    else { return [] }
    return [session]
  }
}

/// A view's properties in one vocabulary, UIKit's names where they differ from the default:
/// `value 1  alpha 0.0  no interaction`, `title "Edit"  disabled`, `hidden`. The first part
/// (what the control shows) comes first, so that the screen can align it in a column.
@MainActor
func describe(_ view: Headless.View) -> String {
  describeParts(view).joined(separator: "  ")
}

@MainActor
func describeParts(_ view: Headless.View) -> [String] {
  var parts: [String] = []
  for (key, value) in view.properties {
    switch (key, value) {
    case ("hidden", _): parts.append("hidden")
    case ("alpha", let value): parts.append("alpha " + oneDecimal(Double(value) ?? 1))
    case ("enabled", "false"): parts.append("disabled")
    case ("interaction", "off"): parts.append("no interaction")
    case ("selected", "true"): parts.append("selected")
    case (_, "\"\""): parts.append("no \(key)")
    default: parts.append("\(key) \(value)")
    }
  }
  return parts.isEmpty ? ["visible"] : parts
}

/// `0` → `0.0`, `0.25` → `0.3`: one decimal, so that a fade's steps line up.
func oneDecimal(_ value: Double) -> String {
  let tenths = Int((value * 10).rounded())
  return "\(tenths / 10).\(abs(tenths % 10))"
}

/// An outcome as the `outcome:` line shows it: `browse → edit (button)`, with what caused it.
func describe<S, E>(_ outcome: SendOutcome<S, E>, cause: String? = nil) -> String {
  let because = cause.map { " (\($0))" } ?? ""
  switch outcome {
  case .transitioned(let step):
    let from = step.exited.map { "\($0)" }.joined(separator: ", ")
    let to = step.entered.map { "\($0)" }.joined(separator: ", ")
    return "\(from.isEmpty ? "-" : from) → \(to.isEmpty ? "-" : to)\(because)"
  case .handled: return "handled, no change of state\(because)"
  case .rejected(let rejection): return "rejected: \(rejection.plainDescription)"
  case .queued: return "queued\(because)"
  case .failed(let error): return "failed: \(error)"
  }
}

func names<S>(_ states: [S]) -> [String] { states.map { "\($0)" } }

/// Why a tap did not reach `view`, in words: `the stepper is hidden`, `the stepper is at its
/// minimum (0)`. `half` is what was tapped (`stepper-` for the stepper's minus half).
@MainActor
func whyNoTap(_ view: Headless.View, _ half: String) -> String {
  let name = "the \(view.name)"
  if view.isHidden { return "\(name) is hidden" }
  if view.alpha <= 0.01 { return "\(name) is faded out" }
  if !view.isUserInteractionEnabled {
    return view.alpha < 1 ? "\(name) is fading, and takes no touches until it is done" : "\(name) takes no touches now"
  }
  if let control = view as? Headless.Control, !control.isEnabled { return "\(name) is disabled" }
  if let stepper = view as? Headless.Stepper {
    return half.hasSuffix("-")
      ? "\(name) is at its minimum (\(numberText(stepper.minimumValue)))"
      : "\(name) is at its maximum (\(numberText(stepper.maximumValue)))"
  }
  return "\(name) does not take taps now"
}
