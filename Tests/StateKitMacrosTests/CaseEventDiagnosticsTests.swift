#if Macros
  import SwiftSyntaxMacrosGenericTestSupport
  import Testing

  /// What `@CaseEvent` says, at the user's line, for what it cannot expand.
  @Suite struct CaseEventDiagnosticsTests {
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
