import StateKit
import StateKitControls
import StateKitUI

/// A point on a drawing.
package struct Point: Hashable, Sendable, CustomStringConvertible {
  package var x: Int
  package var y: Int
  package init(_ x: Int, _ y: Int) {
    self.x = x
    self.y = y
  }
  package var description: String { "\(x),\(y)" }
}

/// Seed 003's drawing pad (Mirror Pad): a view that accepts touches, animates its lines,
/// clears, and copies another view's lines — each mode a state object that decides what
/// happens next. The pad owns the view and its machine, so nothing forms a cycle.
@MainActor
package final class DrawingPad {
  package let view: DrawView
  package let machine: StateMachine<DrawView.Mode, DrawView.Input, DrawView>

  package init<Source: Clock>(clock: Source, animator: any Animator) where Source.Duration == Duration {
    view = DrawView(animator: animator)
    let chart = try! Chart<DrawView.Mode, DrawView.Input, DrawView>(
      initial: .acceptInput,
      logic: [AcceptInputState(), AnimateState(), ClearState(), CopyState()])
    machine = StateMachine(chart, context: view, clock: clock)
    view.finishAnimation = { [weak machine] in machine?.send(.animationFinished) }
    machine.start()
  }

  package var mode: DrawView.Mode { machine.activeStates.first ?? .acceptInput }

  @discardableResult
  package func send(_ input: DrawView.Input) -> SendOutcome<DrawView.Mode, DrawView.Input> { machine.send(input) }

  /// Draws a line through `points`, as a finger would: one touch begins, the rest move.
  @discardableResult
  package func draw(_ points: [Point]) -> SendOutcome<DrawView.Mode, DrawView.Input> {
    guard let first = points.first else { return .handled }
    let outcome = send(.touchBegan(first))
    for point in points.dropFirst() { send(.touchMoved(point)) }
    return outcome
  }
}

/// The drawing itself: lines, and what the states do to them.
@MainActor
package final class DrawView {
  package enum Mode: String, Hashable, Sendable, CaseIterable { case acceptInput, animate, clear, copy }
  package enum Input: Hashable, Sendable {
    case touchBegan(Point), touchMoved(Point), animate, clear, copy, animationFinished
  }

  package private(set) var lines: [[Point]] = []
  /// How many lines the last animation drew (the article animates each line's stroke in 1 s).
  package private(set) var animatedLines = 0
  /// Where `copy` takes lines from.
  package var source: [[Point]] = [[Point(0, 0), Point(4, 4)], [Point(0, 4), Point(4, 0)]]
  let animator: any Animator
  var finishAnimation: () -> Void = {}

  package init(animator: any Animator) {
    self.animator = animator
  }

  fileprivate func begin(at point: Point) { lines.append([point]) }
  fileprivate func move(to point: Point) {
    guard !lines.isEmpty, (0...9).contains(point.x), (0...9).contains(point.y) else { return }
    lines[lines.count - 1].append(point)
  }
  fileprivate func clearLines() { lines = [] }
  fileprivate func copyLines() { lines = source }
  fileprivate func animateLines() {
    animatedLines = lines.count
    animator.animate(
      duration: .seconds(lines.count), properties: ["lines.strokeEnd"], changes: {},
      completion: { [weak self] _ in self?.finishAnimation() })
  }
}

typealias DrawScope = ActionScope<DrawView.Mode, DrawView.Input, DrawView>
typealias DrawGuard = GuardScope<DrawView.Mode, DrawView.Input, DrawView>

/// Touches draw; animate, clear and copy move to their states.
struct AcceptInputState: StateLogic {
  let id = DrawView.Mode.acceptInput
  let successors: [DrawView.Mode] = [.animate, .clear, .copy]
  func accepts(_ event: DrawView.Input, in scope: borrowing DrawGuard) -> Bool { event != .animationFinished }
  func handle(_ event: DrawView.Input, in scope: borrowing DrawScope) {
    switch event {
    case .touchBegan(let point): scope.context.begin(at: point)
    case .touchMoved(let point): scope.context.move(to: point)
    case .animate: scope.move(to: .animate)
    case .clear: scope.move(to: .clear)
    case .copy: scope.move(to: .copy)
    case .animationFinished: break
    }
  }
}

/// Replays the strokes; ignores touches until the animation completes.
struct AnimateState: StateLogic {
  let id = DrawView.Mode.animate
  let successors: [DrawView.Mode] = [.acceptInput]
  func didEnter(_ scope: borrowing DrawScope) {
    if scope.context.lines.isEmpty { scope.move(to: .acceptInput) } else { scope.context.animateLines() }
  }
  func accepts(_ event: DrawView.Input, in scope: borrowing DrawGuard) -> Bool { event == .animationFinished }
  func handle(_ event: DrawView.Input, in scope: borrowing DrawScope) { scope.move(to: .acceptInput) }
}

/// Removes every line, then accepts input again.
struct ClearState: StateLogic {
  let id = DrawView.Mode.clear
  let successors: [DrawView.Mode] = [.acceptInput]
  func didEnter(_ scope: borrowing DrawScope) {
    scope.context.clearLines()
    scope.move(to: .acceptInput)
  }
  func accepts(_ event: DrawView.Input, in scope: borrowing DrawGuard) -> Bool { false }
}

/// Copies the source's lines, then accepts input again.
struct CopyState: StateLogic {
  let id = DrawView.Mode.copy
  let successors: [DrawView.Mode] = [.acceptInput]
  func didEnter(_ scope: borrowing DrawScope) {
    scope.context.copyLines()
    scope.move(to: .acceptInput)
  }
  func accepts(_ event: DrawView.Input, in scope: borrowing DrawGuard) -> Bool { false }
}
