/// One line typed into the showcase, split into words and checked before anything runs: every
/// command takes exactly the arguments it names, and a mistake gets a message instead.
enum Command: Equatable {
  case open(String)
  case back, help, quit, state, release
  case tick(seconds: Double)
  case tap(String)
  case type(String, text: String)
  case event(String)
  case role(String)
  case style(String)

  /// What a scene lacks when it has no such name: a control, an event, a role or a style.
  var kind: String {
    switch self {
    case .tap, .type: return "control"
    case .event: return "event"
    case .role: return "role"
    case .style: return "style"
    default: return "command"
    }
  }

  /// How many characters of what someone typed a message repeats: a pasted page is not echoed.
  static let echoLimit = 24

  /// Parses a line. Words are separated by spaces or tabs; an empty line is `state`.
  static func parse(_ line: String) -> Result<Command, CommandError> {
    let words = line.split(whereSeparator: { $0.isWhitespace }).map(String.init)
    guard let name = words.first else { return .success(.state) }
    let arguments = Array(words.dropFirst())
    func one(_ make: (String) -> Command, usage: String) -> Result<Command, CommandError> {
      arguments.count == 1 ? .success(make(arguments[0])) : .failure(.usage(usage))
    }
    func none(_ command: Command) -> Result<Command, CommandError> {
      arguments.isEmpty ? .success(command) : .failure(.usage("'\(name)' takes no arguments"))
    }
    switch name {
    case "open": return one(Command.open, usage: "open takes one scene, such as 'open 000'")
    case "back": return none(.back)
    case "help": return none(.help)
    case "quit", "exit": return none(.quit)
    case "state": return none(.state)
    case "release": return none(.release)
    case "tick":
      let usage = "tick takes one number of seconds between 0 and 86400, such as 'tick 0.5'"
      guard arguments.count == 1, let seconds = Double(arguments[0]), seconds >= 0, seconds <= 86_400 else {
        return .failure(.usage(usage))
      }
      return .success(.tick(seconds: seconds))
    case "tap": return one(Command.tap, usage: "tap takes one control, such as 'tap button'; 'help' lists them")
    case "event": return one(Command.event, usage: "event takes one event name; 'help' lists them")
    case "role": return one(Command.role, usage: "role takes one role, such as 'role admin'")
    case "style": return one(Command.style, usage: "style takes central or distributed")
    case "type":
      guard arguments.count >= 2 else {
        return .failure(.usage("type takes a control and the text, such as 'type code 123456'"))
      }
      return .success(.type(arguments[0], text: arguments.dropFirst().joined(separator: " ")))
    default: return .failure(.unknown(name))
    }
  }
}

/// What is wrong with a command line.
enum CommandError: Error, Equatable, CustomStringConvertible {
  /// A known command with the wrong arguments: how to use it.
  case usage(String)
  /// A word that is no command.
  case unknown(String)

  var description: String {
    switch self {
    case .usage(let text): return text
    case .unknown(let word): return "unknown command \(quoted(word)); 'help' lists the commands"
    }
  }
}

/// `'word'`, cut to ``Command/echoLimit`` characters and with control characters shown as `?`,
/// so that a message never repeats more of the input than a line holds, nor drives the terminal.
func quoted(_ text: String) -> String {
  let visible = text.prefix(Command.echoLimit).map { character in
    character.unicodeScalars.contains { $0.properties.generalCategory == .control } ? "?" : String(character)
  }
  return "'" + visible.joined() + (text.count > Command.echoLimit ? "…" : "") + "'"
}
