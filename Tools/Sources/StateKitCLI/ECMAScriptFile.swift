import Foundation
import StateKitECMAScript
import StateKitSCXML

/// A chart file whose `<scxml>` declares `datamodel="ecmascript"`: read for the ECMAScript data
/// model (`StateKitECMAScript`) instead of the null one.
enum ECMAScriptFile {
  /// The chart, or nil when the file is not an `.scxml` document of the ECMAScript data model.
  static func chart(path: String) throws -> ECMAScriptChart? {
    let url = URL(fileURLWithPath: path)
    guard url.pathExtension.lowercased() == "scxml" else { return nil }
    try InputFile.check(path, kind: "a chart file (.scxml, .txml or .json)")
    do {
      guard ECMAScriptDocument.declaresECMAScript(try SCXMLReader.contents(of: url)) else { return nil }
      return try ECMAScriptDocument.read(contentsOf: url).makeChart()
    } catch let error as SCXMLError {
      throw CommandFailure("\(path): \(error)")
    } catch {
      throw CommandFailure("\(path) cannot be read: \(error.localizedDescription)")
    }
  }
}
