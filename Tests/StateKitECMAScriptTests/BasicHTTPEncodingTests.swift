import Testing

@testable import StateKitECMAScript

/// The BasicHTTP processor's pure parts: form encoding, and which targets it may reach.
@Suite("BasicHTTP encoding and targets")
struct BasicHTTPEncodingTests {
  @Test func formFieldsRoundTripWithSpacesAndReservedCharacters() {
    let fields = [(name: "a b", value: "x=1&y=ü"), (name: "_scxmleventname", value: "e.f")]
    let text = FormEncoding.encode(fields: fields)
    #expect(text == "a%20b=x%3D1%26y%3D%C3%BC&_scxmleventname=e.f")
    let decoded = FormEncoding.fields(text)
    #expect(decoded?.map(\.name) == ["a b", "_scxmleventname"])
    #expect(decoded?.map(\.value) == ["x=1&y=ü", "e.f"])
    #expect(FormEncoding.decode("a+b%20c") == "a b c")
  }

  @Test(arguments: ["a", "=x", "a=%", "a=%4", "a=%zz", "a=%FF"])
  func textThatIsNotFormFieldsIsNone(_ text: String) {
    #expect(FormEncoding.fields(text) == nil)
  }

  @Test(arguments: [
    ("http://127.0.0.1:8080/a?b=c", "/a?b=c"), ("http://localhost:1/", "/"), ("HTTP://127.9.8.7:2", "/"),
  ])
  func loopbackURLsAreTargets(_ text: String, _ path: String) {
    #expect(LoopbackTarget(text)?.path == path)
  }

  @Test(arguments: [
    "http://10.0.0.1/", "http://128.0.0.1/", "http://192.168.1.1:80/", "http://[::1]/", "https://127.0.0.1/",
    "http://user@127.0.0.1/", "http://127.0.0.1.example/", "http://127.0.0/", "ftp://localhost/", "#_internal",
  ])
  func everythingElseIsNot(_ text: String) {
    #expect(LoopbackTarget(text) == nil)
  }
}
