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
    // What the main actor sees between sends: the count only grows, never past the events sent.
    var samples: [Int] = []
    let watcher = Task { @MainActor in
      for _ in 0..<100 {
        samples.append(m.context.count)
        await Task.yield()
      }
    }
    // A rejection is recorded as a failure of this test (a `precondition` here would stop the
    // whole test run instead).
    let rejected = await withTaskGroup(of: [Int].self) { group in
      for task in 0..<tasks {
        group.addTask {
          var rejected: [Int] = []
          for i in 0..<perTask {
            let outcome = await m.send(task * perTask + i)
            if !outcome.isAccepted { rejected.append(task * perTask + i) }
          }
          return rejected
        }
      }
      var all: [Int] = []
      for await rejected in group { all += rejected }
      return all
    }
    await watcher.value
    #expect(rejected.isEmpty, "rejected: \(rejected.prefix(10))")
    #expect(m.context.count == tasks * perTask)
    #expect(Set(m.context.entries).count == tasks * perTask)
    #expect(samples == samples.sorted(), "the count went back: \(samples)")
    #expect(samples.allSatisfy { $0 <= tasks * perTask })
    // Each task's events arrive in the order that task sent them.
    for task in 0..<tasks {
      let own = m.context.entries.compactMap(Int.init).filter { $0 / perTask == task }
      #expect(own == own.sorted())
    }
  }
}
