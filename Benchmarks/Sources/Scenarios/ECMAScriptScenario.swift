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

/// What a machine of an ECMAScript document costs to make and to save.
@MainActor
public enum ECMAScriptStartup {
  static let chart = try! ECMAScriptDocument.read(ECMAScriptCounterScenario.document).makeChart()

  /// A machine made and started: a JavaScriptCore context, its data initialized.
  public static func makeMachine() -> StateMachine<String, SCXMLEvent, ECMAScriptSession> {
    let machine = StateMachine(chart, context: ECMAScriptSession())
    machine.start()
    return machine
  }

  /// The machine ``encodeSnapshot()`` saves, made once.
  static let saved = makeMachine()

  /// A snapshot of a machine with its data model, encoded as JSON; answers its size.
  public static func encodeSnapshot() -> Int {
    (try? JSONEncoder().encode(try saved.snapshot()))?.count ?? 0
  }
}
