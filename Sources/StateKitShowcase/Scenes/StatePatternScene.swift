import StateKit
import StateKitControls
import StateKitTesting
import StateKitUI

/// Seed 003 in the terminal: the traffic light and the drawing pad side by side.
@MainActor
final class StatePatternScene: Scene {
  let id = "003"
  let title = "Traffic light and drawing pad"
  let clock: ManualClock
  let light = TrafficLightView()
  private(set) var lightMachine: StateMachine<TrafficLightView.Light, Never, TrafficLightView>
  private(set) var lightStyle = "distributed"
  let pad: DrawingPad

  init(clock: ManualClock) {
    self.clock = clock
    lightMachine = StateMachine(TrafficLightView.distributedChart, context: light, clock: clock)
    lightMachine.start()
    pad = DrawingPad(clock: clock, animator: ClockAnimator(scheduler: clock))
  }

  var states: [String] { names(lightMachine.activeAtomicStates) + names(pad.machine.activeAtomicStates) }

  var controls: [(String, String)] {
    light.canisters.map { ("light." + $0.name, describe($0)) } + [
      ("canvas", "\(pad.view.lines.count) line(s)  \(pad.view.lines.reduce(0) { $0 + $1.count }) point(s)")
    ] + ["animate", "clear", "copy"].map { ($0, "button") }
  }

  var extraLines: [String] {
    var grid = Array(repeating: Array(repeating: Character("·"), count: 10), count: 10)
    for line in pad.view.lines {
      for point in line where (0..<10).contains(point.x) && (0..<10).contains(point.y) {
        grid[point.y][point.x] = "*"
      }
    }
    return ["traffic light logic: \(lightStyle)", "canvas:"] + grid.map { "  " + String($0) }
  }

  var keys: [String] {
    [
      "tick <seconds>  (the light advances by itself: green 1 s, yellow 0.5 s, red 2 s)",
      "style central|distributed", "type canvas 1,1 2,2 3,3  (draw a line)", "tap animate | tap clear | tap copy",
    ]
  }

  var eventNames: [String] { ["animate", "clear", "copy"] }

  func tap(_ control: String) -> String? {
    let input: DrawView.Input
    switch control {
    case "animate": input = .animate
    case "clear": input = .clear
    case "copy": input = .copy
    default: return nil
    }
    return describe(pad.send(input), cause: control)
  }

  func type(_ control: String, _ text: String) -> String? {
    guard control == "canvas" else { return nil }
    var points: [Point] = []
    for pair in text.split(separator: " ") {
      let numbers = pair.split(separator: ",").compactMap { Int($0) }
      guard numbers.count == 2 else { return "rejected: '\(pair)' is not a point like 3,4" }
      points.append(Point(numbers[0], numbers[1]))
    }
    guard !points.isEmpty else { return "rejected: no points given" }
    return describe(pad.draw(points))
  }

  func style(_ name: String) -> String? {
    let chart: Chart<TrafficLightView.Light, Never, TrafficLightView>
    switch name {
    case "central": chart = TrafficLightView.centralChart
    case "distributed": chart = TrafficLightView.distributedChart
    default: return nil
    }
    lightStyle = name
    lightMachine = StateMachine(chart, context: light, clock: clock)
    return describe(lightMachine.start())
  }

  func event(_ name: String) async -> String? { tap(name) }
}
