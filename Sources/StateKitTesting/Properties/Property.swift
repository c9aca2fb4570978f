/// A property that every random walk of a ``PropertyTest`` must keep: an invariant (``always(_:_:)``,
/// ``never(_:_:)``) or a temporal property (``eventually(_:within:_:)``,
/// ``until(_:holding:until:within:)``, ``whenever(_:_:eventually:within:)``), over what the
/// system under test is and shows — its machine's configuration, its context, its controls.
///
/// ```swift
/// let editOnly = Property<BrowseEditScreen>.always("the stepper is interactive only in Edit") { screen in
///   !screen.stepper.isUserInteractionEnabled || screen.machine.isActive(.edit)
/// }
/// ```
///
/// A property is checked after the machine starts, after every step, and at every instant a
/// timer fires inside a wait, so a state that a wait passes through is seen.
public struct Property<Subject> {
  /// The property's name: how results and traces refer to it.
  public let name: String
  let kind: Kind

  enum Kind {
    case always(@MainActor (Subject) -> Bool)
    case eventually(Within, @MainActor (Subject) -> Bool)
    case until(holding: @MainActor (Subject) -> Bool, until: @MainActor (Subject) -> Bool, within: Within?)
    case whenever(@MainActor (Subject) -> Bool, eventually: @MainActor (Subject) -> Bool, within: Within)
  }

  /// An invariant: `condition` holds from the start, after every step and at every timer.
  public static func always(_ name: String, _ condition: @escaping @MainActor (Subject) -> Bool) -> Property {
    Property(name: name, kind: .always(condition))
  }

  /// An invariant: `condition` never holds.
  public static func never(_ name: String, _ condition: @escaping @MainActor (Subject) -> Bool) -> Property {
    Property(name: name, kind: .always { !condition($0) })
  }

  /// `condition` holds at the start or within `bound` of it (a number of steps, or an amount of
  /// time on the manual clock). A walk that ends before the bound passed does not fail it.
  public static func eventually(
    _ name: String, within bound: Within, _ condition: @escaping @MainActor (Subject) -> Bool
  ) -> Property {
    Property(name: name, kind: .eventually(bound, condition))
  }

  /// `holding` holds until `until` does (and from then on nothing is asked). With a bound,
  /// `until` must also hold within it; without one, a walk in which `until` never holds passes
  /// as long as `holding` always held.
  public static func until(
    _ name: String, holding: @escaping @MainActor (Subject) -> Bool, until: @escaping @MainActor (Subject) -> Bool,
    within bound: Within? = nil
  ) -> Property {
    Property(name: name, kind: .until(holding: holding, until: until, within: bound))
  }

  /// Whenever `trigger` holds, `response` holds then or within `bound` (a response: "every
  /// request is answered within 30 s"). `whenever(name, { _ in true }, eventually: p, within: b)`
  /// says that `p` is never more than `b` away, wherever the walk is.
  public static func whenever(
    _ name: String, _ trigger: @escaping @MainActor (Subject) -> Bool,
    eventually response: @escaping @MainActor (Subject) -> Bool, within bound: Within
  ) -> Property {
    Property(name: name, kind: .whenever(trigger, eventually: response, within: bound))
  }

  /// The longest time bound of the property, if it has one.
  var timeBound: Duration? {
    let bound: Within?
    switch kind {
    case .always: bound = nil
    case .eventually(let within, _): bound = within
    case .until(_, _, let within): bound = within
    case .whenever(_, _, let within): bound = within
    }
    if case .time(let duration) = bound { return duration }
    return nil
  }
}

/// How far a temporal property may look ahead: a number of steps of the walk, or an amount of
/// time on its manual clock.
public enum Within: Hashable, Sendable, CustomStringConvertible {
  /// This many steps (events and waits) later at most.
  case steps(Int)
  /// This much time later at most.
  case time(Duration)

  /// `.time(.seconds(seconds))`.
  public static func seconds(_ seconds: Int) -> Within { .time(.seconds(seconds)) }
  /// `.time(.milliseconds(milliseconds))`.
  public static func milliseconds(_ milliseconds: Int) -> Within { .time(.milliseconds(milliseconds)) }

  /// "3 steps", "1.5 s".
  public var description: String {
    switch self {
    case .steps(let count): return count == 1 ? "1 step" : "\(count) steps"
    case .time(let duration): return duration.traceText
    }
  }
}

extension Duration {
  /// Seconds with up to nine decimals and no trailing zeros: "0.3 s", "30 s", "0.000001 s".
  var traceText: String { "\(secondsText) s" }

  /// The seconds as a decimal number: "0.3", "30", "-1.5".
  var secondsText: String {
    let (seconds, attoseconds) = components
    let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    let sign = nanoseconds < 0 ? "-" : ""
    let whole = abs(nanoseconds) / 1_000_000_000
    var fraction = String(abs(nanoseconds) % 1_000_000_000)
    fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
  }
}
