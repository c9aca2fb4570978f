@_spi(InspectorProtocol) import StateKitInspection

/// A chart as a Graphviz `dot` graph: compound and parallel states as boxes (clusters) around
/// their children, transitions as arrows labelled with their event and guard, each initial child
/// marked by an arrow from a dot. Every element carries an id the page finds it by: `s<N>` for
/// the state at place N of the chart's `states` (a cluster's box is `c<N>`), `t<N>` for the
/// transition at place N of its `transitions`.
struct ChartDot {
  let chart: ChartDescription
  /// States drawn closed: one box, their insides left out, arrows to and from inside them
  /// drawn to and from the box.
  let collapsed: Set<String>

  var text: String {
    var index: [String: Int] = [:]
    var children: [String?: [Int]] = [:]
    for (place, state) in chart.states.enumerated() {
      index[state.id] = place
      children[state.parent, default: []].append(place)
    }
    var lines = [
      "digraph chart {",
      "  graph [compound=true, rankdir=TB, nodesep=0.3, ranksep=0.45, fontname=\"Helvetica\", fontsize=11];",
      "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", color=\"#8a94a6\", fontname=\"Helvetica\", fontsize=11, height=0.3];",
      "  edge [fontname=\"Helvetica\", fontsize=9, color=\"#5b6475\", arrowsize=0.7];",
    ]
    // The state an arrow to or from `place` starts or ends at: its closest visible ancestor.
    func visible(_ place: Int) -> Int {
      var shown = place
      var parent = chart.states[place].parent
      while let id = parent, let at = index[id] {
        if collapsed.contains(id) { shown = at }
        parent = chart.states[at].parent
      }
      return shown
    }
    func isCluster(_ place: Int) -> Bool {
      !(children[chart.states[place].id] ?? []).isEmpty && !collapsed.contains(chart.states[place].id)
    }
    func draw(_ place: Int, indent: String) {
      let state = chart.states[place]
      let kids = children[state.id] ?? []
      if isCluster(place) {
        let badge = state.kind == "parallel" ? "  ∥ parallel" : ""
        lines.append("\(indent)subgraph \"cluster_\(place)\" {")
        lines.append(
          "\(indent)  id=\"c\(place)\"; label=\(Self.quoted(state.name + badge)); style=\"rounded\(state.kind == "parallel" ? ",dashed" : "")\"; color=\"#8a94a6\"; labeljust=l;"
        )
        // The point arrows to and from the box start and end at (dot joins nodes, not boxes).
        lines.append("\(indent)  \"a\(place)\" [shape=point, width=0.01, style=invis];")
        for kid in kids { draw(kid, indent: indent + "  ") }
        if let initial = state.initial, let target = index[initial], state.kind != "parallel" {
          lines.append("\(indent)  \"i\(place)\" [shape=point, width=0.09, fillcolor=\"#333333\", color=\"#333333\"];")
          lines.append("\(indent)  \"i\(place)\" -> \(endpoint(target)) [arrowsize=0.5\(head(target))];")
        }
        lines.append("\(indent)}")
        return
      }
      var attributes = ["id=\"s\(place)\"", "label=\(Self.quoted(state.name))"]
      switch state.kind {
      case "final": attributes.append("peripheries=2")
      case "history":
        attributes += ["shape=circle", "label=\(Self.quoted(state.deep == true ? "H*" : "H"))", "width=0.3"]
        attributes.append("tooltip=\(Self.quoted(state.name))")
      default:
        if !kids.isEmpty {
          attributes[1] = "label=\(Self.quoted("\(state.name)  ▸ \(Self.count(state.id, children, chart)) inside"))"
          attributes.append("style=\"rounded,filled,dashed\"")
        }
      }
      lines.append("\(indent)\"n\(place)\" [\(attributes.joined(separator: ", "))];")
    }
    func endpoint(_ place: Int) -> String { isCluster(place) ? "\"a\(place)\"" : "\"n\(place)\"" }
    func head(_ place: Int) -> String { isCluster(place) ? ", lhead=\"cluster_\(place)\"" : "" }
    func tail(_ place: Int) -> String { isCluster(place) ? ", ltail=\"cluster_\(place)\"" : "" }

    for place in children[nil] ?? [] { draw(place, indent: "  ") }
    func label(_ transition: TransitionDescription) -> String {
      let event = transition.event.isEmpty ? "(eventless)" : transition.event
      return transition.guard.map { "\(event) [\($0)]" } ?? event
    }
    // The transitions that stay in their state, one loop per state, a line of its label each
    // (loops of their own would draw over one another).
    var staying: [Int: [Int]] = [:]
    var stayingOrder: [Int] = []
    for (number, transition) in chart.transitions.enumerated() where transition.targets.isEmpty {
      guard let sourcePlace = index[transition.source] else { continue }
      let source = visible(sourcePlace)
      if staying[source] == nil { stayingOrder.append(source) }
      staying[source, default: []].append(number)
    }
    for source in stayingOrder {
      let numbers = staying[source] ?? []
      let text = numbers.map { Self.escaped(label(chart.transitions[$0])) + "\\l" }.joined()
      let classes = numbers.map { "t\($0)" }.joined(separator: " ")
      lines.append(
        "  \(endpoint(source)) -> \(endpoint(source)) [id=\"t\(numbers[0])\", class=\"\(classes)\", label=\"\(text)\", "
          + "style=dashed\(tail(source))\(head(source))];")
    }
    for (number, transition) in chart.transitions.enumerated() where !transition.targets.isEmpty {
      guard let sourcePlace = index[transition.source] else { continue }
      let source = visible(sourcePlace)
      let targets = transition.targets.compactMap { index[$0] }.map(visible)
      let style = transition.internal ? ", style=dashed" : ""
      let common = "id=\"t\(number)\", class=\"t\(number)\", label=\(Self.quoted(label(transition)))\(style)"
      for (copy, target) in targets.enumerated() {
        // Inside a closed state, from one of its states to another: nothing to draw.
        if target == source && sourcePlace != source && transition.targets.contains(where: { index[$0] != source }) {
          continue
        }
        let id =
          copy == 0 ? common : common.replacingOccurrences(of: "id=\"t\(number)\"", with: "id=\"t\(number)-\(copy)\"")
        lines.append("  \(endpoint(source)) -> \(endpoint(target)) [\(id)\(tail(source))\(head(target))];")
      }
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  private static func count(_ id: String, _ children: [String?: [Int]], _ chart: ChartDescription) -> Int {
    (children[id] ?? []).reduce(0) { $0 + 1 + count(chart.states[$1].id, children, chart) }
  }

  /// A dot string: quoted, its quotes and backslashes escaped, line breaks as spaces.
  static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

  static func escaped(_ text: String) -> String {
    var escaped = ""
    for character in text.prefix(200) {
      switch character {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n", "\r": escaped += " "
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
