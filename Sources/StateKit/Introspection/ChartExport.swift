// Diagrams of a chart: Mermaid `stateDiagram-v2` and Graphviz DOT with clusters.

extension Chart {
  /// A Mermaid `stateDiagram-v2`: compound states nest, parallel regions are separated by `--`,
  /// final states lead to `[*]`.
  public func mermaid() -> String {
    var lines = ["stateDiagram-v2"]
    let ids = MermaidIDs(states: states)
    for index in states.indices.dropFirst() where states[index].id.map({ "\($0)" }) != ids[index] {
      lines.append("  state \"\(escape(states[index].id!))\" as \(ids[index])")
    }
    func body(of parent: Int, indent: String) {
      for target in initialStates(of: states[parent].id).compactMap({ stateIndex[$0] }) {
        lines.append("\(indent)[*] --> \(ids[target])")
      }
      for (position, child) in states[parent].children.enumerated() {
        if states[parent].kind == .parallel && position > 0 { lines.append("\(indent)--") }
        let node = states[child]
        if node.kind == .compound || node.kind == .parallel {
          lines.append("\(indent)state \(ids[child]) {")
          body(of: child, indent: indent + "  ")
          lines.append("\(indent)}")
        } else if node.kind == .final {
          lines.append("\(indent)\(ids[child]) --> [*]")
        } else {
          lines.append("\(indent)\(ids[child])")
        }
      }
      for history in states[parent].historyChildren {
        lines.append("\(indent)state \(ids[history]) <<choice>>")
      }
    }
    body(of: 0, indent: "  ")
    for info in transitionInfos {
      let source = ids[stateIndex[info.source]!]
      let label = info.label.isEmpty ? "" : " : " + escape(info.label)
      let targets = info.targets.isEmpty ? [info.source] : info.targets
      for target in targets { lines.append("  \(source) --> \(ids[stateIndex[target]!])\(label)") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A Graphviz digraph: compound and parallel states are clusters (parallel ones dashed),
  /// each with an entry point; edges to and from clusters are clipped at their border.
  public func dot(name: String = "chart") -> String {
    var lines = [
      "digraph \"\(escape(name))\" {", "  compound=true;", "  rankdir=LR;", "  node [shape=box, style=rounded];",
    ]
    func node(_ index: Int) -> String { "\"n\(index)\"" }
    func anchor(_ index: Int) -> String {
      states[index].kind == .compound || states[index].kind == .parallel ? "\"n\(index)_entry\"" : node(index)
    }
    func add(_ index: Int, indent: String) {
      let state = states[index]
      let name = escape(state.id.map { "\($0)" } ?? "")
      switch state.kind {
      case .compound, .parallel:
        lines.append("\(indent)subgraph \"cluster_\(index)\" {")
        // Clusters inherit style from the cluster around them: state it every time.
        lines.append("\(indent)  label=\"\(name)\"; style=\(state.kind == .parallel ? "dashed" : "rounded");")
        lines.append("\(indent)  \(anchor(index)) [shape=point, label=\"\"];")
        for child in state.children + state.historyChildren { add(child, indent: indent + "  ") }
        lines.append("\(indent)}")
      case .final:
        lines.append("\(indent)\(node(index)) [label=\"\(name)\", shape=doublecircle];")
      case .shallowHistory, .deepHistory:
        lines.append("\(indent)\(node(index)) [label=\"H\(state.kind == .deepHistory ? "*" : "")\", shape=circle];")
      case .atomic:
        lines.append("\(indent)\(node(index)) [label=\"\(name)\"];")
      }
    }
    lines.append("  \"start\" [shape=point];")
    for child in states[0].children { add(child, indent: "  ") }
    for target in initialStates(of: nil).compactMap({ stateIndex[$0] }) {
      lines.append("  \"start\" -> \(anchor(target))\(clip(head: target));")
    }
    for index in states.indices.dropFirst() where states[index].kind == .compound {
      for target in initialStates(of: states[index].id).compactMap({ stateIndex[$0] }) {
        lines.append("  \(anchor(index)) -> \(anchor(target))\(clip(head: target));")
      }
    }
    for info in transitionInfos {
      let source = stateIndex[info.source]!
      let targets = info.targets.isEmpty ? [source] : info.targets.compactMap { stateIndex[$0] }
      for target in targets {
        var attributes = ["label=\"\(escape(info.label))\""]
        if anchor(source) != node(source) { attributes.append("ltail=\"cluster_\(source)\"") }
        if anchor(target) != node(target) && target != source { attributes.append("lhead=\"cluster_\(target)\"") }
        lines.append("  \(anchor(source)) -> \(anchor(target)) [\(attributes.joined(separator: ", "))];")
      }
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private func clip(head target: Int) -> String {
    states[target].kind == .compound || states[target].kind == .parallel ? " [lhead=\"cluster_\(target)\"]" : ""
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

  init<S, E, C>(states: [CompiledState<S, E, C>]) {
    var used = Set<String>()
    for state in states {
      let raw = state.id.map { "\($0)" } ?? "root"
      var id = String(raw.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
      if id.isEmpty || id.first!.isNumber { id = "s_" + id }
      while used.contains(id) { id += "_" }
      used.insert(id)
      ids.append(id)
    }
  }

  subscript(index: Int) -> String { ids[index] }
}
