#if Macros
  @_exported import StateKit

  /// Makes an event enum a ``StateKit/CaseEvent`` whose payload cases charts name by key path:
  /// generates the `Case` enum, `eventCase`, and one ``StateKit/EventCase`` per payload case in
  /// `PayloadCases` (``StateKit/PayloadCasesEvent``).
  ///
  /// ```swift
  /// @CaseEvent
  /// enum ListEvent {
  ///   case load, loaded([Item]), failed(message: String)
  /// }
  ///
  /// On(\.loaded, to: .showing) { scope, items in scope.items = items }
  /// ```
  ///
  /// A case with one value hands that value to guards and actions; a case with several hands a
  /// tuple with the case's labels: `moved(x: Int, y: Int)` hands `(x: Int, y: Int)`.
  @attached(
    extension, conformances: CaseEvent, PayloadCasesEvent,
    names: named(Case), named(eventCase), named(PayloadCases), named(payloadCases))
  public macro CaseEvent() = #externalMacro(module: "StateKitMacrosPlugin", type: "CaseEventMacro")
#endif
