import StateKit
import StateKitTestSupport
import Testing

/// `chart.mermaid()` and `chart.dot()`, called directly: states, nesting, parallel regions,
/// finals, history, transition labels with guards marked, escaping.
@MainActor
@Suite("Diagrams: Mermaid and DOT")
struct ChartExportTests {
  let chart: StringChart

  /// In document order (the root is state 0): idle 1, running 2, h 3, fetch 4, work 5, left 6,
  /// l1 7, l2 8, right 9, r1 10, done 11, "my state" 12, end 13.
  init() throws {
    chart = try StringChart(initial: "idle") {
      State("idle") {
        On("start", to: "running")
        On("ping", when: { $0.count > 0 })
      }
      State("running", initial: "fetch") {
        History("h", .deep, default: "fetch")
        On("stop", to: "idle", when: { $0.count < 3 })
        State("fetch") { After(.seconds(2), to: "fetch") }
        Parallel("work") {
          State("left") {
            State("l1") { On("go", to: "l2") }
            State("l2")
          }
          State("right") { State("r1") }
        }
        Final("done")
        OnDone(of: "running", to: "idle")
      }
      State("my state") { Always(to: "idle", when: { $0.count == 0 }) }
      Final("end")
    }
  }

  func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

  /// Whether `lines` holds `run` as consecutive lines.
  func contains(_ lines: [String], run: [String]) -> Bool {
    guard run.count <= lines.count else { return false }
    return (0...(lines.count - run.count)).contains { Array(lines[$0..<$0 + run.count]) == run }
  }

  @Test func mermaidNestsStatesAndSeparatesParallelRegions() {
    let text = chart.mermaid()
    let lines = lines(text)
    #expect(lines.first == "stateDiagram-v2")
    #expect(text.hasSuffix("\n"))
    #expect(lines.contains("  [*] --> idle"))
    #expect(contains(lines, run: ["  state running {", "    [*] --> fetch", "    fetch", "    state work {"]))
    let work = [
      "    state work {",
      "      state left {", "        [*] --> l1", "        l1", "        l2", "      }",
      "      --",
      "      state right {", "        [*] --> r1", "        r1", "      }",
      "    }",
      "    done --> [*]",
      "    state \"H*\" as h",
      "    h --> fetch",
      "  }",
    ]
    #expect(contains(lines, run: work), "\(text)")
    #expect(lines.contains("  end --> [*]"))
    #expect(
      lines.filter { $0.hasSuffix("{") }.count == lines.filter { $0.trimmingCharacters(in: .whitespaces) == "}" }.count)
  }

  @Test func mermaidLabelsTransitionsAndMarksGuards() {
    let lines = lines(chart.mermaid())
    let transitions = lines.filter { $0.hasPrefix("  ") && $0.contains(" --> ") && !$0.contains("[*]") }
    #expect(
      transitions == [
        "    h --> fetch",
        "  idle --> running : start",
        "  running --> idle : stop [guard]",
        "  fetch --> fetch : after 2 s",
        "  l1 --> l2 : go",
        "  running --> idle : done.state.running",
        "  my_state --> idle : [guard]",
      ])
    // A transition without a target exits and enters nothing: a line in its state, no arrow.
    #expect(lines.contains("  idle : ping [guard]"))
  }

  @Test func mermaidGivesStatesWithUnsafeNamesUniqueIDs() throws {
    let chart = try StringChart {
      State("my state") { On("go", to: "my_state") }
      State("my_state") { On("go", to: "2nd") }
      State("2nd")
    }
    let lines = lines(chart.mermaid())
    #expect(lines.contains("  state \"my state\" as my_state"))
    #expect(lines.contains("  state \"my_state\" as my_state_"))
    #expect(lines.contains("  state \"2nd\" as s_2nd"))
    #expect(lines.contains("  my_state --> my_state_ : go"))
    #expect(lines.contains("  my_state_ --> s_2nd : go"))
  }

  @Test func dotDrawsCompoundStatesAsClustersAndParallelOnesDashed() {
    let text = chart.dot()
    let lines = lines(text)
    #expect(lines.first == "digraph \"chart\" {")
    #expect(lines.last == "}")
    let running = [
      "  subgraph \"cluster_2\" {",
      "    label=\"running\"; style=rounded;",
      "    \"n2_entry\" [shape=point, label=\"\"];",
      "    \"n4\" [label=\"fetch\"];",
      "    subgraph \"cluster_5\" {",
      "      label=\"work\"; style=dashed;",
      "      \"n5_entry\" [shape=point, label=\"\", style=invis, width=0, height=0];",
      "      subgraph \"cluster_6\" {",
      "        label=\"left\"; style=rounded;",
    ]
    #expect(contains(lines, run: running), "\(text)")
    #expect(contains(lines, run: ["        \"n8\" [label=\"l2\"];", "      }", "      subgraph \"cluster_9\" {"]))
    #expect(lines.contains("    \"n11\" [label=\"done\", shape=doublecircle];"))
    #expect(lines.contains("    \"n3\" [label=\"H*\", shape=circle];"))
    #expect(lines.contains("  \"n12\" [label=\"my state\"];"))
    #expect(lines.filter { $0.contains("subgraph") }.count == 4)
  }

  @Test func dotLabelsEdgesMarksGuardsAndClipsAtClusters() {
    let lines = lines(chart.dot())
    for edge in [
      "  \"start\" -> \"n1\";",
      "  \"n2_entry\" -> \"n4\";",
      "  \"n1\" -> \"n2_entry\" [label=\"start\", lhead=\"cluster_2\"];",
      "  \"n2_entry\" -> \"n1\" [label=\"stop [guard]\", ltail=\"cluster_2\"];",
      "  \"n4\" -> \"n4\" [label=\"after 2 s\"];",
      "  \"n7\" -> \"n8\" [label=\"go\"];",
      "  \"n12\" -> \"n1\" [label=\"[guard]\"];",
    ] {
      #expect(lines.contains(edge), "missing \(edge)")
    }
    let withTargets = chart.transitionInfos.filter { !$0.targets.isEmpty }
    #expect(lines.filter { $0.contains("[label=") && $0.contains(" -> ") }.count == withTargets.count)
    // A transition without a target is listed under its state's name, not drawn as a loop.
    #expect(lines.contains("  \"n1\" [label=\"idle\\n—\\nping [guard]\"];"))
    #expect(!lines.contains { $0.hasPrefix("  \"n1\" -> \"n1\"") })
  }

  /// A compound state's transitions without a target: under the cluster's name in DOT, notes
  /// beside it in Mermaid; a self-transition with a target is still an arrow.
  @Test func transitionsWithoutATargetAreLinesInTheirStateNotLoops() throws {
    let chart = try StringChart(initial: "editing") {
      State("editing", initial: "typing") {
        On("typed") { _ in }
        After(.seconds(5)) { _ in }
        On("reset", to: "editing")
        State("typing")
      }
    }
    let dot = lines(chart.dot())
    #expect(dot.contains("  subgraph \"cluster_1\" {"))
    #expect(dot.contains("    label=\"editing\\n—\\ntyped\\nafter 5 s\"; style=rounded;"), "\(dot)")
    #expect(dot.filter { $0.contains(" -> ") && $0.contains("label=") }.count == 1)
    let mermaid = lines(chart.mermaid())
    #expect(mermaid.contains("  note right of editing : typed"))
    #expect(mermaid.contains("  note right of editing : after 5 s"))
    #expect(mermaid.contains("  editing --> editing : reset"))
  }

  /// A history state is drawn as UML draws it, with its default; a parallel state's anchor is
  /// not drawn (it would be a lone dot inside the cluster: nothing enters a parallel state at
  /// one point).
  @Test func historyDefaultsAreDrawnAndParallelAnchorsAreInvisible() {
    let mermaid = lines(chart.mermaid())
    #expect(!mermaid.contains { $0.contains("<<choice>>") })
    let dot = lines(chart.dot())
    #expect(dot.contains("  \"n3\" -> \"n4\" [style=dashed];"))
    let anchors = dot.filter { $0.contains("_entry\" [shape=point") }
    #expect(
      anchors.filter { $0.contains("style=invis") } == [
        "      \"n5_entry\" [shape=point, label=\"\", style=invis, width=0, height=0];"
      ])
    #expect(anchors.count == 4)
  }

  /// A guard given as text (an SCXML `cond`) is printed: `next [In('muted')]`, not `[guard]`.
  @Test func guardsWithTextShowTheirCondition() throws {
    let chart = try StringChart(initial: "a") {
      State("a") {
        Transition(.event("next"), to: ["b"], when: { _ in true }, guardText: "In('muted')")
        Transition(.event("skip"), to: ["b"], guardText: "ignored without a guard")
      }
      State("b")
    }
    #expect(chart.transitionInfos.map(\.label) == ["next [In('muted')]", "skip"])
    #expect(lines(chart.mermaid()).contains("  a --> b : next [In('muted')]"))
    #expect(lines(chart.dot()).contains("  \"n1\" -> \"n2\" [label=\"next [In('muted')]\"];"))
  }

  @Test func dotEscapesQuotesInNamesAndLabels() throws {
    let chart = try StringChart {
      State("say \"hi\"") { On("back\\slash", to: "b") }
      State("b")
    }
    let lines = lines(chart.dot(name: "my \"chart\""))
    #expect(lines.first == "digraph \"my \\\"chart\\\"\" {")
    #expect(lines.contains("  \"n1\" [label=\"say \\\"hi\\\"\"];"))
    #expect(lines.contains("  \"n1\" -> \"n2\" [label=\"back\\\\slash\"];"))
  }

  /// Every state and every transition of random charts shows up, once, in both diagrams.
  @Test func randomChartsShowEveryStateAndTransition() throws {
    for seed in 0..<UInt64(40) {
      var generator = RandomChartGenerator(seed: seed)
      let spec = generator.chart()
      let chart = try spec.makeChart()
      let edges = chart.transitionInfos.map(\.targets.count).reduce(0, +)
      // Transitions without a target are lines of text in their state, one each.
      let internalTransitions = chart.transitionInfos.filter(\.targets.isEmpty).count
      let mermaid = lines(chart.mermaid())
      let body = Set(mermaid.map { $0.trimmingCharacters(in: .whitespaces) })
      for state in spec.allStates {
        let declarations = [
          "state \(state.id) {", state.id, "\(state.id) --> [*]", "state \"H\" as \(state.id)",
          "state \"H*\" as \(state.id)",
        ]
        #expect(declarations.filter(body.contains).count == 1, "seed \(seed): \(state.id)")
      }
      let mermaidEdges = mermaid.filter { $0.hasPrefix("  ") && $0.contains(" --> ") && !$0.contains("[*]") }
      let historyDefaults = spec.allStates.filter(\.isHistory).map { chart.initialStates(of: $0.id).count }
      #expect(mermaidEdges.count == edges + historyDefaults.reduce(0, +), "seed \(seed)")
      let stateLines = mermaid.filter { $0.hasPrefix("  ") && !$0.contains(" --> ") && $0.contains(" : ") }
      #expect(stateLines.count == internalTransitions, "seed \(seed)")
      let dot = lines(chart.dot())
      #expect(dot.filter { $0.contains("[label=") && $0.contains(" -> ") }.count == edges, "seed \(seed)")
      let dotInternalLines = dot.map { $0.components(separatedBy: "\\n").count - 2 }.filter { $0 > 0 }
      #expect(dotInternalLines.reduce(0, +) == internalTransitions, "seed \(seed)")
      #expect(
        dot.filter { $0.contains("\" [label=") && !$0.contains(" -> ") }.count == spec.allStates.count - clusters(spec))
    }
  }

  /// States drawn as clusters (compound and parallel) rather than as nodes.
  func clusters(_ spec: RandomChartSpec) -> Int {
    spec.allStates.filter { !$0.children.filter { !$0.isHistory }.isEmpty }.count
  }
}
