#if canImport(Darwin) || STATEKIT_URLSESSION_INSPECTOR
  import Foundation
  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// The inspector's socket on Apple platforms: URLSession's WebSocket task, which handles the
  /// handshake, masking, pings and proxies as the system does. Its answers come on URLSession's
  /// queue: each message read is kept in order and announced on the connection's wake pipe, so
  /// that the connection's thread, waiting in `poll`, reads it without blocking.
  ///
  /// `STATEKIT_URLSESSION_INSPECTOR` compiles it on Linux (FoundationNetworking declares the
  /// task), where CI type-checks it; it does not run there (libcurl has no WebSocket support).
  final class URLSessionInspectorSocket: InspectorSocket, @unchecked Sendable {
    enum Failure: Error, CustomStringConvertible {
      case timedOut(Double)
      case closed

      var description: String {
        switch self {
        case .timedOut(let seconds): "the inspector did not answer within \(seconds) s"
        case .closed: "the server closed the connection"
        }
      }
    }

    private let session: URLSession
    private let task: URLSessionWebSocketTask
    /// How long a send may wait for URLSession to take the message.
    private let timeout: Double
    /// The write end of the connection's wake pipe.
    private let wake: Int32
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var inbox: [WebSocketIncoming] = []

    /// Opens a WebSocket to `ws://127.0.0.1:port/path`. URLSession connects when the first
    /// message is sent: a missing server shows as that send's error.
    init(
      port: UInt16, path: String, timeout: Double = 2, wake: Int32,
      maximumMessageSize: Int = InspectorProtocol.maximumMessageSize
    ) throws {
      guard let url = URL(string: "ws://127.0.0.1:\(port)\(path)") else { throw Failure.closed }
      let configuration = URLSessionConfiguration.ephemeral
      configuration.timeoutIntervalForRequest = timeout
      session = URLSession(configuration: configuration)
      task = session.webSocketTask(with: url)
      task.maximumMessageSize = maximumMessageSize
      self.timeout = timeout
      self.wake = wake
      task.resume()
      receiveNext()
    }

    deinit { close() }

    var readableDescriptor: Int32? { nil }

    var hasBufferedInput: Bool {
      condition.lock()
      defer { condition.unlock() }
      return !inbox.isEmpty
    }

    func send(text: [UInt8]) throws {
      let result = Completion()
      task.send(.string(String(decoding: text, as: UTF8.self))) { error in result.finish(error) }
      guard let outcome = result.wait(seconds: timeout) else { throw Failure.timedOut(timeout) }
      if let error = outcome { throw error }
    }

    func receive() throws -> WebSocketIncoming {
      condition.lock()
      defer { condition.unlock() }
      let deadline = Date(timeIntervalSinceNow: timeout)
      while inbox.isEmpty {
        guard condition.wait(until: deadline) else { throw Failure.timedOut(timeout) }
      }
      return inbox.removeFirst()
    }

    func close() {
      task.cancel(with: .normalClosure, reason: nil)
      session.invalidateAndCancel()
    }

    /// Asks for the next message; each one read asks for the one after it, until the end.
    private func receiveNext() {
      task.receive { [weak self] result in
        guard let self else { return }
        switch result {
        case .success(.string(let text)):
          deliver(.text(Array(text.utf8)))
          receiveNext()
        case .success(.data(let data)):
          deliver(.text(Array(data)))
          receiveNext()
        case .success:
          receiveNext()
        case .failure:
          deliver(.closed)
        }
      }
    }

    private func deliver(_ incoming: WebSocketIncoming) {
      condition.lock()
      inbox.append(incoming)
      condition.broadcast()
      condition.unlock()
      var byte: UInt8 = 1
      _ = write(wake, &byte, 1)
    }
  }

  /// The end of one send: its error, or nil, once URLSession reports it.
  private final class Completion: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written before `done` is signalled, read after waiting for it.
    private var error: (any Error)?

    func finish(_ error: (any Error)?) {
      self.error = error
      done.signal()
    }

    /// The send's error (`.some(nil)` when it succeeded); nil when `seconds` passed first.
    func wait(seconds: Double) -> (any Error)?? {
      guard done.wait(timeout: .now() + seconds) == .success else { return nil }
      return .some(error)
    }
  }
#endif
