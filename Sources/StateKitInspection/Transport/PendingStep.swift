/// A step to be made on the connection's thread when it is sent, with its context apart, so that
/// a step kept for a later server can let its context go.
struct PendingStep: Sendable {
  /// Makes the report from the context and whether it was let go.
  let build: @Sendable (_ context: JSONValue?, _ contextDropped: Bool) -> StepReport
  private(set) var context: JSONValue?
  private(set) var contextDropped = false

  init(context: JSONValue?, build: @escaping @Sendable (JSONValue?, Bool) -> StepReport) {
    self.context = context
    self.build = build
  }

  func make() -> StepReport { build(context, contextDropped) }

  mutating func dropContext() {
    guard context != nil else { return }
    context = nil
    contextDropped = true
  }
}
