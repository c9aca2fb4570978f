import StateKit
import StateKitTesting

/// Charts the property tests share.
enum PropertyFixtures {
  /// A door: `open` and `close`, and `lock` only when closed; an open door closes by itself
  /// after 5 s. `alarm` is entered only when the door stays ajar: `open`, then 3 s, then
  /// `nudge` (the only way in).
  static func door() throws -> Chart<String, String, Int> {
    try Chart<String, String, Int>(initial: "closed") {
      State("closed") {
        On("open", to: "open") { $0.context += 1 }
        On("lock", to: "locked")
      }
      State("locked") { On("unlock", to: "closed") }
      State("open") {
        On("close", to: "closed")
        After(.seconds(3), to: "ajar")
      }
      State("ajar") {
        On("close", to: "closed")
        On("nudge", to: "alarm")
        After(.seconds(2), to: "closed")
      }
      State("alarm") { On("close", to: "closed") }
    }
  }

  static let doorEvents = ["open", "close", "lock", "unlock", "nudge"]

  /// A parent whose `working` state runs a child that retries twice, 1 s apart, then gives up;
  /// the child's result moves the parent to `failed`.
  static func worker() throws -> Chart<String, String, Int> {
    let child = try Chart<String, String, Int>(initial: "trying") {
      State("trying") {
        Entry { $0.context += 1 }
        After(.seconds(1), to: "pausing")
      }
      State("pausing") {
        Always(to: "gaveUp", when: { $0.context >= 3 })
        After(.milliseconds(500), to: "trying")
      }
      Final("gaveUp")
    }
    return try Chart<String, String, Int>(initial: "idle") {
      State("idle") { On("start", to: "working") }
      State("working") {
        Invoke("job", child: ChildMachine(child), context: { _ in 0 }, onDone: { "gaveUp" })
        On("gaveUp", to: "failed")
        On("cancel", to: "idle")
      }
      State("failed") { On("start", to: "working") }
    }
  }
}
