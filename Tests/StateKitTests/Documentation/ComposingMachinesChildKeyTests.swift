import StateKit
import StateKitTesting
import Testing

/// The "Composing Machines" article's checkout: a child read by its key, and a charge that a
/// restore resumes; line for line, and what the text says of it.
@MainActor
@Suite("Composing Machines article: reading a child, resuming a charge")
struct ComposingMachinesChildKeyTests {
  enum PaymentState: String, Hashable, Sendable, Codable { case charging, authorized, declined }
  enum PaymentEvent: Hashable, Sendable { case progressed, authorized, declined }
  enum CheckoutState: String, Hashable, Sendable, Codable { case cart, paying, paid }
  enum CheckoutEvent: Hashable, Sendable { case pay, paid }

  struct Charge: Codable {
    var amount: Int
    var idempotencyKey: String
    var percent = 0
  }

  struct Order: Codable {
    var total: Int
    var orderID: String
  }

  /// A payment service: what it was asked.
  actor PaymentAPI {
    var requests: [String] = []
    func charge(_ amount: Int, idempotencyKey: String) async throws -> String {
      requests.append("charge \(idempotencyKey)")
      return "receipt"
    }
    func status(of idempotencyKey: String) async throws -> String {
      requests.append("status \(idempotencyKey)")
      return "receipt"
    }
  }

  static func paymentChart(_ api: PaymentAPI) throws -> Chart<PaymentState, PaymentEvent, Charge> {
    try Chart(initial: .charging) {
      State(.charging) {
        On(.progressed) { $0.percent += 25 }
        On(.declined, to: .declined)
        On(.authorized, to: .authorized)
        Invoke("charge") { charge in
          .task(
            { try await api.charge(charge.amount, idempotencyKey: charge.idempotencyKey) },
            resumedBy: { try await api.status(of: charge.idempotencyKey) },
            onSuccess: { _ in .authorized }, onFailure: { _ in .declined })
        }
      }
      Final(.authorized)
      Final(.declined)
    }
  }

  @Test func theCheckoutReadsItsPaymentByKey() throws {
    let clock = ManualClock()
    let paymentChart = try Self.paymentChart(PaymentAPI())
    let payment = ChildMachine(paymentChart) { final, _ in final }
    let paymentKey = ChildKey("payment", for: payment)

    let checkoutChart = try Chart<CheckoutState, CheckoutEvent, Order>(initial: .cart) {
      State(.cart) { On(.pay, to: .paying) }
      State(.paying) {
        Invoke(paymentKey, child: payment, context: { Charge(amount: $0.total, idempotencyKey: $0.orderID) })
        On(.paid, to: .paid)
      }
      State(.paid)
    }
    let checkout = StateMachine(checkoutChart, context: Order(total: 30, orderID: "A7"), clock: clock)
    checkout.start()
    checkout.send(.pay)
    checkout.send(PaymentEvent.progressed, to: paymentKey)
    let charging = checkout.child(paymentKey)?.isActive(.charging)
    let percent = checkout.child(paymentKey)?.context.percent
    // charging == true, percent == 25
    #expect(charging == true && percent == 25)
    checkout.send(.paid)
    #expect(checkout.child(paymentKey) == nil)
  }

  @Test func aRestoredChargeAsksForItsStatus() async throws {
    let api = PaymentAPI()
    let chart = try Self.paymentChart(api)
    let first = StateMachine(chart, context: Charge(amount: 30, idempotencyKey: "A7"), clock: ManualClock())
    first.start()
    let snapshot = try first.snapshot()
    try await first.waitUntilActive(.authorized)
    let second = StateMachine(chart, context: Charge(amount: 0, idempotencyKey: "?"), clock: ManualClock())
    try second.restore(snapshot)
    try await second.waitUntilActive(.authorized)
    #expect(await api.requests == ["charge A7", "status A7"])
  }
}
