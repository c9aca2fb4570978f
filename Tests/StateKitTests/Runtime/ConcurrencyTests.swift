import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

@MainActor
@Suite("Stress: concurrent senders")
struct StressTests {
  @Test func everyEventSentFromManyTasksIsProcessedExactlyOnce() async throws {
    let chart = try Chart<String, Int, Log> {
      State("counting") {
        OnAnyEvent { scope in
          scope.count += 1
          scope.entries.append(String(scope.event!))
        }
      }
    }
    let m = StateMachine(chart, context: Log(), clock: ManualClock())
    m.start()
    let tasks = 16
    let perTask = 250
    var observed = 0
    let watcher = Task { @MainActor in
      for _ in 0..<100 {
        observed = max(observed, m.context.count)
        await Task.yield()
      }
    }
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<tasks {
        group.addTask {
          for i in 0..<perTask {
            let outcome = await m.send(task * perTask + i)
            precondition(outcome.isAccepted)
          }
        }
      }
    }
    await watcher.value
    #expect(m.context.count == tasks * perTask)
    #expect(Set(m.context.entries).count == tasks * perTask)
    #expect(observed <= tasks * perTask)
    // Each task's events arrive in the order that task sent them.
    for task in 0..<tasks {
      let own = m.context.entries.compactMap(Int.init).filter { $0 / perTask == task }
      #expect(own == own.sorted())
    }
  }
}
