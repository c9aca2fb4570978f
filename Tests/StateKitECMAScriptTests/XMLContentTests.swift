import Foundation
import StateKit
import StateKitECMAScript
import StateKitTesting
import Testing

/// XML content as a DOM (SCXML B.2.2, B.2.3): `<data>`, `<assign>` and `<content>` holding an
/// XML document give a read-only DOM object, and so does `_event.data` of an event that carries one.
@MainActor
@Suite("ECMAScript data model: XML content as a DOM")
struct XMLContentTests {
  static let books = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="s0">
      <datamodel>
        <data id="library">
          <books xmlns="" shelf="a">
            <book title="title1"/>
            <book title="title2">Second</book>
          </books>
        </data>
        <data id="list">[1, 2]</data>
        <data id="words">  two   words </data>
      </datamodel>
      <state id="s0"/>
    </scxml>
    """

  func machine(_ text: String, sources: ((String) throws -> Data)? = nil) throws -> StateMachine<
    String, SCXMLEvent, ECMAScriptSession
  > {
    let chart = try ECMAScriptDocument.read(data: Data(text.utf8), sources: sources).makeChart()
    let machine = StateMachine(chart, context: ECMAScriptSession(), clock: ManualClock())
    machine.start()
    return machine
  }

  @Test func dataWithXMLIsADocument() throws {
    let session = try machine(Self.books).context
    let expectations: [(String, JSONValue)] = [
      ("library.nodeType", 9),
      ("library.nodeName", "#document"),
      ("library.documentElement.tagName", "books"),
      ("library.documentElement.nodeName", "books"),
      ("library.documentElement.nodeType", 1),
      ("library.documentElement.getAttribute('shelf')", "a"),
      ("library.documentElement.getAttribute('missing')", nil),
      ("library.documentElement.hasAttribute('shelf')", true),
      ("library.documentElement.hasAttribute('missing')", false),
      ("library.getElementsByTagName('book').length", 2),
      ("library.getElementsByTagName('*').length", 3),
      ("library.getElementsByTagName('book')[0].getAttribute('title')", "title1"),
      ("library.getElementsByTagName('book')[1].getAttribute('title')", "title2"),
      ("library.getElementsByTagName('book')[1].textContent", "Second"),
      ("library.getElementsByTagName('book')[1].firstChild.nodeType", 3),
      ("library.getElementsByTagName('book')[1].firstChild.data", "Second"),
      ("library.documentElement.children.length", 2),
      ("library.documentElement.childNodes.length", 2),
      ("library.documentElement.firstChild.attributes[0].name", "title"),
      ("library.documentElement.firstChild.attributes[0].value", "title1"),
      ("library.documentElement.firstChild.parentNode.tagName", "books"),
      ("library.documentElement.textContent", "Second"),
      ("library.documentElement.getElementsByTagName('book').length", 2),
    ]
    for (expression, expected) in expectations {
      #expect(try session.evaluate(expression) == expected, "\(expression)")
    }
    // JSON stays JSON, and other text a space-normalized string (SCXML B.2.2).
    #expect(session.value(of: "list") == [1, 2])
    #expect(session.value(of: "words") == "two words")
  }

  @Test func theDocumentIsReadOnly() throws {
    let session = try machine(Self.books).context
    #expect(throws: ECMAScriptError.self) {
      try session.evaluate("(() => { 'use strict'; library.documentElement.tagName = 'x'; })()")
    }
    #expect(throws: ECMAScriptError.self) {
      try session.evaluate("(() => { 'use strict'; library.getElementsByTagName('book').push(1); })()")
    }
    #expect(try session.evaluate("library.documentElement.tagName") == "books")
  }

  @Test func theDocumentLeavesTheDataModelAsItsText() throws {
    let session = try machine(Self.books).context
    let text = try #require(session.value(of: "library"))
    #expect(text == #"<books shelf="a"><book title="title1"/><book title="title2">Second</book></books>"#)
    #expect(try session.evaluate("String(library)") == text)
  }

  @Test func dataFromASourceFileIsADocument() throws {
    let document = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="s0">
        <datamodel><data id="loaded" src="books.xml"/></datamodel>
        <state id="s0"/>
      </scxml>
      """
    let session = try machine(document) { _ in Data(#"<books><book title="t1"/><book title="t2"/></books>"#.utf8) }
      .context
    #expect(try session.evaluate("loaded.getElementsByTagName('book')[1].getAttribute('title')") == "t2")
  }

  @Test func sentXMLContentIsADocumentInEventData() throws {
    let document = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="s0">
        <datamodel><data id="title"/><data id="isText"/></datamodel>
        <state id="s0">
          <onentry>
            <send event="foo"><content><books xmlns=""><book title="title1"/><book title="title2"/></books></content></send>
            <send event="bar"><content expr="'&lt;books/&gt;'"/></send>
          </onentry>
          <transition event="foo" target="s1">
            <assign location="title" expr="_event.data.getElementsByTagName('book')[1].getAttribute('title')"/>
          </transition>
        </state>
        <state id="s1">
          <transition event="bar" target="s2">
            <assign location="isText" expr="typeof _event.data === 'string'"/>
          </transition>
        </state>
        <state id="s2"/>
      </scxml>
      """
    let machine = try machine(document)
    #expect(machine.activeAtomicStates == ["s2"])
    #expect(machine.context.value(of: "title") == "title2")
    // A string that looks like XML is a string: only `<content>` holding XML makes a DOM.
    #expect(machine.context.value(of: "isText") == true)
  }

  @Test func eventsCodeAsBefore() throws {
    var event = SCXMLEvent("foo", data: "<a/>")
    event.type = .internal
    event.invokeID = "child"
    #expect(try JSONDecoder().decode(SCXMLEvent.self, from: JSONEncoder().encode(event)) == event)
    let older = #"{"name":"foo","type":"external","data":{"n":1},"sendID":"s1"}"#
    let decoded = try JSONDecoder().decode(SCXMLEvent.self, from: Data(older.utf8))
    #expect(decoded.name == "foo" && decoded.data == ["n": 1] && decoded.sendID == "s1" && decoded.type == .external)
  }
}
