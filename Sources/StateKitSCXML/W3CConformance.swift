import Foundation

/// Converts the W3C conformance suite's `conf:` notation (`.txml`) into null-data-model SCXML,
/// with the literal values W3C's own `confEcma.xsl` uses.
public enum W3CConformance {
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
