import Foundation
import StateKit
import StateKitSCXML

/// Builds the chart of an ECMAScript document: the same states and transitions as the null data
/// model's, with each condition and action evaluated by the machine's ``ECMAScriptSession``.
struct ScriptChartBuilder {
  typealias Element = ChartElement<String, SCXMLEvent, ECMAScriptSession>
  typealias Action = ChartAction<String, SCXMLEvent, ECMAScriptSession>

  typealias Sources = (String) throws -> Data

  let program: Program
  /// Loads what `src` and `srcexpr` name, relative to the document.
  let sources: Sources?
  /// Whether any `<invoke>` has a `<finalize>`: every transition then binds `_event` as it is
  /// selected, so that `<finalize>` runs before conditions see the event.
  let bindsOnSelection: Bool

  static func chart(_ document: ScriptDocument, sources: Sources?) throws(SCXMLError) -> ECMAScriptChart {
    let builder = ScriptChartBuilder(
      program: Program(document), sources: sources,
      bindsOnSelection: document.allStates.contains { $0.invokes.contains { !$0.finalize.isEmpty } })
    var elements: [Element] = []
    for state in document.states { elements.append(try builder.element(state, parent: nil)) }
    do {
      return try ECMAScriptChart(initialStates: document.initial, elements: elements)
    } catch {
      let errors = error.diagnostics.filter { $0.severity == .error }
      throw SCXMLError(.chart, errors.map(\.message).joined(separator: "; "), line: document.line)
    }
  }

  private func element(_ state: ScriptState, parent: String?) throws(SCXMLError) -> Element {
    var content: [Element] = []
    // The machine's first entry initializes the data model; late binding, each state's data.
    if parent == nil || (program.lateBinding && !state.data.isEmpty) {
      let program = program
      let id = state.id
      content.append(
        Entry { scope in
          scope.context.withStates({ scope.isActive($0) }) {
            scope.context.prepare(program, scope)
            scope.context.initializeState(id, program, scope)
          }
        }.element)
    }
    if state.invokes.contains(where: { !$0.finalize.isEmpty }) {
      // SCXML 6.5: `<finalize>` runs for each event of its child, also one no transition takes:
      // a transition that takes every event binds it, and is never enabled.
      let program = program
      content.append(
        Transition(
          .descriptor("*"), to: [],
          when: { scope in
            scope.context.prepare(program, scope)
            return false
          }, guardText: "finalize"
        ).element)
    }
    for block in state.onEntry { content.append(Entry(action(block)).element) }
    if let doneData = state.doneData { content.append(Entry(self.doneData(doneData, parent: parent)).element) }
    for block in state.onExit { content.append(Exit(action(block)).element) }
    for transition in state.transitions { content.append(self.transition(transition)) }
    for (index, invoke) in state.invokes.enumerated() {
      content += try self.invoke(invoke, id: invoke.id ?? "\(state.id).invoke\(index + 1)")
    }
    for child in state.children { content.append(try element(child, parent: state.id)) }
    let initialAction = state.initialTransition.flatMap { $0.actions.isEmpty ? nil : action($0.actions) }
    return state.chartElement(content: content, initialAction: initialAction)
  }

  private func transition(_ transition: ScriptTransition) -> Element {
    let program = program
    var condition: ChartGuard<String, SCXMLEvent, ECMAScriptSession>?
    if let cond = transition.cond {
      condition = { scope in
        scope.context.withStates({ scope.isActive($0) }) {
          scope.context.prepare(program, scope)
          return scope.context.condition(cond, scope)
        }
      }
    } else if bindsOnSelection && !transition.events.isEmpty {
      condition = { scope in
        scope.context.prepare(program, scope)
        return true
      }
    }
    let trigger: Trigger<String, SCXMLEvent> =
      transition.events.isEmpty ? .eventless : .descriptor(transition.events.joined(separator: " "))
    return Transition(
      trigger, to: transition.targets, when: condition, guardText: transition.cond,
      internal: transition.isInternal, action: transition.actions.isEmpty ? nil : action(transition.actions)
    ).element
  }

  /// A block of executable content as an action.
  private func action(_ block: [Executable]) -> Action {
    let program = program
    return { scope in
      scope.context.withStates({ scope.isActive($0) }) {
        scope.context.prepare(program, scope)
        _ = scope.context.run(block, scope)
      }
    }
  }

  /// SCXML 5.5: `<donedata>` is evaluated as its final state is entered; its value is the data
  /// of its parent's `done.state` event, or of `done.invoke` for a top-level final state.
  private func doneData(_ doneData: DoneData, parent: String?) -> Action {
    let program = program
    return { scope in
      let session = scope.context
      session.withStates({ scope.isActive($0) }) {
        session.prepare(program, scope)
        do {
          let value = try session.payloadData(doneData.payload)
          if let parent { session.pendingDoneData[parent] = value } else { session.doneData = value }
        } catch {
          scope.raiseEvent(.error("error.execution", "<donedata>: \(error)"))
        }
      }
    }
  }
}
