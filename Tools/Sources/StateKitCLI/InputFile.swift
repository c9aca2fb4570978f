import Foundation
import StateKitSCXML

/// Every file the tool reads — a chart in any form, a test script, an events file — is checked
/// the same way before a byte is read: it exists, is a regular file (a FIFO would block and
/// `/dev/zero` never end), is readable, and is no larger than one limit.
enum InputFile {
  /// The one size limit, the SCXML reader's: 8 MB.
  static let maximumSize = SCXMLReader.maximumSize

  /// Checks `path`; `kind` names what was expected ("a chart file (.scxml, .txml or .json)").
  static func check(_ path: String, kind: String) throws(CommandFailure) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandFailure("no such file: \(path)")
    }
    guard !isDirectory.boolValue else { throw CommandFailure("\(path) is a folder; give \(kind)") }
    // The file a symbolic link names is what will be read.
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
    guard let attributes, attributes[.type] as? FileAttributeType == .typeRegular else {
      throw CommandFailure("\(path) is not a regular file (a device, a FIFO or a socket); give \(kind)")
    }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    guard size <= maximumSize else {
      throw CommandFailure(
        "\(path) has \(size) bytes; the tool reads files of at most \(maximumSize) bytes (8 MB)")
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw CommandFailure("\(path) cannot be read (no permission)")
    }
  }

  /// The checked file's bytes.
  static func read(_ path: String, kind: String) throws(CommandFailure) -> Data {
    try check(path, kind: kind)
    guard let data = FileManager.default.contents(atPath: path), data.count <= maximumSize else {
      throw CommandFailure("\(path) cannot be read")
    }
    return data
  }
}
