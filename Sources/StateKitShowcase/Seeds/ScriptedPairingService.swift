import Foundation

/// A pairing service whose answers are given from outside (by a test or the showcase): each
/// request waits until ``answer(_:)`` is called. A request whose task is cancelled — the wizard
/// left the step that sent it — drops out at once, so an answer always goes to a request that
/// someone still waits for.
package final class ScriptedPairingService: PairingService, @unchecked Sendable {
  package enum Answer: Sendable { case accept, refuse, fail }

  private struct Waiting {
    let id: Int
    let continuation: CheckedContinuation<Answer, any Error>
  }

  // A lock rather than an actor: a cancelled request must leave at once, from the cancelling
  // thread, not in a task that runs some time later.
  private let lock = NSLock()
  private var waiting: [Waiting] = []
  private var pending: [Answer] = []
  private var made: [String] = []
  private var nextID = 0
  private let onRequest: @Sendable (String) -> Void

  /// - Parameter onRequest: told of each request (its code) once it waits for its answer, or
  ///   has taken one given before it came: a test waits for requests with it instead of polling.
  package init(onRequest: @escaping @Sendable (String) -> Void = { _ in }) {
    self.onRequest = onRequest
  }

  /// The codes of every request so far.
  package var requests: [String] { lock.withLock { made } }

  /// How many requests wait for an answer.
  package var waitingCount: Int { lock.withLock { waiting.count } }

  package func requestPairing(code: String) async throws -> Bool {
    let id = lock.withLock {
      made.append(code)
      nextID += 1
      return nextID
    }
    let answer = try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Answer, any Error>) in
        let now: Result<Answer, any Error>? = lock.withLock {
          if Task.isCancelled { return .failure(CancellationError()) }
          if !pending.isEmpty { return .success(pending.removeFirst()) }
          waiting.append(Waiting(id: id, continuation: continuation))
          return nil
        }
        onRequest(code)
        if let now { continuation.resume(with: now) }
      }
    } onCancel: {
      let dropped = lock.withLock { waiting.firstIndex { $0.id == id }.map { waiting.remove(at: $0) } }
      dropped?.continuation.resume(throwing: CancellationError())
    }
    switch answer {
    case .accept: return true
    case .refuse: return false
    case .fail: throw PairingError.network
    }
  }

  /// Answers the oldest waiting request, or, when none waits, the next one to come.
  ///
  /// - Returns: whether a waiting request took the answer.
  @discardableResult
  package func answer(_ answer: Answer) -> Bool {
    let request: Waiting? = lock.withLock {
      if waiting.isEmpty {
        pending.append(answer)
        return nil
      }
      return waiting.removeFirst()
    }
    request?.continuation.resume(returning: answer)
    return request != nil
  }
}
