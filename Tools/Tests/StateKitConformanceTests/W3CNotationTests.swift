import StateKitConformance
import Testing

@Suite("W3C conformance notation")
struct W3CNotationTests {
  @Test func w3cNotationIsConverted() {
    let converted = W3CConformance.convert(
      #"<scxml conf:datamodel="" xmlns:conf="c"><state id="s0"><transition conf:inState="s1" conf:targetpass=""/><send conf:delay="1.5"/></state><conf:pass/></scxml>"#
    )
    #expect(converted.contains(#"datamodel="null""#))
    #expect(converted.contains(#"cond="In('s1')""#))
    #expect(converted.contains(#"target="pass""#))
    #expect(converted.contains(#"delay="1.5s""#))
    #expect(converted.contains(#"<final id="pass"/>"#))
  }
}
