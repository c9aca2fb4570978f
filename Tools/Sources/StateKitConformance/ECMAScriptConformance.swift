import Foundation
import StateKit
import StateKitECMAScript
import StateKitTesting

/// The W3C suite's ECMAScript documents (`w3c-irp/ecma/`), run to the final state they reach.
public enum ECMAScriptConformance {
  /// Reads and runs a document with a BasicHTTP processor on loopback: starts it, lets up to
  /// `timeout` pass on a manual clock, and answers the top-level final state it reached (`pass`
  /// or `fail`), or nil.
  @MainActor
  public static func finalState(of url: URL, timeout: Duration = .seconds(30)) throws -> String? {
    let chart = try ECMAScriptDocument.read(contentsOf: url).makeChart()
    let clock = ManualClock()
    let machine = StateMachine(chart, context: ECMAScriptSession(), clock: clock)
    // The optional tests of the BasicHTTP Event I/O Processor post to the machine itself.
    try BasicHTTPEventProcessor.attach(to: machine)
    machine.start()
    if !machine.isFinished { clock.advance(by: timeout) }
    guard machine.isFinished else { return nil }
    return machine.activeAtomicStates.first
  }
}
