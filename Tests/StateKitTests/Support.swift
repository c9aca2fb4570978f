import StateKit
import StateKitTesting

/// A context that records what actions ran, in order.
final class Log {
  var entries: [String] = []
  var count = 0
}

typealias StringChart = Chart<String, String, Log>

@MainActor
func machine(
  _ chart: StringChart, clock: ManualClock = ManualClock(), limit: Int = 10_000
) -> StateMachine<String, String, Log> {
  let machine = StateMachine(chart, context: Log(), clock: clock, microstepLimit: limit)
  machine.start()
  return machine
}

@MainActor
func tracing(
  _ id: String, @ChartBuilder<String, String, Log> _ content: () -> ChartElement<String, String, Log> = { .empty }
)
  -> ChartElement<String, String, Log>
{
  let inner = content()
  return State<String, String, Log>(id) {
    Entry { $0.context.entries.append("enter \(id)") }
    Exit { $0.context.entries.append("exit \(id)") }
    inner
  }.element
}
