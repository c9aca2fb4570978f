import Foundation
import StateKitTesting
import Testing

@testable import StateKit

/// One value to save a machine with: snapshot and delayed sends, in a readable, versioned JSON
/// that still reads the files earlier versions wrote.
@MainActor
@Suite("Saved state")
struct SavedStateTests {
  enum Doc: String, Hashable, Sendable, Codable { case clean, dirty, saving }
  enum Edit: String, Hashable, Sendable, Codable { case edited, save, saved, remind }
  struct Draft: Codable, Equatable, Sendable { var text = "" }

  /// The autosave pattern: every edit restarts the 2 s `After` through a self-transition.
  static func chart() throws -> Chart<Doc, Edit, Draft> {
    try Chart<Doc, Edit, Draft>(initial: .clean) {
      State(.clean) { On(.edited, to: .dirty) { $0.send(.remind, after: .seconds(30), id: "remind") } }
      State(.dirty) {
        On(.edited, to: .dirty) { $0.text += "x" }
        After(.seconds(2), to: .saving)
        On(.remind)
      }
      State(.saving) { On(.saved, to: .clean) }
    }
  }

  func editedMachine(_ clock: ManualClock) throws -> StateMachine<Doc, Edit, Draft> {
    let machine = StateMachine(try Self.chart(), context: Draft(), clock: clock)
    machine.start()
    machine.send(.edited)
    clock.advance(by: .milliseconds(500))
    return machine
  }

  @Test func aSavedStateRestoresTimersAndDelayedSendsInOneCall() throws {
    let machine = try editedMachine(ManualClock())
    let data = try JSONEncoder().encode(try machine.savedState())

    let clock = ManualClock()
    let relaunched = StateMachine(try Self.chart(), context: Draft(), clock: clock)
    try relaunched.restore(from: JSONDecoder().decode(SavedState<Doc, Edit, Draft>.self, from: data))
    #expect(relaunched.activeStates == [.dirty])
    #expect(relaunched.pendingSends == [PendingSend(event: .remind, id: "remind", remaining: .milliseconds(29_500))])
    clock.advance(by: .milliseconds(1_499))
    #expect(relaunched.activeStates == [.dirty])
    clock.advance(by: .milliseconds(1))
    #expect(relaunched.activeStates == [.saving])
    // Restored instead of started: a later start() is refused and changes nothing.
    #expect(relaunched.start().rejection?.reason == .alreadyStarted)
    #expect(relaunched.activeStates == [.saving])
  }

  @Test func theJSONHasAVersionSecondsAndNames() throws {
    let machine = try editedMachine(ManualClock())
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(try machine.savedState()), as: UTF8.self)
    #expect(json.contains(#""version":1"#))
    // Each timer names its After (delay and targets), and the Afters that fired are listed.
    #expect(
      json.contains(#""timers":[{"delay":2,"index":0,"remaining":1.5,"state":"dirty","targets":["saving"]}]"#),
      "\(json)")
    #expect(json.contains(#""firedTimers":[]"#), "\(json)")
    #expect(json.contains(#""pendingSends":[{"event":"remind","id":"remind","remaining":29.5}]"#), "\(json)")
  }

  /// Earlier files: no version, and times left in `Duration`'s own form (its attoseconds as two
  /// 64-bit halves: 1.5 s is `[0, 1500000000000000000]`, 29.5 s `[1, 11053255926290448384]`).
  @Test func aFileInTheEarlierFormReadsStill() throws {
    let machine = try editedMachine(ManualClock())
    let fingerprint = try Self.chart().fingerprint
    let old = """
      {"snapshot":{"chartFingerprint":"\(fingerprint)","configuration":["dirty"],"history":[],
      "timers":[{"state":"dirty","index":0,"remaining":[0,1500000000000000000]}],"isFinished":false,
      "context":{"text":""}},
      "pendingSends":[{"event":"remind","id":"remind","remaining":[1,11053255926290448384]}]}
      """
    let saved = try JSONDecoder().decode(SavedState<Doc, Edit, Draft>.self, from: Data(old.utf8))
    // What the earlier form did not hold: the After of each timer, and which fired.
    var current = try machine.savedState()
    current.snapshot.firedTimers = nil
    current.snapshot.timers = current.snapshot.timers.map {
      .init(state: $0.state, index: $0.index, remaining: $0.remaining)
    }
    #expect(saved == current)
  }

  @Test func aFileOfANewerVersionIsRefusedWithTheReason() throws {
    let newer = #"{"version":2,"snapshot":{}}"#
    #expect {
      _ = try JSONDecoder().decode(SavedState<Doc, Edit, Draft>.self, from: Data(newer.utf8))
    } throws: { error in
      "\(error)".contains("saved state of version 2 was written by a newer StateKit")
    }
  }

  @Test(arguments: [
    (#""1.5""#, "a time left must be a number of seconds, such as 1.5"),
    ("1e300", "a time left of 1e+300 seconds is out of range (at most a century)"),
  ])
  func aTimeLeftThatIsNoNumberOfSecondsIsRefusedForWhatItIs(remaining: String, message: String) throws {
    let file = #"{"event":"remind","remaining":\#(remaining)}"#
    #expect {
      _ = try JSONDecoder().decode(PendingSend<Edit>.self, from: Data(file.utf8))
    } throws: { error in
      "\(error)".contains(message)
    }
  }

  @Test(arguments: [0, -7]) func aFileWithAVersionBelowOneIsRefused(version: Int) throws {
    let file = #"{"version":\#(version),"snapshot":{}}"#
    #expect {
      _ = try JSONDecoder().decode(SavedState<Doc, Edit, Draft>.self, from: Data(file.utf8))
    } throws: { error in
      "\(error)".contains("saved state has version \(version); versions start at 1")
    }
  }

  /// A targetless `On` handles the edit and leaves the timer running; the self-transition
  /// (`On(.edited, to: .dirty)`) exits and re-enters, restarting it.
  @Test func anEditRestartsTheAutosaveTimer() throws {
    let clock = ManualClock()
    let machine = try editedMachine(clock)
    clock.advance(by: .milliseconds(1_000))
    machine.send(.edited)
    clock.advance(by: .milliseconds(1_999))
    #expect(machine.activeStates == [.dirty])
    clock.advance(by: .milliseconds(1))
    #expect(machine.activeStates == [.saving])
  }
}
