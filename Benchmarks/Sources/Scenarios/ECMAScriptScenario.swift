import Foundation
import StateKit
import StateKitECMAScript

/// `guarded-counter` as an ECMAScript document: the condition and the assignment are JavaScript,
/// run by the machine's JavaScriptCore context. Its *baseline* is the same chart with Swift
/// closures (guarded-counter's StateKit machine), not a `switch`; its *inlined* column is the
/// hand-written `switch`.
public final class ECMAScriptCounterScenario: Scenario {
  static let document = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="counting">
      <datamodel><data id="count" expr="0"/></datamodel>
      <state id="counting">
        <transition event="tick" cond="count &lt; 1000000000"><assign location="count" expr="count + 1"/></transition>
      </state>
    </scxml>
    """

  let machine: StateMachine<String, SCXMLEvent, ECMAScriptSession>
  let closures = GuardedCounterScenario()
  let tick: SCXMLEvent = "tick"

  public init() {
    machine = StateMachine(try! ECMAScriptDocument.read(Self.document).makeChart(), context: ECMAScriptSession())
    machine.start()
  }

  public func statekit(_ events: Int) -> Int {
    countAccepted(events) { _ in machine.send(tick).isAccepted }
  }

  public func baseline(_ events: Int) -> Int { closures.statekit(events) }

  public func baselineInlined(_ events: Int) -> Int { closures.baselineInlined(events) }
}

/// What a machine of an ECMAScript document costs to make and to save, beside the same counter
/// with Swift closures and a struct context (`Codable`, so that its snapshot is encoded the same
/// way).
@MainActor
public enum ECMAScriptStartup {
  static let chart = try! ECMAScriptDocument.read(ECMAScriptCounterScenario.document).makeChart()

  /// The Swift counter's context.
  public struct Counter: Codable { public var value = 0 }
  static let swiftChart = try! Chart<String, String, Counter> {
    State("counting") {
      On("tick", when: { $0.value < 1_000_000_000 }) { $0.value += 1 }
    }
  }

  /// A machine made and started: a JavaScriptCore context, its data initialized.
  public static func makeMachine() -> StateMachine<String, SCXMLEvent, ECMAScriptSession> {
    let machine = StateMachine(chart, context: ECMAScriptSession())
    machine.start()
    return machine
  }

  /// The same counter with Swift closures, made and started: what ``makeMachine()`` is compared with.
  public static func makeSwiftMachine() -> StateMachine<String, String, Counter> {
    let machine = StateMachine(swiftChart, context: Counter())
    machine.start()
    return machine
  }

  /// The machines the snapshots are taken of, made once, each after 3 ticks.
  static let saved: StateMachine<String, SCXMLEvent, ECMAScriptSession> = {
    let machine = makeMachine()
    for _ in 0..<3 { machine.send("tick") }
    return machine
  }()
  static let savedSwift: StateMachine<String, String, Counter> = {
    let machine = makeSwiftMachine()
    for _ in 0..<3 { machine.send("tick") }
    return machine
  }()

  /// A snapshot of a machine with its data model, encoded as JSON; answers its size.
  public static func encodeSnapshot() -> Int {
    (try? JSONEncoder().encode(try saved.snapshot()))?.count ?? 0
  }

  /// A snapshot taken, encoded as JSON, decoded and restored into the machine it was taken of.
  /// A class context is the same object in a snapshot: the JSON round trip is what copies it
  /// (the decoded session is a new JavaScript context with the variables set). Answers the count
  /// restored, read back from the data model.
  public static func snapshotAndRestore() -> Int {
    let data = try! JSONEncoder().encode(try saved.snapshot())
    try! saved.restore(try! JSONDecoder().decode(Snapshot<String, ECMAScriptSession>.self, from: data))
    guard case .number(let count) = saved.context.value(of: "count") else { return -1 }
    return Int(count)
  }

  /// The same round trip for the counter with Swift closures.
  public static func swiftSnapshotAndRestore() -> Int {
    let data = try! JSONEncoder().encode(try savedSwift.snapshot())
    try! savedSwift.restore(try! JSONDecoder().decode(Snapshot<String, Counter>.self, from: data))
    return savedSwift.context.value
  }
}
