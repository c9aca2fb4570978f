import StateKit
import StateKitTesting

/// A context that records what actions ran, in order.
public final class Log {
  public var entries: [String] = []
  public var count = 0

  public init() {}
}

/// Charts with string states and events over a ``Log``: what most engine tests write.
public typealias StringChart = Chart<String, String, Log>

/// A started machine for `chart`, on a manual clock.
@MainActor
public func machine(
  _ chart: StringChart, clock: ManualClock = ManualClock(), limit: Int = 10_000
) -> StateMachine<String, String, Log> {
  let machine = StateMachine(chart, context: Log(), clock: clock, microstepLimit: limit)
  machine.start()
  return machine
}

/// A state whose entry and exit actions append `enter ID` and `exit ID` to the log.
@MainActor
public func tracing(
  _ id: String, @ChartBuilder<String, String, Log> _ content: () -> ChartElement<String, String, Log> = { .empty }
)
  -> ChartElement<String, String, Log>
{
  let inner = content()
  return ChartState<String, String, Log>(id) {
    Entry { $0.context.entries.append("enter \(id)") }
    Exit { $0.context.entries.append("exit \(id)") }
    inner
  }.element
}

/// Collects lines from observers and callbacks (a class, so closures can share it).
@MainActor
public final class Recorder {
  public private(set) var lines: [String] = []

  public init() {}

  public func append(_ line: String) { lines.append(line) }

  /// Returns the lines collected so far and starts afresh.
  @discardableResult
  public func take() -> [String] {
    defer { lines.removeAll() }
    return lines
  }
}
