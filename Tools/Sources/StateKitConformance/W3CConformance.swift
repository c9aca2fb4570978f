import Foundation
import StateKit
import StateKitSCXML
import StateKitTesting

/// The W3C SCXML conformance suite: its `conf:` notation (`.txml`) converted into
/// null-data-model SCXML, and its tests run to the final state they reach.
public enum W3CConformance {
  /// Converts `conf:` notation into SCXML, with the literal values W3C's own `confEcma.xsl`
  /// uses.
  public static func convert(_ txml: String) -> String {
    var text = txml
    let literal: [(String, String)] = [
      (#"conf:datamodel="""#, #"datamodel="null""#),
      ("<conf:pass/>", #"<final id="pass"/>"#),
      ("<conf:fail/>", #"<final id="fail"/>"#),
      (#"conf:targetpass="""#, #"target="pass""#),
      (#"conf:targetfail="""#, #"target="fail""#),
      (#"conf:illegalTarget="""#, #"target="baz""#),
      (#"conf:unreachableTarget="""#, ##"target="#_scxml_foo""##),
      (#"conf:invalidSendType="""#, #"type="27""#),
    ]
    for (from, to) in literal { text = text.replacingOccurrences(of: from, with: to) }
    text = replace(#"conf:delay="([^"]*)""#, in: text) { #"delay="\#($0)s""# }
    text = replace(#"conf:inState="([^"]*)""#, in: text) { #"cond="In('\#($0)')""# }
    return text
  }

  /// Reads a chart file like `SCXMLReader.read(contentsOf:)`; a `.txml` file
  /// is converted first, and so are the documents its `<invoke src>` names: the suite names
  /// them `NAME.scxml` (as its own conversion writes them) and ships them as `NAME.txml`.
  public static func read(contentsOf url: URL) throws -> (document: SCXMLDocument, warnings: [SCXMLWarning]) {
    try SCXMLReader.read(data: load(url), sources: { src in try load(sourceURL(src, relativeTo: url)) })
  }

  private static func load(_ url: URL) throws -> Data {
    let data = try SCXMLReader.contents(of: url)
    guard url.pathExtension == "txml" else { return data }
    return Data(convert(String(decoding: data, as: UTF8.self)).utf8)
  }

  private static func sourceURL(_ src: String, relativeTo base: URL) -> URL {
    let url = SCXMLReader.resolve(src, relativeTo: base)
    guard base.pathExtension == "txml", url.pathExtension == "scxml",
      !FileManager.default.fileExists(atPath: url.path)
    else { return url }
    return url.deletingPathExtension().appendingPathExtension("txml")
  }

  /// Runs a conformance chart: starts it, lets up to `timeout` pass on a manual clock, and
  /// answers the top-level final state it reached (`pass` or `fail`), or nil.
  @MainActor
  public static func finalState(of chart: SCXMLChart, timeout: Duration = .seconds(30)) -> String? {
    let clock = ManualClock()
    let machine = StateMachine(chart, context: SCXMLSession(), clock: clock)
    machine.start()
    if !machine.isFinished { clock.advance(by: timeout) }
    guard machine.isFinished else { return nil }
    return machine.activeAtomicStates.first
  }

  private static func replace(_ pattern: String, in text: String, with make: (String) -> String) -> String {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
    var result = text
    let matches = expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
    for match in matches.reversed() {
      guard let whole = Range(match.range, in: text), let group = Range(match.range(at: 1), in: text) else { continue }
      result.replaceSubrange(whole, with: make(String(text[group])))
    }
    return result
  }
}
