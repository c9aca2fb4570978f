import StateKit
import StateKitSCXML

/// Start-up: compiling a 200-state chart, and reading a 200-state SCXML document.
@MainActor
public enum Startup {
  public static let stateCount = 200

  /// 20 compound states of 9 children each, every child with two transitions.
  public static func compileChart() -> Int {
    let chart = try! Chart<String, String, Void> {
      for group in 0..<20 {
        State("g\(group)") {
          On("next", to: "g\((group + 1) % 20)")
          for child in 0..<9 {
            State("g\(group)c\(child)") {
              On("step", to: "g\(group)c\((child + 1) % 9)")
              On("jump", to: "g\((group + 3) % 20)c\(child)")
            }
          }
        }
      }
    }
    return chart.stateIDs.count
  }

  /// The same chart as an SCXML document.
  public static let document: String = {
    var lines = [#"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">"#]
    for group in 0..<20 {
      lines.append(#"  <state id="g\#(group)"><transition event="next" target="g\#((group + 1) % 20)"/>"#)
      for child in 0..<9 {
        lines.append(
          #"    <state id="g\#(group)c\#(child)"><transition event="step" target="g\#(group)c\#((child + 1) % 9)"/><transition event="jump" target="g\#((group + 3) % 20)c\#(child)"/></state>"#
        )
      }
      lines.append("  </state>")
    }
    lines.append("</scxml>")
    return lines.joined(separator: "\n")
  }()

  public static func readDocument() -> Int {
    let chart = try! SCXMLReader.read(document).makeChart()
    return chart.stateIDs.count
  }
}
