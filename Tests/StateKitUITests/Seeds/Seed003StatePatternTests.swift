import StateKit
import StateKitControls
import StateKitShowcase
import StateKitTesting
import StateKitUI
import Testing

/// Seed 003: the self-advancing traffic light and the drawing view.
@MainActor
@Suite("Seed 003: traffic light and drawing view")
struct Seed003StatePatternTests {
  @Test(arguments: ["distributed", "central"])
  func trafficLightAdvancesByItselfAndLightsOneCanister(style: String) {
    let clock = ManualClock()
    let view = TrafficLightView()
    let chart = style == "central" ? TrafficLightView.centralChart : TrafficLightView.distributedChart
    let machine = StateMachine(chart, context: view, clock: clock)
    machine.start()
    #expect(view.lit == .green)
    #expect(view.canisters.filter { $0.backgroundColor != .black }.count == 1)
    clock.advance(by: .milliseconds(999))
    #expect(view.lit == .green)
    clock.advance(by: .milliseconds(1))
    #expect(view.lit == .yellow)
    #expect(view.yellowCanister.backgroundColor == .yellow)
    #expect(view.greenCanister.backgroundColor == .black)
    clock.advance(by: .milliseconds(500))
    #expect(view.lit == .red)
    clock.advance(by: .seconds(2))
    #expect(view.lit == .green)
    #expect(view.history == [.green, .yellow, .red, .green])
  }

  @Test func drawingAcceptsTouchesOnlyInAcceptInput() {
    let clock = ManualClock()
    let pad = DrawingPad(clock: clock, animator: ClockAnimator(scheduler: clock))
    pad.draw([Point(1, 1), Point(2, 2), Point(3, 3)])
    #expect(pad.view.lines == [[Point(1, 1), Point(2, 2), Point(3, 3)]])
    pad.send(.animate)
    #expect(pad.mode == .animate)
    let ignored = pad.draw([Point(5, 5)])
    #expect(ignored.rejection?.reason == .guardsFailed)
    #expect(pad.view.lines.count == 1)
    clock.advance(by: .seconds(1))
    #expect(pad.mode == .acceptInput)
    #expect(pad.view.animatedLines == 1)
  }

  @Test func animatingNothingReturnsAtOnce() {
    let clock = ManualClock()
    let pad = DrawingPad(clock: clock, animator: ClockAnimator(scheduler: clock))
    guard case .transitioned(let step) = pad.send(.animate) else {
      Issue.record("animate should pass through the animate state")
      return
    }
    #expect(step.entered == [.animate, .acceptInput])
    #expect(pad.mode == .acceptInput)
  }

  @Test func clearAndCopyPassThroughTheirStates() {
    let clock = ManualClock()
    let pad = DrawingPad(clock: clock, animator: ClockAnimator(scheduler: clock))
    pad.draw([Point(1, 1), Point(2, 2)])
    pad.send(.clear)
    #expect(pad.view.lines.isEmpty)
    #expect(pad.mode == .acceptInput)
    pad.send(.copy)
    #expect(pad.view.lines == pad.view.source)
    #expect(pad.mode == .acceptInput)
  }

  @Test func movesOutsideTheViewAreIgnored() {
    let clock = ManualClock()
    let pad = DrawingPad(clock: clock, animator: ClockAnimator(scheduler: clock))
    pad.draw([Point(1, 1), Point(20, 20), Point(2, 2)])
    #expect(pad.view.lines == [[Point(1, 1), Point(2, 2)]])
  }
}
