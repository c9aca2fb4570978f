import StateKit
import StateKitControls
import StateKitInspection
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
  private let strokes: FadeTracker
  /// The canvas's size: points outside are refused with the reason.
  static let size = 10

  init(clock: ManualClock) {
    self.clock = clock
    lightMachine = StateMachine(TrafficLightView.distributedChart, context: light, clock: clock)
    lightMachine.start()
    strokes = FadeTracker(clock: clock)
    pad = DrawingPad(clock: clock, animator: strokes)
  }

  func attach(at endpoint: InspectorEndpoint, log: @escaping @Sendable (String) -> Void) -> [InspectionSession] {
    lightMachine.inspectForShowcase("Seed 003 traffic light", at: endpoint, log: log)
      + pad.machine.inspectForShowcase("Seed 003 drawing pad", at: endpoint, log: log)
  }

  var states: [String] { names(lightMachine.activeAtomicStates) + names(pad.machine.activeAtomicStates) }

  /// The light on one line, red on top as on the street: `lit green  (red, yellow dark)`.
  var controls: [(String, String)] {
    let lit = light.canisters.filter { $0.backgroundColor != .black }.map(\.name)
    let dark = light.canisters.filter { $0.backgroundColor == .black }.map(\.name)
    let lines = pad.view.lines.count
    let points = pad.view.lines.reduce(0) { $0 + $1.count }
    return [
      ("light", "lit \(lit.joined(separator: ", ")) (\(dark.joined(separator: ", ")) dark; \(lightStyle) logic)"),
      ("canvas", "\(lines) line\(lines == 1 ? "" : "s"), \(points) point\(points == 1 ? "" : "s")"),
      ("buttons", "animate, clear, copy"),
    ]
  }

  /// The canvas: each line's points (`*`) joined by its segments (`•`); while `animate` runs,
  /// the segments appear one line a second, as the article strokes them.
  var extraLines: [String] {
    let size = Self.size
    var grid = Array(repeating: Array(repeating: Character("·"), count: size), count: size)
    let lines = pad.view.lines
    // While animating: how many lines are stroked so far, and how far the current one is.
    let stroked = strokes.progress(of: "lines.strokeEnd").map { $0 * Double(lines.count) }
    for (number, line) in lines.enumerated() {
      let share = stroked.map { min(1, max(0, $0 - Double(number))) } ?? 1
      // The stroke's cells in drawing order; as much of it as the animation has drawn.
      let stroke = zip(line, line.dropFirst()).flatMap { cells($0, $1).dropFirst() }
      for cell in stroke.prefix(Int((Double(stroke.count) * share).rounded())) where grid[cell.y][cell.x] == "·" {
        grid[cell.y][cell.x] = "•"
      }
      for point in line { grid[point.y][point.x] = "*" }
    }
    return ["canvas (0…\(size - 1) across, 0…\(size - 1) down):"] + grid.map { "  " + String($0) }
  }

  /// The cells between two points, Bresenham's way.
  private func cells(_ from: Point, _ to: Point) -> [Point] {
    var result: [Point] = []
    var (x, y) = (from.x, from.y)
    let (dx, dy) = (abs(to.x - from.x), -abs(to.y - from.y))
    let (sx, sy) = (from.x < to.x ? 1 : -1, from.y < to.y ? 1 : -1)
    var error = dx + dy
    while true {
      result.append(Point(x, y))
      if x == to.x && y == to.y { break }
      let doubled = 2 * error
      if doubled >= dy {
        error += dy
        x += sx
      }
      if doubled <= dx {
        error += dx
        y += sy
      }
    }
    return result
  }

  var keys: [String] {
    [
      "tick <seconds>  (the light goes by itself: green 1 s, yellow 0.5 s, red 2 s)",
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
      let point = Point(numbers[0], numbers[1])
      guard (0..<Self.size).contains(point.x), (0..<Self.size).contains(point.y) else {
        return "rejected: \(pair) is outside the canvas, which is 0…\(Self.size - 1) across and down"
      }
      points.append(point)
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
    lightMachine.start()
    // Not the start's own outcome (`- → green`): say what the command did.
    let lit = names(lightMachine.activeAtomicStates).joined(separator: ", ")
    return "the light starts again with \(name) logic, at \(lit)"
  }

  func event(_ name: String) async -> String? { tap(name) }
}
