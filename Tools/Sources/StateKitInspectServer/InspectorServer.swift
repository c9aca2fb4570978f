import FlyingFox
import Foundation
@_spi(InspectorProtocol) import StateKitInspection

/// `statekit inspect`'s server: listens on 127.0.0.1 only, serves the page at `/`, and relays
/// between apps (WebSocket `/app`) and pages (WebSocket `/page`) as the protocol article of
/// StateKitInspection (ProtocolVersion1.md) says.
/// Refuses WebSocket requests from another origin and requests naming another host (a page on
/// the internet cannot reach it through DNS rebinding).
public final class InspectorServer: Sendable {
  let hub: InspectorHub
  private let server: HTTPServer
  private let requestedPort: UInt16
  private let page: PageFiles

  /// - Parameters:
  ///   - port: the port on 127.0.0.1; 0 picks a free one (``start()`` returns it).
  ///   - pageDirectory: where index.html and its files are; the server's own copy by default.
  public init(port: UInt16 = InspectorEndpoint.defaultPort, pageDirectory: URL? = nil) throws {
    requestedPort = port
    hub = InspectorHub()
    page = PageFiles(directory: pageDirectory ?? PageFiles.bundledDirectory)
    server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: 60, logger: .disabled)
  }

  /// Starts listening and returns the port (the one picked, for port 0). The server runs until
  /// ``stop()``.
  @discardableResult
  public func start() async throws -> UInt16 {
    let (server, hub, page) = (self.server, self.hub, self.page)
    let guardRequest: @Sendable (HTTPRequest) async -> HTTPResponse? = { [weak self] request in
      guard let self else { return HTTPResponse(statusCode: .serviceUnavailable) }
      return await self.refusal(of: request)
    }
    await server.appendRoute("GET /app") { request in
      if let refusal = await guardRequest(request) { return refusal }
      return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: RelaySocket(hub: hub, role: .app)))
        .handleRequest(request)
    }
    await server.appendRoute("GET /page") { request in
      if let refusal = await guardRequest(request) { return refusal }
      return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: RelaySocket(hub: hub, role: .page)))
        .handleRequest(request)
    }
    await server.appendRoute("GET *") { request in
      if let refusal = await guardRequest(request) { return refusal }
      return page.response(for: request.path)
    }
    // Until it listens, or `run()` fails (a port in use fails at once, not after a timeout).
    let failure = RunFailure()
    Task {
      do { try await server.run() } catch { failure.error = error }
    }
    for _ in 0..<1_000 {
      if case .ip4(_, let port)? = await server.listeningAddress { return port }
      if let error = failure.error {
        throw InspectorServerError("cannot listen on 127.0.0.1:\(requestedPort): \(error.localizedDescription)")
      }
      try await Task.sleep(for: .milliseconds(10))
    }
    await server.stop()
    throw InspectorServerError("cannot listen on 127.0.0.1:\(requestedPort): it did not start within 10 seconds")
  }

  /// Stops listening and closes every connection.
  public func stop() async { await server.stop(timeout: 1) }

  /// The port listened on, once started.
  public var port: UInt16? {
    get async {
      if case .ip4(_, let port)? = await server.listeningAddress { return port }
      return nil
    }
  }

  /// Machines attached now.
  @_spi(InspectorProtocol) public var machines: [Attached] { get async { await hub.attachedMachines } }

  /// A `403` for a request from another origin or to another host; nil for one to let through.
  func refusal(of request: HTTPRequest) async -> HTTPResponse? {
    guard let port = await port else { return nil }
    if let reason = OriginPolicy(port: port).refusal(host: request.headers[.host], origin: request.headers[.origin]) {
      return HTTPResponse(
        statusCode: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"], body: Data(reason.utf8))
    }
    return nil
  }
}

/// The error `run()` ended with, read while starting.
private final class RunFailure: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: (any Error)?

  var error: (any Error)? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

/// Why the server could not start.
public struct InspectorServerError: Error, CustomStringConvertible, Sendable {
  public let description: String

  init(_ description: String) { self.description = description }
}

extension HTTPHeader {
  static let origin = HTTPHeader("Origin")
}
