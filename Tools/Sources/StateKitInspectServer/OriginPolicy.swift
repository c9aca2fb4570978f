/// Who may talk to the inspector: requests to 127.0.0.1 or localhost on its port, from no
/// origin (an app, a command-line client) or from the inspector's own page.
struct OriginPolicy: Sendable {
  let port: UInt16

  private var hosts: [String] { ["127.0.0.1:\(port)", "localhost:\(port)"] }

  /// Why a request is refused, or nil when it may pass.
  func refusal(host: String?, origin: String?) -> String? {
    if let host, !hosts.contains(host.lowercased()) {
      return "the inspector answers requests to 127.0.0.1:\(port) only, not to '\(host)'"
    }
    if let origin, !hosts.contains(where: { "http://\($0)" == origin.lowercased() }) {
      return "the inspector refuses requests from pages of other origins ('\(origin)')"
    }
    return nil
  }
}
