// Diagrams of a chart: Mermaid `stateDiagram-v2` and Graphviz DOT with clusters.

extension Chart {
  /// A Mermaid `stateDiagram-v2`: compound states nest, parallel regions are separated by `--`,
  /// final states lead to `[*]`, history states are drawn as UML draws them (`H`, deep `H*`)
  /// with an arrow to their default, and guards show their text when the chart knows it. A
  /// transition without a target (it exits and enters nothing) is a line of text in its state,
  /// not an arrow back to it.
  public func mermaid() -> String {
    var lines = ["stateDiagram-v2"]
    let ids = MermaidIDs(ids: names.ids)
    for index in layout.kind.indices.dropFirst() where !isHistory(index) && id(index).map({ "\($0)" }) != ids[index] {
      lines.append("  state \"\(escape(id(index)!))\" as \(ids[index])")
    }
    func body(of parent: Int, indent: String) {
      for target in initialStates(of: id(parent)).compactMap({ stateIndex[$0] }) {
        lines.append("\(indent)[*] --> \(ids[target])")
      }
      for (position, child) in layout.children[parent].enumerated() {
        if layout.kind[parent] == .parallel && position > 0 { lines.append("\(indent)--") }
        let kind = layout.kind[child]
        if kind == .compound || kind == .parallel {
          lines.append("\(indent)state \(ids[child]) {")
          body(of: child, indent: indent + "  ")
          lines.append("\(indent)}")
        } else if kind == .final {
          lines.append("\(indent)\(ids[child]) --> [*]")
        } else {
          lines.append("\(indent)\(ids[child])")
        }
      }
      for history in layout.historyChildren[parent] {
        lines.append("\(indent)state \"\(historyLabel(history))\" as \(ids[history])")
        for target in initialStates(of: id(history)).compactMap({ stateIndex[$0] }) {
          lines.append("\(indent)\(ids[history]) --> \(ids[target])")
        }
      }
    }
    body(of: 0, indent: "  ")
    for info in transitionInfos where !info.targets.isEmpty {
      let source = ids[stateIndex[info.source]!]
      let label = info.label.isEmpty ? "" : " : " + escape(info.label)
      for target in info.targets { lines.append("  \(source) --> \(ids[stateIndex[target]!])\(label)") }
    }
    // A transition without a target leaves and enters nothing: not an arrow, a line in the state
    // (a note beside a compound state, which Mermaid gives no text of its own).
    for (state, labels) in internalTransitionLabels().sorted(by: { $0.key < $1.key }) {
      let kind = layout.kind[state]
      for label in labels {
        lines.append(
          kind == .compound || kind == .parallel
            ? "  note right of \(ids[state]) : \(escape(label))" : "  \(ids[state]) : \(escape(label))")
      }
    }
    // A child machine is drawn as a link: its chart is a diagram of its own.
    for (state, child) in childInvocations {
      lines.append("  note right of \(ids[state]) : invokes child machine '\(escape(child))'")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A Graphviz digraph: compound and parallel states are clusters (parallel ones dashed),
  /// each with an entry point; edges to and from clusters are clipped at their border. The
  /// transitions without a target are listed under their state's name, as UML lists internal
  /// transitions, not drawn as loops (a loop would say the state is left and entered again).
  public func dot(name: String = "chart") -> String {
    var lines = [
      "digraph \"\(escape(name))\" {", "  compound=true;", "  rankdir=LR;", "  node [shape=box, style=rounded];",
    ]
    func node(_ index: Int) -> String { "\"n\(index)\"" }
    func anchor(_ index: Int) -> String {
      layout.kind[index] == .compound || layout.kind[index] == .parallel ? "\"n\(index)_entry\"" : node(index)
    }
    // A transition without a target leaves and enters nothing: not an arrow but a line under the
    // state's name, as UML lists internal transitions.
    let internalLabels = internalTransitionLabels()
    func add(_ index: Int, indent: String) {
      let kind = layout.kind[index]
      let name =
        escape(id(index).map { "\($0)" } ?? "")
        + (internalLabels[index].map { "\\n—\\n" + $0.map(escape).joined(separator: "\\n") } ?? "")
      switch kind {
      case .compound, .parallel:
        lines.append("\(indent)subgraph \"cluster_\(index)\" {")
        // Clusters inherit style from the cluster around them: state it every time.
        lines.append("\(indent)  label=\"\(name)\"; style=\(kind == .parallel ? "dashed" : "rounded");")
        // A compound state's entry point is its initial pseudo-state, drawn with the arrow to its
        // initial child; a parallel state enters every region, so its anchor is not drawn.
        let style = kind == .parallel ? ", style=invis, width=0, height=0" : ""
        lines.append("\(indent)  \(anchor(index)) [shape=point, label=\"\"\(style)];")
        for child in Array(layout.children[index]) + Array(layout.historyChildren[index]) {
          add(child, indent: indent + "  ")
        }
        lines.append("\(indent)}")
      case .final:
        lines.append("\(indent)\(node(index)) [label=\"\(name)\", shape=doublecircle];")
      case .shallowHistory, .deepHistory:
        lines.append("\(indent)\(node(index)) [label=\"\(historyLabel(index))\", shape=circle];")
      case .atomic:
        lines.append("\(indent)\(node(index)) [label=\"\(name)\"];")
      }
    }
    lines.append("  \"start\" [shape=point];")
    for child in layout.children[0] { add(child, indent: "  ") }
    for target in initialStates(of: nil).compactMap({ stateIndex[$0] }) {
      lines.append("  \"start\" -> \(anchor(target))\(clip(head: target));")
    }
    for index in layout.kind.indices.dropFirst() where layout.kind[index] == .compound {
      for target in initialStates(of: id(index)).compactMap({ stateIndex[$0] }) {
        lines.append("  \(anchor(index)) -> \(anchor(target))\(clip(head: target));")
      }
    }
    // A history state's default: where the region goes when it remembers nothing.
    for index in layout.kind.indices where isHistory(index) {
      for target in initialStates(of: id(index)).compactMap({ stateIndex[$0] }) {
        lines.append("  \(node(index)) -> \(anchor(target)) [style=dashed\(clip(head: target, separator: ", "))];")
      }
    }
    for info in transitionInfos where !info.targets.isEmpty {
      let source = stateIndex[info.source]!
      for target in info.targets.compactMap({ stateIndex[$0] }) {
        var attributes = ["label=\"\(escape(info.label))\""]
        if anchor(source) != node(source) { attributes.append("ltail=\"cluster_\(source)\"") }
        if anchor(target) != node(target) && target != source { attributes.append("lhead=\"cluster_\(target)\"") }
        lines.append("  \(anchor(source)) -> \(anchor(target)) [\(attributes.joined(separator: ", "))];")
      }
    }
    for (position, (state, child)) in childInvocations.enumerated() {
      let link = "\"child_\(position)\""
      lines.append("  \(link) [label=\"child machine '\(escape(child))'\", shape=component, style=dashed];")
      let tail = anchor(state) != node(state) ? " ltail=\"cluster_\(state)\"," : ""
      lines.append("  \(anchor(state)) -> \(link) [\(tail) style=dashed, arrowhead=odiamond, label=\"invokes\"];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The states that invoke child machines, with the children's ids, in document order.
  var childInvocations: [(state: Int, id: String)] {
    var result: [(state: Int, id: String)] = []
    for state in layout.kind.indices {
      for definition in layout.invocations[state] where invocations[definition].child != nil {
        result.append((state, invocations[definition].id))
      }
    }
    return result
  }

  private func clip(head target: Int) -> String {
    let clip = clip(head: target, separator: "")
    return clip.isEmpty ? "" : " [\(clip)]"
  }

  /// `lhead` for an edge into a cluster (after `separator`), empty for a plain node.
  private func clip(head target: Int, separator: String) -> String {
    layout.kind[target] == .compound || layout.kind[target] == .parallel
      ? "\(separator)lhead=\"cluster_\(target)\"" : ""
  }

  private func isHistory(_ index: Int) -> Bool {
    layout.kind[index] == .shallowHistory || layout.kind[index] == .deepHistory
  }

  /// UML's notation: `H` for shallow history, `H*` for deep.
  private func historyLabel(_ index: Int) -> String { layout.kind[index] == .deepHistory ? "H*" : "H" }

  /// The labels of the transitions without a target, by the index of their state, in document
  /// order (an unlabelled one, eventless and unguarded, shows as "(always)").
  private func internalTransitionLabels() -> [Int: [String]] {
    var labels: [Int: [String]] = [:]
    for info in transitionInfos where info.targets.isEmpty {
      labels[stateIndex[info.source]!, default: []].append(info.label.isEmpty ? "(always)" : info.label)
    }
    return labels
  }

  private func escape(_ text: Any) -> String {
    var result = ""
    for character in "\(text)" {
      if character == "\\" || character == "\"" { result.append("\\") }
      result.append(character)
    }
    return result
  }
}

/// Mermaid ids: letters, digits and underscores, unique.
private struct MermaidIDs {
  private var ids: [String] = []

  init<S>(ids states: [S?]) {
    var used = Set<String>()
    for state in states {
      let raw = state.map { "\($0)" } ?? "root"
      var id = String(raw.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
      if id.isEmpty || id.first!.isNumber { id = "s_" + id }
      while used.contains(id) { id += "_" }
      used.insert(id)
      ids.append(id)
    }
  }

  subscript(index: Int) -> String { ids[index] }
}
