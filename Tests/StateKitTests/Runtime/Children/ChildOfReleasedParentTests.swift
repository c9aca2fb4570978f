import StateKit
import StateKitTesting
import Testing

/// A screen (the parent) goes while the app still holds a child's handle — an upload row kept by
/// a cell. The child went on as an orphan: it took events, its timers fired, and what it sent to
/// its parent went nowhere. A parent that goes ends its children, as one that finishes does.
@MainActor
@Suite("A released parent stops its children")
struct ChildOfReleasedParentTests {
  enum Upload: String, Hashable, Sendable { case sending, retrying, done }
  enum UploadEvent: String, Hashable, Sendable { case ping, finish }

  @Test func aChildWhoseParentIsReleasedTakesNoMoreEventsAndItsTimersStop() throws {
    let upload = try Chart<Upload, UploadEvent, Int>(initial: .sending) {
      State(.sending) {
        On(.ping) { $0.context += 1 }
        After(.seconds(5), to: .retrying)
      }
      State(.retrying) { On(.finish, to: .done) }
      Final(.done)
    }
    let screen = try Chart<String, String, Int>(initial: "list") {
      State("list") { Invoke("row", child: ChildMachine(upload), context: { _ in 0 }) }
    }
    let clock = ManualClock()
    var parent: StateMachine<String, String, Int>? = StateMachine(screen, context: 0, clock: clock)
    parent?.start()
    let row = try #require(parent?.child("row", as: StateMachine<Upload, UploadEvent, Int>.self))
    #expect(row.send(.ping) == .handled)
    weak let released = parent
    parent = nil
    #expect(released == nil)
    #expect(row.send(.ping).rejection?.reason == .stopped)
    #expect(row.context == 1)
    clock.advance(by: .seconds(10))
    #expect(row.activeStates == [.sending], "the stopped child's After does not fire")
  }
}
