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
    await m.waitUntilActive("paired")
    #expect(m.activeAtomicStates == ["paired"])
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
    await m.waitUntilActive("error")
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
    await m.waitUntilActive("approved")
    #expect(m.activeAtomicStates == ["approved"])
  }
}
