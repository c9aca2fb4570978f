import StateKit
import StateKitTesting

/// The five seed scenarios as one terminal program, driven by commands — typed by a person or
/// piped in by a script. ``execute(_:)`` takes one command line and returns what to print.
@MainActor
public final class Showcase {
  /// The clock every scene runs on: advanced by `tick`, or by real time when interactive.
  public let clock = ManualClock()
  private var scene: (any Scene)?
  private var outcome = "-"
  /// Set by `quit`.
  public private(set) var isQuitting = false

  public init() {}

  static let scenes: [(id: String, title: String)] = [
    ("000", "Browse / Edit / Empty — a view controller with modes"),
    ("001", "Behaviours — a toggle and a confirmation bound to their owner"),
    ("002", "Roles — admin, user and guest on one screen"),
    ("003", "State pattern — a self-advancing traffic light and a drawing pad"),
    ("004", "Pairing wizard — user, network and push events"),
  ]

  /// The main menu.
  public var menu: String {
    (["StateKit showcase — the seed scenarios", ""] + Self.scenes.map { "  open \($0.id)   \($0.title)" } + [
      "", "Type 'help' for every command, 'quit' to leave.",
    ]).joined(separator: "\n")
  }

  /// Runs one command and returns the screen (or message) to print.
  public func execute(_ line: String) async -> String {
    let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    guard let command = words.first else { return render() }
    let argument = words.dropFirst().first ?? ""
    let rest = words.dropFirst(2).joined(separator: " ")
    switch command {
    case "open":
      guard let made = makeScene(argument) else {
        return "unknown scene '\(argument)'; scenes are " + Self.scenes.map(\.id).joined(separator: ", ")
      }
      scene = made
      outcome = "opened \(argument)"
    case "back":
      scene = nil
      outcome = "-"
      return menu
    case "help":
      return help
    case "quit", "exit":
      isQuitting = true
      return "bye"
    case "state":
      break
    case "tick":
      guard let seconds = Double(argument), seconds >= 0, seconds <= 86_400 else {
        return "tick takes a number of seconds, such as 'tick 0.5'"
      }
      clock.advance(by: .milliseconds(Int((seconds * 1000).rounded())))
      outcome = "ticked \(argument) s"
    case "tap", "type", "event", "role", "style":
      guard let scene else { return "open a scene first\n\n" + menu }
      guard !argument.isEmpty else { return "\(command) needs a name; 'help' lists them" }
      let result: String?
      switch command {
      case "tap": result = scene.tap(argument)
      case "type": result = scene.type(argument, rest)
      case "event": result = await scene.event(argument)
      case "role": result = scene.role(argument)
      default: result = scene.style(argument)
      }
      guard let result else {
        return
          "scene \(scene.id) has no \(command == "tap" || command == "type" ? "control" : command) '\(argument)'; 'help' lists them"
      }
      outcome = result
    default:
      return "unknown command '\(command)'; 'help' lists the commands"
    }
    return render()
  }

  /// Lets real time pass (interactive mode). Returns whether the screen changed.
  public func advance(by duration: Duration) -> Bool {
    let before = render()
    clock.advance(by: duration)
    return render() != before
  }

  /// The current scene drawn as text, or the menu.
  public func render() -> String {
    guard let scene else { return menu }
    let width = max(10, scene.controls.map(\.0.count).max() ?? 0)
    var lines = ["── \(scene.id) · \(scene.title) ──"]
    for (name, text) in scene.controls {
      lines.append("  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + " " + text)
    }
    lines += scene.extraLines.map { "  " + $0 }
    lines.append("state: " + scene.states.joined(separator: ", "))
    lines.append("outcome: " + outcome)
    return lines.joined(separator: "\n")
  }

  private var help: String {
    var lines = [
      "commands:",
      "  open 000…004        show a scenario",
      "  tap <control>       tap a control (a stepper's halves: stepper+ and stepper-)",
      "  type <control> <t>  type text into a control",
      "  tick <seconds>      let time pass (timers, fades, the traffic light)",
      "  event <name>        an event from outside (a push notification, a network answer)",
      "  role <name>         switch role (scene 002)",
      "  state               show the screen again",
      "  back                back to the menu",
      "  help, quit",
    ]
    if let scene { lines += ["", "in scene \(scene.id):"] + scene.keys.map { "  " + $0 } }
    return lines.joined(separator: "\n")
  }

  private func makeScene(_ id: String) -> (any Scene)? {
    switch id {
    case "000": return BrowseEditScene(clock: clock)
    case "001": return BehaviorScene(clock: clock)
    case "002": return RolesScene()
    case "003": return StatePatternScene(clock: clock)
    case "004": return PairingScene(clock: clock)
    default: return nil
    }
  }
}
