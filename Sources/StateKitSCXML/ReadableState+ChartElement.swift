import StateKit

// The chart element of a read state, once a data model's chart builder has made its content: the
// null data model's (`SCXMLChartBuilder`) and the ECMAScript one's share it.

/// A transition as far as a state's chart element needs it: a history state's default and a
/// `<state>`'s `<initial>` name their targets.
package protocol ReadableTransition {
  var targets: [String] { get }
}

extension SCXMLTransition: ReadableTransition {}

extension ReadableState where Transition: ReadableTransition {
  /// The chart element of the state: `content` (its entries, exits, transitions, invokes and
  /// children, made by the chart builder) in a `ChartState`, `Parallel`, `Final` or `History` of
  /// its kind; `initialAction` is the actions of its `<initial>` transition (a history state's
  /// default transition), if any.
  package func chartElement<Event: Hashable & Sendable, Context>(
    content: [ChartElement<String, Event, Context>], initialAction: ChartAction<String, Event, Context>?
  ) -> ChartElement<String, Event, Context> {
    switch kind {
    case .state:
      let initial = self.initial.isEmpty ? (initialTransition?.targets ?? []) : self.initial
      return ChartState(id, initialStates: initial, initialAction: initialAction, children: content).element
    case .parallel:
      return Parallel(id) { content }.element
    case .final:
      return Final(id) { content }.element
    case .history:
      return History(id, historyType ?? .shallow, default: initialTransition?.targets ?? [], action: initialAction)
        .element
    }
  }
}
