import Foundation
@_spi(Testing) import StateKit
import StateKitSCXML
import StateKitTesting

/// What each fuzz target does with one input. Anything but a thrown error or a rejected
/// event — a trap, an illegal configuration, a hang — is a finding.
@MainActor
public enum FuzzTargets {
  /// The chart the snapshot target restores into: hierarchy, parallel regions, history,
  /// guards, eventless and delayed transitions, raised events.
  static let chart: SCXMLChart = try! SCXMLReader.read(
    """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="idle">
      <state id="idle">
        <transition event="a" target="work"/>
        <transition event="b" target="h"/>
      </state>
      <state id="work">
        <history id="h" type="deep"><transition target="p"/></history>
        <transition event="c" target="idle"/>
        <parallel id="p">
          <state id="left">
            <state id="l1"><transition event="a" target="l2"/></state>
            <state id="l2"><transition event="b" target="l1"><raise event="d"/></transition></state>
          </state>
          <state id="right">
            <state id="r1"><onentry><send event="tick" delay="1s"/></onentry>
              <transition event="tick" target="r2"/></state>
            <state id="r2"><transition cond="In('l2')" target="r3"/></state>
            <state id="r3"><transition event="d" target="done"/></state>
            <final id="done"/>
          </state>
        </parallel>
        <transition event="done.state.right" target="end"/>
      </state>
      <final id="end"/>
    </scxml>
    """
  ).makeChart()

  static func check(_ machine: StateMachine<String, String, SCXMLSession>, _ what: String) {
    if let problem = machine.checkConfiguration() { fatalError("illegal configuration after \(what): \(problem)") }
  }

  /// Any bytes as an SCXML document: reading fails cleanly or gives a chart that runs.
  public static func scxml(_ data: Data) {
    guard let document = try? SCXMLReader.read(data: data).document,
      let chart = try? document.makeChart()
    else { return }
    _ = try? SCXMLWriter.write(document)
    let clock = ManualClock()
    let machine = StateMachine(chart, context: SCXMLSession(), clock: clock, microstepLimit: 200)
    machine.start()
    check(machine, "start")
    for event in PathFinderEvents.names(of: chart).prefix(8) {
      machine.send(event)
      check(machine, event)
    }
    clock.advance(by: .seconds(5))
    check(machine, "time")
  }

  /// Any bytes as a snapshot: restoring fails cleanly and changes nothing, or gives a legal
  /// configuration.
  public static func snapshot(_ data: Data) {
    let machine = StateMachine(chart, context: SCXMLSession(), clock: ManualClock())
    machine.start()
    let before = machine.activeStates
    guard let snapshot = try? JSONDecoder().decode(Snapshot<String, Never>.self, from: data) else { return }
    do {
      try machine.restore(snapshot)
      check(machine, "restore")
      machine.send("a")
      check(machine, "an event after restore")
    } catch {
      if machine.activeStates != before { fatalError("a refused snapshot changed the machine") }
    }
  }

  /// Bytes as operations on one machine, from outside and from inside its callbacks (see
  /// ``ReentrantEvents``).
  public static func events(_ data: Data) {
    ReentrantEvents(data).run()
  }
}

/// The events a document's transitions name.
@MainActor
enum PathFinderEvents {
  static func names(of chart: SCXMLChart) -> [String] {
    PathFinder<String, String, SCXMLSession>.eventNames(of: chart)
  }
}
