import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// A one-shot value a test hands to running work.
actor Gate<Value: Sendable> {
  private var value: Value?
  private var waiters: [CheckedContinuation<Value, Never>] = []

  func wait() async -> Value {
    if let value { return value }
    return await withCheckedContinuation { waiters.append($0) }
  }

  func open(_ value: Value) {
    self.value = value
    for waiter in waiters { waiter.resume(returning: value) }
    waiters.removeAll()
  }
}

enum NetworkError: Error { case offline }

@MainActor
@Suite("Invocations")
struct InvokeTests {
  @Test func resultComesBackAsAnEvent() async throws {
    let answer = Gate<Bool>()
    let chart = try StringChart {
      State("requesting") {
        Invoke("request") { _ in
          .task({ await answer.wait() }, onSuccess: { $0 ? "accepted" : "declined" }, onFailure: { _ in "failed" })
        }
        On("accepted", to: "paired")
        On("declined", to: "refused")
      }
      State("paired")
      State("refused")
    }
    let m = machine(chart)
    #expect(m.runningInvocationCount == 1)
    await answer.open(true)
    try await m.waitUntilActive("paired")
    #expect(m.activeAtomicStates == ["paired"])
  }

  /// An invocation that never reports: the wait ends with an error naming the state, on the
  /// wait's clock, instead of hanging the test.
  @Test func waitingForAnInvocationThatNeverReportsTimesOut() async throws {
    let never = Gate<Bool>()
    let chart = try StringChart {
      State("requesting") {
        Invoke("request") { _ in
          .task({ await never.wait() }, onSuccess: { _ in "accepted" }, onFailure: { _ in "failed" })
        }
        On("accepted", to: "paired")
      }
      State("paired")
    }
    let m = machine(chart)
    let waitClock = ManualClock()
    let waiting = Task { @MainActor in
      do throws(WaitTimeout<String>) {
        try await m.waitUntilActive("paired", timeout: .seconds(5), clock: waitClock)
        return "reached"
      } catch {
        return error.description
      }
    }
    while waitClock.pendingCount == 0 { await Task.yield() }
    waitClock.advance(by: .seconds(5))
    #expect(await waiting.value == "state 'paired' did not become active within 5.0 seconds; active: 'requesting'")
    await never.open(false)
  }

  /// A negative timeout counts as zero: the wait ends at once, and says so.
  @Test func aNegativeTimeoutCountsAsZero() async throws {
    let chart = try StringChart {
      State("requesting") { On("accepted", to: "paired") }
      State("paired")
    }
    let m = machine(chart)
    do throws(WaitTimeout<String>) {
      try await m.waitUntilActive("paired", timeout: .seconds(-5))
      Issue.record("the wait did not time out")
    } catch {
      #expect(error.timeout == .zero)
      #expect(error.description == "state 'paired' did not become active within 0.0 seconds; active: 'requesting'")
    }
  }

  @Test func errorIsMappedToAnEvent() async throws {
    let chart = try StringChart {
      State("requesting") {
        Invoke { _ in
          .task(
            { () async throws -> Int in throw NetworkError.offline }, onSuccess: { _ in "ok" },
            onFailure: { _ in "failed" })
        }
        On("failed", to: "error")
      }
      State("error")
    }
    let m = machine(chart)
    try await m.waitUntilActive("error")
    #expect(m.activeAtomicStates == ["error"])
  }

  @Test func leavingTheStateCancelsTheWorkAndDropsALateResult() async throws {
    let release = Gate<Void>()
    let delivered = Gate<Bool>()
    let chart = try StringChart {
      State("requesting") {
        Invoke { _ in
          Invocation { channel in
            await release.wait()
            await delivered.open(await channel.send("accepted"))
          }
        }
        On("accepted", to: "paired")
        On("cancel", to: "cancelled")
      }
      State("paired")
      State("cancelled")
    }
    let m = machine(chart)
    m.send("cancel")
    await release.open(())
    #expect(await delivered.wait() == false)
    #expect(m.activeAtomicStates == ["cancelled"])
  }

  @Test func streamOfExternalEvents() async throws {
    let (pushes, continuation) = AsyncStream<String>.makeStream()
    let chart = try StringChart {
      State("listening") {
        Invoke { _ in .stream(pushes) { "push:" + $0 } }
        On("push:approved", to: "approved")
      }
      State("approved")
    }
    let m = machine(chart)
    continuation.yield("ignored")
    continuation.yield("approved")
    // The stream is read on the main actor, after every main-actor test queued before it: on a
    // loaded machine a full run took more than a minute to get there. The timeout only keeps a
    // broken invocation from hanging the run.
    try await m.waitUntilActive("approved", timeout: .seconds(600))
    #expect(m.activeAtomicStates == ["approved"])
  }
}
