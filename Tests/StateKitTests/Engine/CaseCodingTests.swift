import StateKit
import Testing

/// A chart of ``CaseEvent``s codes an event by its case. A `Case` of one byte of plain data (an
/// enum without payloads) is coded by its bit pattern in a table, any other by hashing it
/// (`CaseTable`, issue 26): both must take the same transitions for the same events, in a
/// machine made where the event type is known and in one made by generic code.
@MainActor
@Suite("Case coding")
struct CaseCodingTests {
  /// Events with payloads whose case is an enum: coded by bits.
  enum Command: CaseEvent {
    case open(String), save(Int), close, ping, unnamed(Int)
    enum Case { case open, save, close, ping, unnamed }
    var eventCase: Case {
      switch self {
      case .open: .open
      case .save: .save
      case .close: .close
      case .ping: .ping
      case .unnamed: .unnamed
      }
    }
  }

  /// The same events with a `String` case: hashed.
  struct NamedCommand: CaseEvent {
    let command: Command
    var eventCase: String { "\(command.eventCase)" }
  }

  struct Log { var entries: [String] = [] }

  static func commandChart() throws -> Chart<String, Command, Log> {
    try Chart(initial: "closed") {
      State("closed") { On(case: .open, to: "open") { $0.entries.append("open") } }
      State("open") {
        On(case: .save) { $0.entries.append("save") }
        On(case: .ping, to: "open")
        On(case: .close, to: "closed")
      }
    }
  }

  static func namedChart() throws -> Chart<String, NamedCommand, Log> {
    try Chart(initial: "closed") {
      State("closed") { On(case: "open", to: "open") { $0.entries.append("open") } }
      State("open") {
        On(case: "save") { $0.entries.append("save") }
        On(case: "ping", to: "open")
        On(case: "close", to: "closed")
      }
    }
  }

  static let commands: [Command] = [
    .save(1), .open("a"), .unnamed(3), .save(2), .ping, .open("b"), .close, .close, .unnamed(4), .open("c"), .ping,
  ]

  /// What a machine did for each command: accepted or not, and where it is.
  static func trace<E: Hashable & Sendable>(_ machine: StateMachine<String, E, Log>, _ events: [E]) -> [String] {
    events.map { event in
      let outcome = machine.send(event)
      return "\(outcome.isAccepted) \(machine.activeStates.sorted()) \(outcome.rejection?.reason as Any)"
    }
  }

  /// A machine made by generic code, where `E` is not known to be a ``CaseEvent``.
  static func genericMachine<E: Hashable & Sendable>(_ chart: Chart<String, E, Log>) -> StateMachine<String, E, Log> {
    StateMachine(chart, context: Log())
  }

  @Test func casesCodedByBitsTakeTheTransitionsOfHashedCases() throws {
    let byBits = StateMachine(try Self.commandChart(), context: Log())
    let hashed = StateMachine(try Self.namedChart(), context: Log())
    byBits.start()
    hashed.start()
    // Twice: the second round finds every bit pattern in the table.
    for _ in 0..<2 {
      let expected = Self.trace(hashed, Self.commands.map(NamedCommand.init))
      #expect(Self.trace(byBits, Self.commands) == expected)
      #expect(byBits.context.entries == hashed.context.entries)
    }
    #expect(byBits.context.entries == ["open", "save", "open", "save", "save", "open"])
  }

  @Test func aMachineMadeByGenericCodeCodesCasesTheSameWay() throws {
    let generic = Self.genericMachine(try Self.commandChart())
    let specialised = StateMachine(try Self.commandChart(), context: Log())
    generic.start()
    specialised.start()
    for _ in 0..<2 { #expect(Self.trace(generic, Self.commands) == Self.trace(specialised, Self.commands)) }
    #expect(generic.context.entries == specialised.context.entries)
    // `can` codes the same way, and a case no transition names is never accepted.
    #expect(generic.can(.close) && specialised.can(.close))
    #expect(!generic.can(.unnamed(0)) && !specialised.can(.unnamed(0)))
  }

  /// A case of one byte whose `==` calls different bit patterns equal: a pattern met for the
  /// first time is looked up by `==`, so it takes the transition of the case it equals.
  struct Parity: Hashable, Sendable, CustomStringConvertible {
    var raw: UInt8
    static func == (a: Parity, b: Parity) -> Bool { a.raw % 2 == b.raw % 2 }
    func hash(into hasher: inout Hasher) { hasher.combine(raw % 2) }
    var description: String { raw % 2 == 0 ? "even" : "odd" }
  }

  struct Number: CaseEvent {
    let value: UInt8
    var eventCase: Parity { Parity(raw: value) }
  }

  @Test func aCaseEqualToANamedCaseWithOtherBitsTakesItsTransition() throws {
    let chart = try Chart<String, Number, Log>(initial: "idle") {
      State("idle") {
        On(case: Parity(raw: 1)) { $0.entries.append("odd \($0.event?.value ?? 0)") }
        On(case: Parity(raw: 2)) { $0.entries.append("even \($0.event?.value ?? 0)") }
      }
    }
    for machine in [StateMachine(chart, context: Log()), Self.genericMachine(chart)] {
      machine.start()
      for value: UInt8 in [1, 3, 4, 255, 0, 3] { #expect(machine.send(Number(value: value)).isAccepted) }
      #expect(machine.context.entries == ["odd 1", "odd 3", "even 4", "odd 255", "even 0", "odd 3"])
    }
  }

  /// Payloads of events the machine queued itself (raised by an action, or sent while it is busy)
  /// are read from the queue's box, in guards and actions; one sent from outside from the event
  /// the engine keeps (`readExternalEvent`).
  @Test func payloadsOfQueuedEventsAreReadFromTheirBoxes() throws {
    let opened = EventCase<Command, String>(.open) { if case .open(let name) = $0 { name } else { nil } }
    let saved = EventCase<Command, Int>(.save) { if case .save(let count) = $0 { count } else { nil } }
    var machine: StateMachine<String, Command, Log>?
    let chart = try Chart<String, Command, Log>(initial: "closed") {
      State("closed") {
        On(opened, to: "open", when: { _, name in name != "refused" }) { scope, name in
          scope.entries.append("open \(name)")
          scope.raise(.save(name.count))
          // Sent while the machine is busy: queued, processed after this macrostep.
          _ = machine?.send(.save(100))
        }
      }
      State("open") {
        On(saved, when: { _, count in count > 1 }) { scope, count in
          scope.entries.append("save \(count) \(scope.payload(saved) ?? -1) \(scope.payload(opened) ?? "-")")
        }
      }
    }
    machine = StateMachine(chart, context: Log())
    machine?.start()
    #expect(machine?.send(.open("refused")).rejection?.reason == .guardsFailed)
    #expect(machine?.send(.open("ab")).isAccepted == true)
    #expect(machine?.context.entries == ["open ab", "save 2 2 -", "save 100 100 -"])
    // A raised payload the guard refuses is dropped like any other.
    #expect(machine?.send(.save(1)).rejection?.reason == .guardsFailed)
    machine = nil
  }
}
