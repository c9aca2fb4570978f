import Foundation
import StateKit
import StateKitInspectServer
@_spi(InspectorProtocol) @_spi(Testing) import StateKitInspection

enum Door: String, Hashable, Sendable, Codable { case closed, open, locked }
enum DoorEvent: String, Hashable, Sendable, Codable { case open, close, lock, unlock }

struct DoorModel: Codable, Sendable { var openings = 0 }

@MainActor
func doorMachine() throws -> StateMachine<Door, DoorEvent, DoorModel> {
  let chart = try Chart<Door, DoorEvent, DoorModel>(initial: .closed) {
    State(.closed) {
      On(.open, to: .open) { $0.openings += 1 }
      On(.lock, to: .locked)
    }
    State(.open) { On(.close, to: .closed) }
    State(.locked) { On(.unlock, to: .closed) }
  }
  let machine = StateMachine(chart, context: DoorModel())
  machine.start()
  return machine
}

/// A page (or raw app) socket whose blocking reads run off the main actor.
struct Peer: Sendable {
  let socket: InspectorTestSocket

  init(port: UInt16, path: String = "/page", origin: String? = nil) throws {
    socket = try InspectorTestSocket(port: port, path: path, origin: origin)
  }

  func send(_ message: InspectorMessage) throws { try socket.send(message) }

  /// The next message that `accept` takes; nil if the socket closed or ten seconds passed.
  func next(_ accept: @escaping @Sendable (InspectorMessage) -> Bool) async -> InspectorMessage? {
    // A thread of its own: a blocking read on one of the few threads that run tasks would
    // starve the server it waits for.
    let socket = self.socket
    return await withCheckedContinuation { continuation in
      Thread.detachNewThread { continuation.resume(returning: (try? socket.receive(until: accept)) ?? nil) }
    }
  }

  /// Greets as a page and returns the first `attached` the server replays or relays.
  func greet() async throws -> Attached? {
    try send(.hello(Hello(role: "page")))
    guard case .attached(let attached)? = await next({ if case .attached = $0 { true } else { false } }) else {
      return nil
    }
    return attached
  }

  func result(_ id: String) async -> CommandResult? {
    guard case .result(let result)? = await next({ if case .result(let r) = $0 { r.id == id } else { false } }) else {
      return nil
    }
    return result
  }

  func step(_ predicate: @escaping @Sendable (StepReport) -> Bool) async -> StepReport? {
    guard case .step(let step)? = await next({ if case .step(let s) = $0 { predicate(s) } else { false } }) else {
      return nil
    }
    return step
  }
}

/// A server on a free port, with a throwaway page.
func startServer(port: UInt16 = 0) async throws -> (InspectorServer, UInt16) {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inspector-page-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  try Data("<html><title>StateKit inspector</title></html>".utf8).write(to: folder.appendingPathComponent("index.html"))
  let server = try InspectorServer(port: port, pageDirectory: folder)
  return (server, try await server.start())
}

/// Notices of the inspector, collected across threads.
final class NoticeLog: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []

  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return lines
  }

  var writer: @Sendable (String) -> Void {
    { [self] line in
      lock.lock()
      lines.append(line)
      lock.unlock()
    }
  }
}
