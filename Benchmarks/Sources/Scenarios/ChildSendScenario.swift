import StateKit

// MARK: child-send — one parent with 1,000 spawned children; events go to one of them by id

/// Sending to one child among a thousand, against sending to a lone machine of the same chart
/// (the "baseline" of this scenario is that lone machine, not a hand-written switch): what the
/// child's lookup by id and the parent's settling cost on top of the child's own step. Its
/// "inlined" column sends to the child's machine directly, as an app that kept it
/// (`child(_:as:)`) does.
@MainActor
public final class ChildSendScenario: Scenario {
  let parent: StateMachine<String, String, Void>
  let lone: StateMachine<Switch, Flip, Void>
  let kept: StateMachine<Switch, Flip, Void>

  public init() {
    let toggle = try! Chart<Switch, Flip, Void> {
      State(.off) { On(.flip, to: .on) }
      State(.on) { On(.flip, to: .off) }
    }
    let child = ChildMachine(toggle)
    parent = StateMachine(try! Chart<String, String, Void> { State("list") }, context: ())
    parent.start()
    for row in 0..<1_000 { parent.spawn(child, id: "row\(row)", context: ()) }
    precondition(parent.childIDs.count == 1_000, "the scenario spawns 1,000 children")
    lone = StateMachine(toggle, context: ())
    lone.start()
    kept = parent.child("row500", as: StateMachine<Switch, Flip, Void>.self)!
  }

  public func statekit(_ events: Int) -> Int {
    countAccepted(events) { _ in parent.send(Flip.flip, toChild: "row500").isDelivered }
  }

  public func baseline(_ events: Int) -> Int {
    countAccepted(events) { _ in lone.send(.flip).isAccepted }
  }

  public func baselineInlined(_ events: Int) -> Int {
    countAccepted(events) { _ in kept.send(.flip).isAccepted }
  }
}
