#if Macros
  import SwiftSyntaxMacrosGenericTestSupport
  import Testing

  /// What `@CaseEvent` writes for every payload shape (exactly the conformance written by hand,
  /// plus `PayloadCases`); its errors are in `CaseEventDiagnosticsTests`.
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
  }
#endif
