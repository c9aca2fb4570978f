import StateKit

/// The BasicHTTP Event I/O Processor (SCXML Appendix C.2) of one machine, on the loopback
/// interface only: the machine's session is reachable at ``location`` (an
/// `http://127.0.0.1:<port>/…` URL, in `_ioprocessors` as `basichttp` and under the processor's
/// type), and its `<send type="http://www.w3.org/TR/scxml/#BasicHTTPEventProcessor">` posts to
/// such URLs.
///
/// A machine has none unless the app attaches one, before it starts:
///
/// ```swift
/// let machine = StateMachine(chart, context: ECMAScriptSession())
/// let http = try BasicHTTPEventProcessor.attach(to: machine)
/// machine.start()  // _ioprocessors['basichttp'].location == http.location
/// // curl -d '_scxmleventname=order.placed&id=42' <http.location>: the event order.placed
/// ```
///
/// **Receiving.** A POST to ``location`` becomes an external event: its name is the
/// `_scxmleventname` parameter (in the query or the form body), else `HTTP.POST`; its data the
/// other parameters as strings, or a body that is not form fields (JSON when it is JSON, else
/// the text); `_event.raw` the request as it came, `_event.origin` the sender's access URI when
/// a StateKit processor sent it, `_event.origintype` the processor's type. The event is queued
/// before the answer, `200`; a request that cannot be formed into an event is answered `400`
/// (`404` elsewhere than ``location``, `405` for another method, `413` past 1 MiB, `403` when
/// it comes from a web page, with an `Origin` header), and the machine never sees it.
///
/// **Sending.** The event's name is sent as the form field `_scxmleventname`, `namelist` and
/// `<param>` values as form fields (strings as they are, other values as JSON), and
/// `<content>` as the body, %-encoded (its event name then goes in the query). Only targets on
/// 127.0.0.0/8 or `localhost` are reached. The POST is made in place, before the next element
/// runs, so that events keep the order in which the document sent them; a send that fails (no
/// target, a target elsewhere, no answer within the timeout, an answer that is not 2xx) queues
/// `error.communication` internally. A peer on loopback that accepts and never answers holds
/// the machine's actor for up to the timeout. A delayed send of this type is `error.execution`.
///
/// The processor stops listening when the machine finishes, when ``stop()`` is called, or when
/// the machine goes. Any program on this computer that learns ``location`` can send the machine
/// events: treat the URL as a secret, and the events as input the app does not control.
@MainActor
public final class BasicHTTPEventProcessor {
  /// The processor's type, as `<send type>` names it.
  public nonisolated static let type = "http://www.w3.org/TR/scxml/#BasicHTTPEventProcessor"

  /// The access URI: where this machine receives events.
  public let location: String
  /// The session's: it goes, and the listener stops, with the machine.
  private weak var link: BasicHTTPLink?
  private weak var machine: StateMachine<String, SCXMLEvent, ECMAScriptSession>?
  private var observation: ObservationToken?

  /// Starts listening on 127.0.0.1 for `machine`, which must not have started: `_ioprocessors`
  /// is made as it starts.
  ///
  /// - Parameters:
  ///   - machine: the machine whose session the processor serves.
  ///   - timeout: how long a send waits for its answer (each read and write), and how long a
  ///     connection to the listener may stay silent.
  /// - Throws: ``BasicHTTPError`` when the machine has started, already has a processor, or no
  ///   port can be had.
  @discardableResult
  public static func attach(
    to machine: StateMachine<String, SCXMLEvent, ECMAScriptSession>, timeout: Duration = .seconds(2)
  ) throws(BasicHTTPError) -> BasicHTTPEventProcessor {
    guard !machine.isStarted else { throw BasicHTTPError("attach the processor before the machine starts") }
    let session = machine.context
    guard session.basicHTTP == nil else { throw BasicHTTPError("the machine already has a BasicHTTP processor") }
    let link: BasicHTTPLink
    do {
      link = try BasicHTTPLink(sessionID: session.sessionID, timeout: timeout)
    } catch {
      throw BasicHTTPError("cannot listen on 127.0.0.1: \(error)")
    }
    session.basicHTTP = link
    let processor = BasicHTTPEventProcessor(link: link, machine: machine)
    link.inbox.whenEventsArrive { [weak processor] in
      Task { @MainActor in processor?.deliverArrivedEvents() }
    }
    processor.observation = machine.onTransition { [weak processor] _ in processor?.stopIfFinished() }
    return processor
  }

  private init(link: BasicHTTPLink, machine: StateMachine<String, SCXMLEvent, ECMAScriptSession>) {
    self.link = link
    self.location = link.location
    self.machine = machine
  }

  /// Whether the processor still listens.
  public var isRunning: Bool { link?.listener.isRunning ?? false }

  /// Stops listening: later requests are refused, later sends to ``location`` fail.
  public func stop() {
    observation?.cancel()
    observation = nil
    link?.stop()
  }

  /// Sends the machine what arrived (sends of its own document have taken theirs already).
  private func deliverArrivedEvents() {
    guard let machine, let link, !machine.isFinished else { return stop() }
    for event in link.inbox.take() { machine.send(event) }
  }

  private func stopIfFinished() {
    if machine?.isFinished ?? true { stop() }
  }
}

/// Why a BasicHTTP processor could not be attached.
public struct BasicHTTPError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public var message: String
  /// The message.
  public var description: String { message }

  init(_ message: String) { self.message = message }
}
