/// Why an event was rejected. Names the event and the states that were active.
public struct Rejection<S: Hashable & Sendable, E: Hashable & Sendable>: Sendable, Error, CustomStringConvertible {
  /// The reason.
  public typealias Reason = RejectionReason

  /// The states that were active, kept so that rejecting allocates nothing and, in a chart
  /// without parallel states, costs no reference counting when the states are plain enums.
  @usableFromInline enum ActiveStates: Sendable {
    /// The one active atomic state of a chart without parallel states.
    case leaf(S)
    /// The configuration as it was (a shared bit set).
    case configuration(StateSet, StateNames<S>)
    case list([S])
  }

  // `active` first: the two small fields then fill its last word instead of taking another,
  // which keeps `SendOutcome` within the four words returned in registers.
  @usableFromInline let active: ActiveStates
  public let reason: Reason
  /// The event, when the rejected event is one sent from outside.
  public let event: E?

  public init(reason: Reason, event: E?, states: [S]) {
    self.reason = reason
    self.event = event
    self.active = .list(states)
  }

  @inlinable init(reason: Reason, event: E?, active: ActiveStates) {
    self.reason = reason
    self.event = event
    self.active = active
  }

  /// The active atomic states when the event arrived.
  public var states: [S] {
    switch active {
    case .leaf(let leaf): return [leaf]
    case .list(let states): return states
    case .configuration(let configuration, let names):
      var result: [S] = []
      configuration.forEach { if names.isAtomic[$0], let id = names.ids[$0] { result.append(id) } }
      return result
    }
  }

  var reasonText: String { reasonText(namingEvent: describeEvent) }

  /// The reason in words, with the event written by `name`: how a tool that must not show an
  /// event's payload (the inspector's page) words a rejection without taking the payload from
  /// ``description``.
  public func reasonText(namingEvent name: (E) -> String) -> String {
    let what = event.map { "event '\(name($0))'" } ?? "event"
    let where_ = "in state " + states.map { "'\($0)'" }.joined(separator: ", ")
    switch reason {
    case .noTransition: return "\(what) is not accepted \(where_)"
    case .guardsFailed: return "\(what) \(where_): every guard said no"
    case .finished: return "\(what): the machine has finished \(where_)"
    case .stopped: return "\(what): the machine was stopped by its parent \(where_)"
    case .notStarted: return "\(what): the machine has not been started"
    case .alreadyStarted: return "the machine was started already; it is \(where_)"
    case .undeclaredMove: return "\(what) \(where_): a behavior moved to a state it did not declare"
    case .sentDuringQuery:
      return "\(what) was sent by a guard while the machine was asked a question; questions change nothing"
    }
  }

  public var description: String { reasonText }
}

extension Rejection: Equatable {
  /// Two rejections are equal when they give the same reason for the same event in the same states.
  public static func == (lhs: Rejection, rhs: Rejection) -> Bool {
    lhs.reason == rhs.reason && lhs.event == rhs.event && lhs.states == rhs.states
  }
}
