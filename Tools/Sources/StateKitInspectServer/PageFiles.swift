import Foundation

/// The page's files: `index.html` at `/`, and the files beside it by name (no folders, so no
/// path can leave the folder). Served with `no-store`, so that a page reloaded after an update
/// of the tool is the new one.
struct PageFiles: Sendable {
  let directory: URL?

  /// The folder `Page` of the server's resource bundle, looked up beside the executable (what
  /// SwiftPM's `Bundle.module` does), then in the sources the tool was built from.
  static var bundledDirectory: URL? {
    let bundleName = "StateKitTools_StateKitInspectServer.resources"
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    let candidates = [
      Bundle.main.bundleURL.appendingPathComponent(bundleName),
      executable.deletingLastPathComponent().appendingPathComponent(bundleName),
      Bundle.main.resourceURL?.appendingPathComponent(bundleName),
    ].compactMap { $0?.appendingPathComponent("Page") }
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Page")
    return (candidates + [sources]).first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("index.html").path)
    }
  }

  func answer(for path: String) -> HTTPAnswer {
    let name = path == "/" || path.isEmpty ? "index.html" : String(path.drop { $0 == "/" })
    let allowed = name.allSatisfy { $0.isLetter || $0.isNumber || "._-".contains($0) } && !name.hasPrefix(".")
    guard allowed, let directory else { return notFound(name) }
    let file = directory.appendingPathComponent(name)
    guard let data = try? Data(contentsOf: file) else { return notFound(name) }
    return HTTPAnswer(
      status: 200, reason: "OK", contentType: Self.contentType(of: name), body: Array(data), cacheControl: "no-store")
  }

  private func notFound(_ name: String) -> HTTPAnswer {
    let text =
      directory == nil
      ? "This statekit inspect was built without its page (Tools/Sources/StateKitInspectServer/Page)."
      : "No file '\(name)' here."
    return .text(404, "Not Found", text)
  }

  static func contentType(of name: String) -> String {
    switch (name as NSString).pathExtension.lowercased() {
    case "html": "text/html; charset=utf-8"
    case "js": "text/javascript; charset=utf-8"
    case "css": "text/css; charset=utf-8"
    case "svg": "image/svg+xml"
    case "png": "image/png"
    case "json": "application/json"
    case "ico": "image/x-icon"
    default: "application/octet-stream"
    }
  }
}
