#if Macros
  import SwiftSyntaxMacrosGenericTestSupport
  import Testing

  /// What `@CaseEvent` writes for every payload shape (exactly the conformance written by hand,
  /// plus `PayloadCases`), and its errors, at the user's line, for what it cannot expand.
  @Suite struct CaseEventExpansionTests {
    /// One value, with or without a label: the payload is the value.
    @Test func singlePayloadsLabelledAndNot() {
      assertCaseEventExpansion(
        """
        @CaseEvent
        enum ListEvent {
          case load, loaded([Item]), failed(message: String)
        }
        """,
        expandedSource: """
          enum ListEvent {
            case load, loaded([Item]), failed(message: String)
          }

          extension ListEvent: StateKit.CaseEvent, StateKit.PayloadCasesEvent {
            enum Case: Hashable, Sendable {
              case load, loaded, failed
            }
            var eventCase: Case {
              switch self {
              case .load:
                .load
              case .loaded:
                .loaded
              case .failed:
                .failed
              }
            }
            struct PayloadCases: Sendable {
              var loaded: StateKit.EventCase<ListEvent, [Item]> {
                StateKit.EventCase(.loaded) {
                  if case .loaded(let v0) = $0 {
                    v0
                  } else {
                    nil
                  }
                }
              }
              var failed: StateKit.EventCase<ListEvent, String> {
                StateKit.EventCase(.failed) {
                  if case .failed(let v0) = $0 {
                    v0
                  } else {
                    nil
                  }
                }
              }
            }
            static var payloadCases: PayloadCases {
              PayloadCases()
            }
          }
          """)
    }

    /// Several values: a tuple with the case's labels, unlabelled ones stay unlabelled.
    @Test func severalPayloadsAsTuples() {
      assertCaseEventExpansion(
        """
        @CaseEvent
        enum DragEvent {
          case moved(x: Int, y: Int), pair(Int, String), seek(Int, animated: Bool), ended
        }
        """,
        expandedSource: """
          enum DragEvent {
            case moved(x: Int, y: Int), pair(Int, String), seek(Int, animated: Bool), ended
          }

          extension DragEvent: StateKit.CaseEvent, StateKit.PayloadCasesEvent {
            enum Case: Hashable, Sendable {
              case moved, pair, seek, ended
            }
            var eventCase: Case {
              switch self {
              case .moved:
                .moved
              case .pair:
                .pair
              case .seek:
                .seek
              case .ended:
                .ended
              }
            }
            struct PayloadCases: Sendable {
              var moved: StateKit.EventCase<DragEvent, (x: Int, y: Int)> {
                StateKit.EventCase(.moved) {
                  if case .moved(let v0, let v1) = $0 {
                    (x: v0, y: v1)
                  } else {
                    nil
                  }
                }
              }
              var pair: StateKit.EventCase<DragEvent, (Int, String)> {
                StateKit.EventCase(.pair) {
                  if case .pair(let v0, let v1) = $0 {
                    (v0, v1)
                  } else {
                    nil
                  }
                }
              }
              var seek: StateKit.EventCase<DragEvent, (Int, animated: Bool)> {
                StateKit.EventCase(.seek) {
                  if case .seek(let v0, let v1) = $0 {
                    (v0, animated: v1)
                  } else {
                    nil
                  }
                }
              }
            }
            static var payloadCases: PayloadCases {
              PayloadCases()
            }
          }
          """)
    }

    /// Generic payload types are written as declared; a default value changes nothing.
    @Test func genericPayloadTypesAndDefaultValues() {
      assertCaseEventExpansion(
        """
        @CaseEvent
        enum LoadEvent {
          case loaded(Result<[Item], LoadError>)
          case cached([String: Set<Int>])
          case retry(after: Int = 3)
        }
        """,
        expandedSource: """
          enum LoadEvent {
            case loaded(Result<[Item], LoadError>)
            case cached([String: Set<Int>])
            case retry(after: Int = 3)
          }

          extension LoadEvent: StateKit.CaseEvent, StateKit.PayloadCasesEvent {
            enum Case: Hashable, Sendable {
              case loaded, cached, retry
            }
            var eventCase: Case {
              switch self {
              case .loaded:
                .loaded
              case .cached:
                .cached
              case .retry:
                .retry
              }
            }
            struct PayloadCases: Sendable {
              var loaded: StateKit.EventCase<LoadEvent, Result<[Item], LoadError>> {
                StateKit.EventCase(.loaded) {
                  if case .loaded(let v0) = $0 {
                    v0
                  } else {
                    nil
                  }
                }
              }
              var cached: StateKit.EventCase<LoadEvent, [String: Set<Int>]> {
                StateKit.EventCase(.cached) {
                  if case .cached(let v0) = $0 {
                    v0
                  } else {
                    nil
                  }
                }
              }
              var retry: StateKit.EventCase<LoadEvent, Int> {
                StateKit.EventCase(.retry) {
                  if case .retry(let v0) = $0 {
                    v0
                  } else {
                    nil
                  }
                }
              }
            }
            static var payloadCases: PayloadCases {
              PayloadCases()
            }
          }
          """)
    }

    /// A public enum gets public members; a conformance the enum declares is not repeated.
    @Test func publicEnumAndDeclaredConformance() {
      assertCaseEventExpansion(
        """
        @CaseEvent
        public enum PlayerEvent: CaseEvent {
          case play, seek(to: Int)
        }
        """,
        expandedSource: """
          public enum PlayerEvent: CaseEvent {
            case play, seek(to: Int)
          }

          extension PlayerEvent: StateKit.PayloadCasesEvent {
            public enum Case: Hashable, Sendable {
              case play, seek
            }
            public var eventCase: Case {
              switch self {
              case .play:
                .play
              case .seek:
                .seek
              }
            }
            public struct PayloadCases: Sendable {
              public var seek: StateKit.EventCase<PlayerEvent, Int> {
                StateKit.EventCase(.seek) {
                  if case .seek(let v0) = $0 {
                    v0
                  } else {
                    nil
                  }
                }
              }
            }
            public static var payloadCases: PayloadCases {
              PayloadCases()
            }
          }
          """,
        conformances: ["PayloadCasesEvent"])
    }

    /// Without payloads: the `Case` enum and an empty `PayloadCases`.
    @Test func payloadFreeEnum() {
      assertCaseEventExpansion(
        """
        @CaseEvent
        enum Light {
          case red, green
        }
        """,
        expandedSource: """
          enum Light {
            case red, green
          }

          extension Light: StateKit.CaseEvent, StateKit.PayloadCasesEvent {
            enum Case: Hashable, Sendable {
              case red, green
            }
            var eventCase: Case {
              switch self {
              case .red:
                .red
              case .green:
                .green
              }
            }
            struct PayloadCases: Sendable {
            }
            static var payloadCases: PayloadCases {
              PayloadCases()
            }
          }
          """)
    }

    /// A struct is not an event enum: the error points at the attribute.
    @Test func diagnosesStruct() {
      assertCaseEventExpansion(
        """
        @CaseEvent
        struct Screen {
          var title = ""
        }
        """,
        expandedSource: """
          struct Screen {
            var title = ""
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message:
              "'@CaseEvent' can only be attached to an enum, not to a struct: an event type is an enum whose cases are the events",
            line: 1, column: 1)
        ])
    }

    /// A class is not an event enum: the error points at the attribute.
    @Test func diagnosesClass() {
      assertCaseEventExpansion(
        """
        @CaseEvent
        class Screen {
          var title = ""
        }
        """,
        expandedSource: """
          class Screen {
            var title = ""
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message:
              "'@CaseEvent' can only be attached to an enum, not to a class: an event type is an enum whose cases are the events",
            line: 1, column: 1)
        ])
    }

    /// A actor is not an event enum: the error points at the attribute.
    @Test func diagnosesActor() {
      assertCaseEventExpansion(
        """
        @CaseEvent
        actor Screen {
          var title = ""
        }
        """,
        expandedSource: """
          actor Screen {
            var title = ""
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message:
              "'@CaseEvent' can only be attached to an enum, not to a actor: an event type is an enum whose cases are the events",
            line: 1, column: 1)
        ])
    }

    /// A generic enum cannot have `EventCase` properties of one concrete type.
    @Test func diagnosesGenericEnum() {
      assertCaseEventExpansion(
        """
        @CaseEvent
        enum Loaded<Value> {
          case loaded(Value)
        }
        """,
        expandedSource: """
          enum Loaded<Value> {
            case loaded(Value)
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message:
              "'@CaseEvent' cannot be attached to a generic enum: write its 'CaseEvent' conformance by hand, or make the payload types concrete",
            line: 2, column: 12)
        ])
    }

    /// Two cases with one name would make two `Case` cases with one name.
    @Test func diagnosesOverloadedCase() {
      assertCaseEventExpansion(
        """
        @CaseEvent
        enum Input {
          case typed(String)
          case typed(Int)
        }
        """,
        expandedSource: """
          enum Input {
            case typed(String)
            case typed(Int)
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: "'@CaseEvent' needs one case per name: another case is already named 'typed'; rename one of them",
            line: 4, column: 8)
        ])
    }

    /// An enum without cases has no events.
    @Test func diagnosesEnumWithoutCases() {
      assertCaseEventExpansion(
        """
        @CaseEvent
        enum Nothing {
        }
        """,
        expandedSource: """
          enum Nothing {
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: "'@CaseEvent' needs an enum with at least one case",
            line: 2, column: 6)
        ])
    }

    /// Backticked names, indirect cases and nested enums expand like any other.
    @Test func backtickedIndirectAndNested() {
      assertCaseEventExpansion(
        """
        extension Player {
          @CaseEvent
          enum Event {
            case `default`(Int)
            indirect case queued(Event)
          }
        }
        """,
        expandedSource: """
          extension Player {
            enum Event {
              case `default`(Int)
              indirect case queued(Event)
            }
          }

          extension Player.Event: StateKit.CaseEvent, StateKit.PayloadCasesEvent {
            enum Case: Hashable, Sendable {
              case `default`, queued
            }
            var eventCase: Case {
              switch self {
              case .`default`:
                .`default`
              case .queued:
                .queued
              }
            }
            struct PayloadCases: Sendable {
              var `default`: StateKit.EventCase<Player.Event, Int> {
                StateKit.EventCase(.`default`) {
                  if case .`default`(let v0) = $0 {
                    v0
                  } else {
                    nil
                  }
                }
              }
              var queued: StateKit.EventCase<Player.Event, Event> {
                StateKit.EventCase(.queued) {
                  if case .queued(let v0) = $0 {
                    v0
                  } else {
                    nil
                  }
                }
              }
            }
            static var payloadCases: PayloadCases {
              PayloadCases()
            }
          }
          """)
    }

    /// An enum that declares a name the macro writes gets an error at that declaration.
    @Test func diagnosesAGeneratedNameDeclaredByHand() {
      assertCaseEventExpansion(
        """
        @CaseEvent
        enum Tap {
          case tap
          enum Case {
            case tap
          }
        }
        """,
        expandedSource: """
          enum Tap {
            case tap
            enum Case {
              case tap
            }
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message:
              "'@CaseEvent' declares 'Case' itself: remove this declaration, or write the whole conformance by hand",
            line: 4, column: 3)
        ])
    }
  }
#endif
