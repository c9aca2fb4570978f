import StateKit

extension SCXMLDocument {
  /// Compiles the document into a chart.
  ///
  /// - Throws: ``SCXMLError`` of kind `.chart`, naming the first error's line, when the chart
  ///   has errors (unknown targets, duplicate ids…); of kind `.unsupported` for a condition the
  ///   null data model cannot evaluate (a document built in code or decoded from JSON has not
  ///   been through the reader's checks).
  public func makeChart() throws(SCXMLError) -> SCXMLChart {
    let builder = SCXMLChartBuilder()
    var elements: [SCXMLChartBuilder.Element] = []
    for state in states { elements.append(try builder.element(state)) }
    do {
      return try SCXMLChart(initialStates: initial, elements: elements)
    } catch {
      let errors = error.diagnostics.filter { $0.severity == .error }
      let line = errors.lazy.compactMap { self.line(of: $0) }.first ?? 0
      throw SCXMLError(.chart, errors.map(\.message).joined(separator: "; "), line: line)
    }
  }

  /// Every state of the document, depth first, in document order (each with the line it is on).
  public var allStates: [SCXMLState] {
    func walk(_ state: SCXMLState) -> [SCXMLState] { [state] + state.children.flatMap(walk) }
    return states.flatMap(walk)
  }

  private func line(of diagnostic: ChartDiagnostic<String>) -> Int? {
    let id: String?
    switch diagnostic.kind {
    case .duplicateState(let s), .compoundWithoutInitial(let s), .historyOutsideCompound(let s),
      .transitionFromFinal(let s), .emptyParallel(let s):
      id = s
    case .unknownTarget(_, let source): id = source
    case .initialNotDescendant(let s, _), .historyDefaultOutsideParent(let s, _), .historyDefaultCycle(let s, _): id = s
    default: id = nil
    }
    return id.flatMap { id in allStates.first { $0.id == id }?.line }
  }
}
