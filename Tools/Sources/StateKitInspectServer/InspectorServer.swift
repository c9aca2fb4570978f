import FlyingSocks
import Foundation
@_spi(InspectorProtocol) @_spi(InspectorServer) import StateKitInspection

/// `statekit inspect`'s server: listens on 127.0.0.1 only, serves the page at `/`, and relays
/// between apps (WebSocket `/app`) and pages (WebSocket `/page`) as the protocol article of
/// StateKitInspection (ProtocolVersion2.md) says.
///
/// Refuses WebSocket requests from another origin and requests naming another host (a page on
/// the internet cannot reach it through DNS rebinding), and a request that names its host or
/// origin twice. Requests and messages are read within bounds (a request head of 16 KiB, a
/// message of ``InspectorProtocol/maximumMessageSize``) judged before the bytes are read: a
/// frame that announces more, or a message whose frames add up to more, closes its connection.
/// HTTP and WebSocket are read here, on FlyingSocks' sockets, because an HTTP server library
/// reassembles a whole frame before a handler sees any of it.
public final class InspectorServer: Sendable {
  let hub: InspectorHub
  private let requestedPort: UInt16
  private let page: PageFiles
  private let listening = Listening()

  /// - Parameters:
  ///   - port: the port on 127.0.0.1; 0 picks a free one (``start()`` returns it).
  ///   - pageDirectory: where index.html and its files are; the server's own copy by default.
  public init(port: UInt16 = InspectorEndpoint.defaultPort, pageDirectory: URL? = nil) throws {
    requestedPort = port
    hub = InspectorHub()
    page = PageFiles(directory: pageDirectory ?? PageFiles.bundledDirectory)
  }

  /// Starts listening and returns the port (the one picked, for port 0). The server runs until
  /// ``stop()``.
  @discardableResult
  public func start() async throws -> UInt16 {
    if let port = listening.port { throw InspectorServerError("the server listens on 127.0.0.1:\(port) already") }
    let pool = SocketPool<Poll>.make()
    let socket: Socket
    let port: UInt16
    do {
      try await pool.prepare()
      socket = try Socket(domain: AF_INET, type: .stream)
      try socket.setValue(true, for: .localAddressReuse)
      try socket.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: requestedPort))
      try socket.listen()
      guard case .ip4(_, let bound) = try socket.sockname() else { throw SocketError.unsupportedAddress }
      port = bound
    } catch {
      throw InspectorServerError("cannot listen on 127.0.0.1:\(requestedPort): \(error.localizedDescription)")
    }
    let listener = try AsyncSocket(socket: socket, pool: pool)
    let connection = Connection(hub: hub, page: page, policy: OriginPolicy(port: port))
    let task = Task {
      await withDiscardingTaskGroup { group in
        group.addTask { try? await pool.run() }
        do {
          for try await client in listener.sockets {
            group.addTask { await connection.serve(client) }
          }
        } catch {}
        group.cancelAll()
      }
    }
    listening.set(Listening.State(socket: socket, task: task, port: port))
    return port
  }

  /// Stops listening and closes every connection.
  public func stop() async {
    guard let state = listening.take() else { return }
    try? state.socket.close()
    state.task.cancel()
    await state.task.value
  }

  /// The port listened on, once started.
  public var port: UInt16? { get async { listening.port } }

  /// Machines attached now.
  @_spi(InspectorProtocol) public var machines: [Attached] { get async { await hub.attachedMachines } }
}

/// One connection: its request, then a page file or a relayed WebSocket.
private struct Connection: Sendable {
  let hub: InspectorHub
  let page: PageFiles
  let policy: OriginPolicy

  func serve(_ socket: AsyncSocket) async {
    defer { try? socket.close() }
    var reader = SocketReader(socket)
    let answer: HTTPAnswer
    do {
      let head = try await RequestHead.read(from: &reader)
      switch try route(head) {
      case .answer(let routed): answer = routed
      case .relay(let role, let key):
        let accepted =
          "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
          + "Sec-WebSocket-Accept: \(WebSocketFraming.acceptValue(for: key))\r\n\r\n"
        guard (try? await socket.write(Data(accepted.utf8))) != nil else { return }
        await RelaySession(hub: hub, role: role).run(&reader)
        return
      }
    } catch let malformed as RequestHead.Malformed {
      answer = .text(400, "Bad Request", malformed.description)
    } catch {
      return  // the peer went away, or the server stops
    }
    try? await socket.write(Data(answer.bytes))
  }

  private enum Route {
    case answer(HTTPAnswer)
    case relay(RelaySession.Role, key: String)
  }

  private func route(_ head: RequestHead) throws(RequestHead.Malformed) -> Route {
    let (host, origin) = (try head.value(of: "Host"), try head.value(of: "Origin"))
    if let reason = policy.refusal(host: host, origin: origin) { return .answer(.text(403, "Forbidden", reason)) }
    guard head.method == "GET" else {
      return .answer(.text(405, "Method Not Allowed", "the inspector answers GET requests only"))
    }
    let role: RelaySession.Role
    switch head.path {
    case "/app": role = .app
    case "/page": role = .page
    default: return .answer(page.answer(for: head.path))
    }
    guard try head.value(of: "Upgrade")?.lowercased() == "websocket",
      let connection = try head.value(of: "Connection"),
      connection.lowercased().split(separator: ",").contains(where: {
        $0.trimmingCharacters(in: .whitespaces) == "upgrade"
      })
    else {
      return .answer(.text(400, "Bad Request", "\(head.path) is a WebSocket: ask for an upgrade to 'websocket'"))
    }
    guard let key = try head.value(of: "Sec-WebSocket-Key"), Data(base64Encoded: key)?.count == 16,
      try head.value(of: "Sec-WebSocket-Version") == "13"
    else {
      return .answer(
        .text(400, "Bad Request", "a WebSocket request needs a 16-byte Sec-WebSocket-Key and Sec-WebSocket-Version 13"))
    }
    return .relay(role, key: key)
  }
}

/// The listening socket and the task that serves it, while the server runs.
private final class Listening: @unchecked Sendable {
  struct State {
    let socket: Socket
    let task: Task<Void, Never>
    let port: UInt16
  }

  private let lock = NSLock()
  private var state: State?

  func set(_ new: State) { lock.withLock { state = new } }
  func take() -> State? {
    lock.withLock {
      defer { state = nil }
      return state
    }
  }
  var port: UInt16? { lock.withLock { state?.port } }
}

/// Why the server could not start.
public struct InspectorServerError: Error, CustomStringConvertible, Sendable {
  public let description: String

  init(_ description: String) { self.description = description }
}
