import StateKitECMAScript
import Testing

/// What `statekit validate` and `paths` read of a document without running it: its pieces of
/// JavaScript, those that do not compile, and the events it sends itself.
@Suite("ECMAScript documents checked without running")
struct SyntaxCheckTests {
  static let document = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="idle">
      <datamodel><data id="items" expr="[1, 2,"/></datamodel>
      <state id="idle">
        <onentry>
          <if cond="items.length &gt;"><raise event="inner"/><else/><log expr="items"/></if>
        </onentry>
        <transition event="go" cond="ok" target="done">
          <assign location="1 + x" expr="x + 1"/>
          <send event="later" delay="1s"/>
          <send event="away" target="#_parent"/>
          <send eventexpr="'dyn'"/>
        </transition>
      </state>
      <final id="done"/>
    </scxml>
    """

  @Test func everyPieceOfJavaScriptIsListedInDocumentOrder() throws {
    let sources = try ECMAScriptDocument.read(Self.document).scriptSources()
    #expect(
      sources.map(\.element) == [
        "<data id=\"items\" expr>", "<if cond>", "<log expr>", "<transition cond>", "<assign location>",
        "<assign expr>", "<send eventexpr>",
      ])
    #expect(sources.first { $0.element == "<assign location>" }?.kind == .location)
    #expect(sources.first { $0.element == "<transition cond>" }?.line == 7)
    #expect(sources.first { $0.element == "<if cond>" }?.state == "idle")
  }

  @Test func onlyWhatDoesNotCompileIsAnError() throws {
    let errors = try ECMAScriptDocument.read(Self.document).syntaxErrors()
    #expect(errors.map(\.element) == ["<data id=\"items\" expr>", "<if cond>", "<assign location>"])
    #expect(errors.allSatisfy { $0.message.hasPrefix("SyntaxError") })
    #expect(errors.first?.state == nil)
    #expect(
      errors.last?.description.hasPrefix("line 8: <assign location> in state 'idle': '1 + x' does not compile") == true)
  }

  @Test func aDocumentWhoseScriptsCompileHasNoErrors() throws {
    let text = Self.document.replacingOccurrences(of: "[1, 2,", with: "[1, 2]")
      .replacingOccurrences(of: "items.length &gt;", with: "items.length &gt; 1")
      .replacingOccurrences(of: "1 + x", with: "x")
    #expect(try ECMAScriptDocument.read(text).syntaxErrors().isEmpty)
  }

  @Test func eventsSentToItselfAreRaisedAndUntargetedSendsByName() throws {
    #expect(try ECMAScriptDocument.read(Self.document).eventsSentToItself == ["inner", "later"])
  }
}
