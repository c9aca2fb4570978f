import Foundation
import StateKit
import StateKitTestSupport
import StateKitTesting
import Testing

/// What a restore does with the invocations of the states it restores: it starts them again,
/// made from the restored context, without running entry actions, and tells them so.
@MainActor
@Suite("Invocations: restore")
struct InvokeRestoreTests {
  /// The requests a server got: each idempotency key, and whether it was a resumption.
  actor Server {
    private(set) var calls: [String] = []
    func charge(_ key: String, resuming: Bool) -> String {
      calls.append(resuming ? "status \(key)" : "charge \(key)")
      return key
    }
  }

  struct Order: Codable, Equatable {
    var key: String
    var entries = 0
  }

  /// `charging` invokes a charge with the order's key; it times out after 30 s.
  static func chart(server: Server, resumable: Bool) throws -> Chart<String, String, Order> {
    try Chart(initial: "cart") {
      State("cart") { On("pay", to: "charging") }
      State("charging") {
        Entry { $0.entries += 1 }
        Invoke("charge") { order in
          let key = order.key
          return resumable
            ? .task(
              { await server.charge(key, resuming: false) }, resumedBy: { await server.charge(key, resuming: true) },
              onSuccess: { _ in "charged" }, onFailure: { _ in "failed" })
            : Invocation { channel in
              _ = await server.charge(key, resuming: channel.isResumingAfterRestore)
              await channel.send("charged")
            }
        }
        On("charged", to: "sent")
        After(.seconds(30), to: "timedOut")
      }
      State("sent") { On("again", to: "charging") }
      State("timedOut")
    }
  }

  /// Today's behavior, and the rule: a restore in the middle of a charge issues it again with
  /// the same idempotency key, and the entry action does not run again.
  @Test(arguments: [false, true])
  func aRestoreStartsTheInvocationAgainWithTheSameKey(resumable: Bool) async throws {
    let server = Server()
    let chart = try Self.chart(server: server, resumable: resumable)
    let first = StateMachine(chart, context: Order(key: "k-1"), clock: ManualClock())
    first.start()
    first.send("pay")
    try await first.waitUntilActive("sent")
    first.send("again")
    try await first.waitUntilActive("sent")
    #expect(await server.calls == ["charge k-1", "charge k-1"])
    first.send("again")
    // Saved in the middle of the third charge.
    let data = try JSONEncoder().encode(try first.savedState())
    #expect(first.context.entries == 3)
    try await first.waitUntilActive("sent")
    #expect(await server.calls == ["charge k-1", "charge k-1", "charge k-1"])

    let saved = try JSONDecoder().decode(SavedState<String, String, Order>.self, from: data)
    let second = StateMachine(chart, context: Order(key: "other"), clock: ManualClock())
    try second.restore(from: saved)
    #expect(second.runningInvocationCount == 1)
    try await second.waitUntilActive("sent")
    #expect(second.context.entries == 3)
    #expect(await server.calls == ["charge k-1", "charge k-1", "charge k-1", "status k-1"])
    // Entering the state again is a first start.
    second.send("again")
    try await second.waitUntilActive("sent")
    #expect(await server.calls.last == "charge k-1")
    #expect(second.context.entries == 4)
  }

  /// The timeout of the restored charge fires at the time it had left, on the manual clock; the
  /// resumed invocation's late answer is dropped once the state was left.
  @Test func theRestoredChargeTimesOutAtTheTimeItHadLeft() throws {
    let never = Gate<Bool>()
    let chart = try Chart<String, String, Order>(initial: "charging") {
      State("charging") {
        Invoke("charge") { _ in Invocation { _ in _ = await never.wait() } }
        After(.seconds(30), to: "timedOut")
      }
      State("timedOut")
    }
    let clock = ManualClock()
    let machine = StateMachine(chart, context: Order(key: "k"), clock: clock)
    machine.start()
    clock.advance(by: .seconds(20))
    let saved = try machine.savedState()
    let otherClock = ManualClock()
    let restored = StateMachine(chart, context: Order(key: "k"), clock: otherClock)
    try restored.restore(from: saved)
    #expect(restored.runningInvocationCount == 1)
    otherClock.advance(by: .seconds(9))
    #expect(restored.isActive("charging"))
    otherClock.advance(by: .seconds(1))
    #expect(restored.isActive("timedOut"))
    #expect(restored.runningInvocationCount == 0)
    _ = machine
  }

  /// A channel made by the app (a test double) is not resuming unless it says so.
  @Test func aChannelIsAFirstStartUnlessMadeOtherwise() {
    #expect(!InvocationChannel<String>(deliver: { _ in true }).isResumingAfterRestore)
    #expect(InvocationChannel<String>(deliver: { _ in true }, isResumingAfterRestore: true).isResumingAfterRestore)
  }

  /// A child machine restored from its snapshot resumes its own invocations, and says so.
  @Test func aRestoredChildsInvocationKnowsItResumes() async throws {
    let starts = Gate<[Bool]>()
    actor Starts {
      var values: [Bool] = []
      func add(_ value: Bool) -> [Bool] {
        values.append(value)
        return values
      }
    }
    let recorded = Starts()
    let kid = ChildMachine(
      try Chart<String, String, Order>(initial: "charging") {
        State("charging") {
          Invoke("charge") { _ in
            Invocation { channel in
              let all = await recorded.add(channel.isResumingAfterRestore)
              if all.count == 2 { await starts.open(all) }
            }
          }
        }
      })
    let parent = try Chart<String, String, Order>(initial: "paying") {
      State("paying") { Invoke("kid", child: kid, context: { $0 }) }
    }
    let machine = StateMachine(parent, context: Order(key: "k"), clock: ManualClock())
    machine.start()
    let snapshot = try machine.snapshot()
    let restored = StateMachine(parent, context: Order(key: "k"), clock: ManualClock())
    try restored.restore(snapshot)
    #expect(Set(await starts.wait()) == [false, true])
    _ = machine
  }
}
