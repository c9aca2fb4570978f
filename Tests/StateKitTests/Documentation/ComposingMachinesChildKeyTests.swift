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
  enum CheckoutEvent: Hashable, Sendable { case pay, paid, declined }

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

  /// The article's checkout chart and payment key (`payment` and `paymentKey` as the article
  /// names them), made for each test.
  static func checkoutChart() throws -> (
    Chart<CheckoutState, CheckoutEvent, Order>, ChildKey<PaymentState, PaymentEvent, Charge>
  ) {
    let paymentChart = try Self.paymentChart(PaymentAPI())
    let payment = ChildMachine(paymentChart) { final, _ in final }
    let paymentKey = ChildKey("payment", for: payment)

    let checkoutChart = try Chart<CheckoutState, CheckoutEvent, Order>(initial: .cart) {
      State(.cart) { On(.pay, to: .paying) }
      State(.paying) {
        Invoke(
          paymentKey, child: payment, context: { Charge(amount: $0.total, idempotencyKey: $0.orderID) },
          onDone: { $0 == .authorized ? .paid : .declined })
        On(.paid, to: .paid)
        On(.declined, to: .cart)
      }
      State(.paid)
    }
    return (checkoutChart, paymentKey)
  }

  @Test func theCheckoutReadsItsPaymentByKeyAndIsPaidWhenItAuthorizes() throws {
    let clock = ManualClock()
    let (checkoutChart, paymentKey) = try Self.checkoutChart()
    let checkout = StateMachine(checkoutChart, context: Order(total: 30, orderID: "A7"), clock: clock)
    checkout.start()
    checkout.send(.pay)
    checkout.send(PaymentEvent.progressed, to: paymentKey)
    let charging = checkout.child(paymentKey)?.isActive(.charging)
    let percent = checkout.child(paymentKey)?.context.percent
    // charging == true, percent == 25
    checkout.send(PaymentEvent.authorized, to: paymentKey)
    // checkout.activeStates == [.paid]; checkout.child(paymentKey) == nil
    #expect(charging == true && percent == 25)
    #expect(checkout.activeStates == [.paid])
    #expect(checkout.child(paymentKey) == nil)
  }

  @Test func aDeclinedPaymentReturnsToTheCart() throws {
    let (checkoutChart, paymentKey) = try Self.checkoutChart()
    let checkout = StateMachine(checkoutChart, context: Order(total: 30, orderID: "A7"), clock: ManualClock())
    checkout.start()
    checkout.send(.pay)
    checkout.send(PaymentEvent.declined, to: paymentKey)
    #expect(checkout.activeStates == [.cart])
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
