import Foundation

@_spi(InspectorProtocol)
extension InspectorMessage {
  /// The message encoded within `limit` bytes: as it is when it fits, else summarised — a step's
  /// or machine's context left out, then its exited and entered lists, then a chart's
  /// transitions and states halved until it fits — each marked `truncated`. Nil when even the
  /// summary does not fit (a name longer than the limit).
  public func encoded(within limit: Int) -> Data? {
    var message = self
    for _ in 0..<40 {
      guard let data = try? message.encoded() else { return nil }
      if data.count <= limit { return data }
      guard let smaller = message.summarised() else { return nil }
      message = smaller
    }
    return nil
  }

  /// One step smaller, or nil when nothing is left to leave out.
  private func summarised() -> InspectorMessage? {
    switch self {
    case .attached(var attached):
      if attached.context != nil {
        attached.context = nil
        attached.truncated = true
      } else if !attached.chart.transitions.isEmpty {
        attached.chart.transitions.removeLast((attached.chart.transitions.count + 1) / 2)
        attached.chart.truncated = true
      } else if !attached.chart.states.isEmpty {
        attached.chart.states.removeLast((attached.chart.states.count + 1) / 2)
        attached.chart.truncated = true
      } else if !attached.events.isEmpty {
        attached.events.removeAll()
      } else {
        return nil
      }
      return .attached(attached)
    case .step(var step):
      if step.context != nil {
        step.context = nil
        step.truncated = true
      } else if step.event?.payload != nil {
        step.event?.payload = nil
        step.event?.truncated = true
      } else if !step.exited.isEmpty || !step.entered.isEmpty {
        (step.exited, step.entered) = ([], [])
        step.truncated = true
      } else {
        return nil
      }
      return .step(step)
    case .result(var result):
      guard result.state?.context != nil else { return nil }
      result.state?.context = nil
      result.state?.truncated = true
      return .result(result)
    default:
      return nil
    }
  }
}
