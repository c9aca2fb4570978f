import StateKit
import StateKitInspection
import StateKitTesting

/// The five seed scenarios as one terminal program, driven by commands — typed by a person or
/// piped in by a script. ``execute(_:)`` takes one command line and returns what to print.
@MainActor
package final class Showcase {
  /// The clock every scene runs on: advanced by `tick`, or by real time when interactive.
  package let clock = ManualClock()
  private var scene: (any Scene)? {
    didSet {
      for session in inspections { session.detach() }
      inspections = []
      if let inspector, let scene { inspections = scene.attach(at: inspector, log: inspectorLog) }
    }
  }
  /// Where `swift run showcase --inspect` attaches the open scene's machines; nil: nowhere.
  package var inspector: InspectorEndpoint?
  /// Where the inspector's notices go (standard error by default).
  package var inspectorLog: @Sendable (String) -> Void = InspectionSession.standardError
  private var inspections: [InspectionSession] = []
  private var outcome = "-"
  /// Set by `quit`.
  package private(set) var isQuitting = false
  /// How long a command waits, at most, for an answer that comes back through a task.
  package let answerTimeout: Duration

  /// Whether the screen uses colour (a terminal) or stays plain (piped output, tests).
  package var usesColor: Bool
  /// The scene's states when the outcome line was last written: a change since then happened
  /// with time, and the outcome line says so.
  private var statesAtOutcome: [String] = []

  package init(answerTimeout: Duration = .seconds(5), usesColor: Bool = false) {
    self.answerTimeout = answerTimeout
    self.usesColor = usesColor
  }

  /// The article each scenario is built on, for the screen's second line.
  static let articles: [String: String] = [
    "000": "after \"Object-oriented State pattern with view controllers\" (2015)",
    "001": "after \"iOS Behaviours\": small objects that add one feature to a screen",
    "002": "after \"State Pattern to Manage Reusable View Controller\"",
    "003": "after \"Design Patterns by Tutorials\", chapter \"State Pattern\"",
    "004": "after \"Stateful View Controllers in iOS\" (a pairing wizard, in German)",
  ]

  /// Flags such as `hidden` or `disabled` stand alone; they are not a column of values.
  private func isFlag(_ part: String) -> Bool { !part.contains(" ") }

  static let scenes: [(id: String, title: String)] = [
    ("000", "Browse / Edit / Empty — a view controller with modes"),
    ("001", "Behaviors — a toggle and a confirmation bound to their owner"),
    ("002", "Roles — admin, user and guest on one screen"),
    ("003", "State pattern — a self-advancing traffic light and a drawing pad"),
    ("004", "Pairing wizard — user, network and push events"),
  ]

  /// The main menu.
  package var menu: String {
    (["StateKit showcase — five scenarios from five articles on screens with modes", ""]
      + Self.scenes.map { "  open \($0.id)   \($0.title)" } + [
        "", "Type 'help' for every command, 'quit' to leave.",
      ]).joined(separator: "\n")
  }

  /// Runs one command and returns the screen (or message) to print. Never waits longer than a
  /// few seconds: a network answer that does not come is reported, not waited for.
  package func execute(_ line: String) async -> String {
    let command: Command
    switch Command.parse(line) {
    case .success(let parsed): command = parsed
    case .failure(let error): return error.description
    }
    switch command {
    case .open(let id):
      guard let made = makeScene(id) else {
        return "unknown scene \(quoted(id)); scenes are " + Self.scenes.map(\.id).joined(separator: ", ")
      }
      scene = made
      outcome = "opened \(id)"
    case .back:
      scene = nil
      outcome = "-"
      return menu
    case .help:
      return help
    case .quit:
      isQuitting = true
      return "bye"
    case .state:
      outcome = timePassed() ?? "nothing happened since the last command"
    case .tick(let seconds):
      clock.advance(by: .milliseconds(Int((seconds * 1000).rounded())))
      outcome = "\(numberText(seconds)) s passed" + (timePassed().map { ": " + $0 } ?? "")
    case .tap(let name), .type(let name, _), .event(let name), .role(let name), .style(let name):
      guard let scene else { return "open a scene first\n\n" + menu }
      let result: String?
      switch command {
      case .tap: result = scene.tap(name)
      case .type(_, let text): result = scene.type(name, text)
      case .event: result = await scene.event(name)
      case .role: result = scene.role(name)
      default: result = scene.style(name)
      }
      guard let result else {
        // `help` lists the stepper's event as `stepper`; its control has two halves.
        if case .tap = command, scene.keys.contains("tap \(name)+") {
          return "the \(name) has two halves: tap \(name)+ or tap \(name)-"
        }
        return "scene \(scene.id) has no \(command.kind) \(quoted(name)); 'help' lists them"
      }
      outcome = result
    case .release:
      guard let scene else { return "open a scene first\n\n" + menu }
      guard let result = scene.release() else { return "scene \(scene.id) has nothing to release" }
      outcome = result
    }
    statesAtOutcome = scene?.states ?? []
    return render()
  }

  /// What time changed since the outcome line was last written (`requesting → networkError`,
  /// `green → yellow`: a timer, an animation's end), or nil.
  private func timePassed() -> String? {
    guard let scene else { return nil }
    let now = scene.states
    guard now != statesAtOutcome else { return nil }
    let left = statesAtOutcome.filter { !now.contains($0) }
    let entered = now.filter { !statesAtOutcome.contains($0) }
    let from = left.isEmpty ? "-" : left.joined(separator: ", ")
    let to = entered.isEmpty ? "-" : entered.joined(separator: ", ")
    return "\(from) → \(to) (time passed)"
  }

  /// Lets real time pass (interactive mode). Returns whether the screen changed; a change of
  /// state is written on the outcome line, so that it tells what just happened.
  package func advance(by duration: Duration) -> Bool {
    let before = render()
    clock.advance(by: duration)
    if let changed = timePassed() {
      outcome = changed
      statesAtOutcome = scene?.states ?? []
    }
    return render() != before
  }

  /// The current scene drawn as text, or the menu.
  package func render() -> String {
    guard let scene else { return menu }
    let width = max(10, scene.controls.map(\.0.count).max() ?? 0)
    var lines = ["── \(scene.id) · \(scene.title) ──", "   " + Self.articles[scene.id, default: ""]]
    // Columns: the name, what the control shows (its text, title or value), then the rest.
    let rows = scene.controls.map { name, text in (name, text.components(separatedBy: "  ")) }
    let shown = rows.map { $0.1.first ?? "" }
    let shownWidth = min(24, shown.filter { !isFlag($0) }.map(\.count).max() ?? 0)
    for (name, parts) in rows {
      var cells = parts
      if let first = cells.first, !isFlag(first), cells.count > 1 {
        cells[0] = first.count < shownWidth ? first.padding(toLength: shownWidth, withPad: " ", startingAt: 0) : first
      }
      let padded = name.count < width ? name.padding(toLength: width, withPad: " ", startingAt: 0) : name
      lines.append("  " + padded + " " + paintColors(cells.joined(separator: "  ")))
    }
    lines += scene.extraLines.map { "  " + $0 }
    lines.append("state: " + paint(scene.states.joined(separator: ", "), Style.bold))
    let outcomeStyle = outcome.hasPrefix("rejected") ? Style.red : outcome.contains(" → ") ? Style.green : nil
    lines.append("outcome: " + (outcomeStyle.map { paint(outcome, $0) } ?? outcome))
    return lines.joined(separator: "\n")
  }

  /// ANSI styles, used only when ``usesColor`` is set.
  enum Style {
    static let bold = "1"
    static let red = "31"
    static let green = "32"
    static let yellow = "33"
    static let dim = "2"
  }

  /// `text` in `style` when the screen uses colour; plain otherwise.
  func paint(_ text: String, _ style: String) -> String {
    usesColor && !text.isEmpty ? "\u{1B}[\(style)m\(text)\u{1B}[0m" : text
  }

  /// A control's properties with the lamp colours painted: `background red` in red.
  private func paintColors(_ text: String) -> String {
    guard usesColor else { return text }
    var result = text
    for (name, style) in [("red", Style.red), ("yellow", Style.yellow), ("green", Style.green)] {
      result = result.replacing("background \(name)", with: "background " + paint(name, style))
      result = result.replacing("lit \(name)", with: "lit " + paint(name, style))
    }
    return result
  }

  private var help: String {
    var lines = [
      "commands:",
      "  open 000…004        show a scenario",
      "  tap <control>       tap a control (a stepper's halves: stepper+ and stepper-)",
      "  type <control> <t>  type text into a control",
      "  tick <seconds>      let time pass (timers, fades, the traffic light)",
      "  event <name>        an event from outside (a push, a network answer)",
      "  role <name>         switch role (scene 002)",
      "  release             release the owner of the behaviors (scene 001)",
      "  state               show the screen again",
      "  back                back to the menu",
      "  help, quit",
    ]
    if let scene {
      lines += ["", "in scene \(scene.id):"] + scene.keys.map { "  " + $0 }
      let internalNames = Set(scene.internalEventNames)
      let userNames = scene.eventNames.filter { !internalNames.contains($0) }
      lines.append(
        userNames.isEmpty
          ? "  event names: none (the behaviors' own charts take only taps)"
          : "  events you cause: " + userNames.joined(separator: " | "))
      if !scene.internalEventNames.isEmpty {
        lines.append("  events the screen sends itself: " + scene.internalEventNames.joined(separator: " | "))
      }
      lines.append("(Enter: back to the screen, which goes on meanwhile)")
    }
    return lines.flatMap { wrap($0, width: 79) }.joined(separator: "\n")
  }

  /// `line` broken at spaces to fit `width` columns; continuation lines are indented under
  /// the text after the line's own indentation and first word (`  event names: …`).
  private func wrap(_ line: String, width: Int) -> [String] {
    guard line.count > width else { return [line] }
    let leading = String(line.prefix { $0 == " " })
    let indent = leading + "    "
    var result: [String] = []
    var current = leading
    for word in line.dropFirst(leading.count).split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = current == leading ? current + word : current + " " + word
      if candidate.count > width && current != leading {
        result.append(current)
        current = indent + word
      } else {
        current = candidate
      }
    }
    result.append(current)
    return result
  }

  private func makeScene(_ id: String) -> (any Scene)? {
    switch id {
    case "000": return BrowseEditScene(clock: clock)
    case "001": return BehaviorScene(clock: clock)
    case "002": return RolesScene()
    case "003": return StatePatternScene(clock: clock)
    case "004": return PairingScene(clock: clock, answerTimeout: answerTimeout)
    default: return nil
    }
  }
}
