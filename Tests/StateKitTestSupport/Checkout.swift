import StateKit

/// A checkout screen's parts, as an iOS team writes them: a payment child machine that charges,
/// times out and retries, and a checkout that invokes it while paying.
public enum Payment {
  public enum Mode: String, Hashable, Sendable, Codable { case charging, waiting, authorized, declined, timedOut }
  public enum Event: String, Hashable, Sendable, Codable { case progressed, authorized, declined }

  /// The charge: its idempotency key stays the same across retries and restores.
  public struct Charge: Codable, Equatable, Sendable {
    public var amount: Int
    public var idempotencyKey: String
    public var attempts = 0
    public var percent = 0

    public init(amount: Int, idempotencyKey: String) {
      self.amount = amount
      self.idempotencyKey = idempotencyKey
    }
  }

  /// Charging times out after 10 s; it waits 2 s and charges again, three times at most.
  public static func chart() throws -> Chart<Mode, Event, Charge> {
    try Chart(initial: .charging) {
      State(.charging) {
        Entry { scope in
          scope.attempts += 1
          scope.percent = 0
        }
        On(.progressed) { $0.percent = min(100, $0.percent + 25) }
        On(.authorized, to: .authorized)
        On(.declined, to: .declined)
        After(.seconds(10), to: .waiting, when: { $0.attempts < 3 })
        After(.seconds(10), to: .timedOut)
      }
      State(.waiting) { After(.seconds(2), to: .charging) }
      Final(.authorized)
      Final(.declined)
      Final(.timedOut)
    }
  }

  public static func machine() throws -> ChildMachine<Mode, Event, Charge, Mode> {
    ChildMachine(try chart()) { final, _ in final }
  }

  /// How the checkout and the app name the running payment.
  public static let key = ChildKey<Mode, Event, Charge>("payment")
}

/// The checkout that runs a ``Payment`` while paying.
public enum Checkout {
  public enum Mode: String, Hashable, Sendable, Codable { case cart, paying, paid, failed }
  public enum Event: String, Hashable, Sendable, Codable { case pay, paid, failed, cancel }

  public struct Order: Codable, Equatable, Sendable {
    public var total: Int
    public var orderID: String
    public var entries = 0

    public init(total: Int, orderID: String) {
      self.total = total
      self.orderID = orderID
    }
  }

  public static func chart() throws -> Chart<Mode, Event, Order> {
    let payment = try Payment.machine()
    return try Chart(initial: .cart) {
      State(.cart) { On(.pay, to: .paying) }
      State(.paying) {
        Entry { $0.entries += 1 }
        Invoke(
          Payment.key, child: payment,
          context: { Payment.Charge(amount: $0.total, idempotencyKey: "order-\($0.orderID)") },
          onDone: { $0 == .authorized ? .paid : .failed })
        On(.paid, to: .paid)
        On(.failed, to: .failed)
        On(.cancel, to: .cart)
      }
      State(.paid) { On(.pay, to: .paying) }
      State(.failed) { On(.pay, to: .paying) }
    }
  }
}
