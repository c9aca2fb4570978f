import StateKit

extension Rejection {
  /// The rejection as a person reads it — on a screen, in a log a support engineer reads: states
  /// and events by their short names (`become(guest)`, not
  /// `become(MyApp.RolesController.RoleID.guest)`; an event with a private payload by its
  /// case), and the reason in plain words:
  ///
  /// - "no transition for 'stepper' in browse"
  /// - "no transition for 'submit' in enterCode has its condition met"
  /// - "'submit' came after the end: the machine finished in cancelled"
  public var plainDescription: String {
    let event = self.event.map { "'" + shortDescription(MachineEvent<S, E>.external($0).name) + "'" }
    let states = self.states.map { shortDescription("\($0)") }
    let place = states.isEmpty ? "" : " in " + listed(states)
    switch reason {
    case .noTransition: return "no transition for \(event ?? "the event")\(place)"
    case .guardsFailed: return "no transition for \(event ?? "the event")\(place) has its condition met"
    case .finished: return "\(event ?? "the event") came after the end: the machine finished\(place)"
    case .stopped: return "\(event ?? "the event") came after the end: the machine was stopped\(place)"
    case .notStarted: return "\(event ?? "the event") came before the start: the machine has not been started"
    case .alreadyStarted: return "the machine was started already\(states.isEmpty ? "" : "; it is\(place)")"
    case .undeclaredMove:
      return "\(event ?? "the event")\(place) moved to a state that the state's logic does not list as a successor"
    case .sentDuringQuery:
      return "\(event ?? "the event") was sent while the machine was only asked whether it would accept an event"
    }
  }
}

/// `a`, `a and b`, `a, b and c`.
private func listed(_ names: [String]) -> String {
  guard names.count > 1 else { return names.first ?? "" }
  return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
}

/// A description without the module and type names that Swift writes before a nested value:
/// `become(MyApp.RolesController.RoleID.guest)` → `become(guest)`. A qualifier is a run of
/// names that start with a capital letter, each followed by a dot, or the
/// `(unknown context at $…).` of a type declared in a function; numbers and lower-case paths
/// (`0.5`, `a.b`) stay as they are.
func shortDescription(_ description: String) -> String {
  var text = Substring(description)
  let unknownContext = "(unknown context at $"
  while let start = text.firstRange(of: unknownContext), let end = text[start.upperBound...].firstRange(of: ").") {
    text.removeSubrange(start.lowerBound..<end.upperBound)
  }
  var result = ""
  var word = ""
  for character in text {
    if character.isLetter || character.isNumber || character == "_" {
      word.append(character)
    } else if character == ".", word.first?.isUppercase == true {
      word = ""  // a type or module name followed by a dot: a qualifier
    } else {
      result += word
      result.append(character)
      word = ""
    }
  }
  return result + word
}
