#if Macros
  import StateKit
  import StateKitMacros
  import Testing

  struct Row: Hashable, Sendable {
    var id: Int
  }

  /// The list event with the macro: one attribute.
  @CaseEvent
  enum MacroListEvent {
    case load, loaded([Row]), failed(message: String), moved(from: Int, to: Int), reload
  }

  /// The same event written by hand, as the README showed it before the macro.
  enum HandListEvent: CaseEvent {
    case load, loaded([Row]), failed(message: String), moved(from: Int, to: Int), reload

    enum Case { case load, loaded, failed, moved, reload }
    var eventCase: Case {
      switch self {
      case .load: .load
      case .loaded: .loaded
      case .failed: .failed
      case .moved: .moved
      case .reload: .reload
      }
    }
  }

  extension EventCase where Event == HandListEvent, Payload == [Row] {
    static var loaded: Self { Self(.loaded) { if case .loaded(let items) = $0 { items } else { nil } } }
  }
  extension EventCase where Event == HandListEvent, Payload == String {
    static var failed: Self { Self(.failed) { if case .failed(let message) = $0 { message } else { nil } } }
  }
  extension EventCase where Event == HandListEvent, Payload == (from: Int, to: Int) {
    static var moved: Self { Self(.moved) { if case .moved(let from, let to) = $0 { (from, to) } else { nil } } }
  }

  enum RowMode: Hashable, Sendable { case idle, loading, showing, failed }

  struct RowModel: Equatable {
    var items: [Row] = []
    var message = ""
    var log: [String] = []
  }

  /// One step as both machines must see it: accepted or not, the active states and the model.
  struct Step: Equatable {
    var accepted: Bool
    var states: [RowMode]
    var model: RowModel
  }

  @MainActor @Suite struct CaseEventBehaviorTests {
    func macroMachine() throws -> StateMachine<RowMode, MacroListEvent, RowModel> {
      let chart = try Chart<RowMode, MacroListEvent, RowModel>(initial: .idle) {
        State(.idle) { On(.load, to: .loading) }
        State(.loading) {
          On(\.loaded, to: .showing) { scope, items in scope.items = items }
          On(\.failed, to: .failed, when: { _, message in !message.isEmpty }) { scope, message in
            scope.message = message
          }
        }
        State(.showing) {
          On(\.moved, when: { _, move in move.from != move.to }) { scope, move in
            scope.items.swapAt(move.from, move.to)
            scope.log.append("moved \(scope.payload(\.moved).map { "\($0.from)→\($0.to)" } ?? "?")")
          }
          On(.reload, to: .loading)
        }
        State(.failed) { On(.reload, to: .loading) }
      }
      return StateMachine(chart, context: RowModel())
    }

    func handMachine() throws -> StateMachine<RowMode, HandListEvent, RowModel> {
      let chart = try Chart<RowMode, HandListEvent, RowModel>(initial: .idle) {
        State(.idle) { On(.load, to: .loading) }
        State(.loading) {
          On(.loaded, to: .showing) { scope, items in scope.items = items }
          On(.failed, to: .failed, when: { _, message in !message.isEmpty }) { scope, message in
            scope.message = message
          }
        }
        State(.showing) {
          On(.moved, when: { _, move in move.from != move.to }) { scope, move in
            scope.items.swapAt(move.from, move.to)
            scope.log.append("moved \(scope.payload(.moved).map { "\($0.from)→\($0.to)" } ?? "?")")
          }
          On(.reload, to: .loading)
        }
        State(.failed) { On(.reload, to: .loading) }
      }
      return StateMachine(chart, context: RowModel())
    }

    @Test func macroEventDrivesAChartExactlyLikeTheHandWrittenOne() throws {
      let items = (0..<3).map { Row(id: $0) }
      let macroEvents: [MacroListEvent] = [
        .loaded(items), .load, .failed(message: ""), .loaded(items), .moved(from: 0, to: 2), .moved(from: 1, to: 1),
        .failed(message: "late"), .reload, .failed(message: "offline"), .loaded([]), .reload, .loaded([]),
      ]
      let handEvents: [HandListEvent] = [
        .loaded(items), .load, .failed(message: ""), .loaded(items), .moved(from: 0, to: 2), .moved(from: 1, to: 1),
        .failed(message: "late"), .reload, .failed(message: "offline"), .loaded([]), .reload, .loaded([]),
      ]
      let macro = try macroMachine()
      let hand = try handMachine()
      macro.start()
      hand.start()
      var macroSteps: [Step] = []
      var handSteps: [Step] = []
      for event in macroEvents {
        let accepted = macro.send(event).isAccepted
        macroSteps.append(Step(accepted: accepted, states: macro.activeStates, model: macro.context))
      }
      for event in handEvents {
        let accepted = hand.send(event).isAccepted
        handSteps.append(Step(accepted: accepted, states: hand.activeStates, model: hand.context))
      }
      #expect(macroSteps == handSteps)
      // And the run did what the chart says, so that equal traces are not two equal failures.
      #expect(
        macroSteps.map(\.accepted) == [false, true, false, true, true, false, false, true, true, false, true, true])
      #expect(macro.context.items == [])
      #expect(macro.context.message == "offline")
      #expect(macro.context.log == ["moved 0→2"])
      #expect(macroSteps[4].model.items.map(\.id) == [2, 1, 0])
    }

    @Test func eventCasesMatchTheCaseEnum() {
      #expect(MacroListEvent.loaded([]).eventCase == .loaded)
      #expect(MacroListEvent.moved(from: 1, to: 2).eventCase == .moved)
      #expect(MacroListEvent.payloadCases.moved.payload(.moved(from: 1, to: 2)).map { [$0.from, $0.to] } == [1, 2])
      #expect(MacroListEvent.payloadCases.loaded.payload(.reload) == nil)
      #expect(MacroListEvent.eventCase(\.failed).eventCase == .failed)
    }

    @Test func payloadsStayPrivateInDescriptions() throws {
      let machine = try macroMachine()
      machine.start()
      let outcome = machine.send(.failed(message: "secret"))
      #expect(!"\(outcome)".contains("secret"))
    }
  }
#endif

#if Macros
  import StateKit
  import StateKitMacros
  import Testing

  /// Names and shapes a scratch app tried: a backticked case, an indirect case, a default value,
  /// a public enum that declares the conformance itself, an enum nested in a type.
  public struct Song: Hashable, Sendable {
    public var title: String
  }

  @CaseEvent
  public enum PlayerEvent: CaseEvent {
    case play(Song), `default`(Int), stop
    indirect case queued(PlayerEvent)
    case seek(to: Double, animated: Bool = true)
  }

  struct SearchScreen {
    @CaseEvent
    enum Event {
      case typed(String), cleared
    }
  }

  @MainActor @Suite struct CaseEventShapesTests {
    @Test func unusualCasesDriveAChart() throws {
      let chart = try Chart<Int, PlayerEvent, [String]>(initial: 0) {
        State(0) {
          On(\.play, to: 1) { scope, song in scope.context.append(song.title) }
          On(\.default) { scope, number in scope.context.append("default \(number)") }
          On(\.queued) { scope, inner in scope.context.append("queued \(inner.eventCase)") }
        }
        State(1) {
          On(\.seek) { scope, seek in scope.context.append("seek \(seek.to) \(seek.animated)") }
          On(.stop, to: 0)
        }
      }
      let machine = StateMachine(chart, context: [String]())
      machine.start()
      for event: PlayerEvent in [.default(3), .queued(.stop), .play(Song(title: "a")), .seek(to: 2), .stop] {
        #expect(machine.send(event).isAccepted)
      }
      #expect(machine.context == ["default 3", "queued stop", "a", "seek 2.0 true"])
      #expect(machine.activeStates == [0])
    }

    @Test func aNestedEnumIsAnEventToo() throws {
      let chart = try Chart<Int, SearchScreen.Event, String>(initial: 0) {
        State(0) {
          On(\.typed) { scope, text in scope.context = text }
        }
      }
      let machine = StateMachine(chart, context: "")
      machine.start()
      #expect(machine.send(.typed("hi")).isAccepted)
      #expect(machine.context == "hi")
      #expect(machine.send(.cleared).rejection?.reason == .noTransition)
    }
  }
#endif
