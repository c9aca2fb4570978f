import StateKit
import StateKitTesting
import Testing

/// The payment screen of issue 36, as an iOS developer writes it: a form whose Pay button needs
/// an e-mail address, and a payment child machine that times each attempt out after 15 s,
/// waits 2 s and tries again, and gives up after the third.
enum PaymentScreen {
  enum Mode: String, Hashable, Sendable { case editing, validating, paying, done, failed }

  enum Input: CaseEvent {
    case emailChanged(String), pay, validated, paymentFinished, paymentFailed

    enum Case: Hashable, Sendable { case emailChanged, pay, validated, paymentFinished, paymentFailed }
    var eventCase: Case {
      switch self {
      case .emailChanged: .emailChanged
      case .pay: .pay
      case .validated: .validated
      case .paymentFinished: .paymentFinished
      case .paymentFailed: .paymentFailed
      }
    }
  }

  struct Form: Hashable { var email = "" }

  enum Attempt: String, Hashable, Sendable { case charging, waiting, charged, gaveUp }
  enum AttemptEvent: String, Hashable, Sendable { case charged }
  struct Tries: Hashable { var attempts = 0 }

  static func attemptChart() throws -> Chart<Attempt, AttemptEvent, Tries> {
    try Chart(initial: .charging) {
      State(.charging) {
        Entry { $0.attempts += 1 }
        On(.charged, to: .charged)
        After(.seconds(15), to: .waiting, when: { $0.attempts < 3 })
        After(.seconds(15), to: .gaveUp)
      }
      State(.waiting) { After(.seconds(2), to: .charging) }
      Final(.charged)
      Final(.gaveUp)
    }
  }

  static func screenChart() throws -> Chart<Mode, Input, Form> {
    let payment = ChildMachine(try attemptChart()) { final, _ in final == .charged }
    return try Chart(initial: .editing) {
      State(.editing) {
        On(EventCase<Input, String>(.emailChanged) { if case .emailChanged(let text) = $0 { text } else { nil } }) {
          scope, email in scope.email = email
        }
        On(.pay, to: .validating, when: { $0.email.contains("@") })
      }
      State(.validating) { On(.validated, to: .paying) }
      State(.paying) {
        Invoke("payment", child: payment, context: { _ in Tries() }, onDone: { $0 ? .paymentFinished : .paymentFailed })
        On(.paymentFinished, to: .done)
        On(.paymentFailed, to: .failed)
      }
      Final(.done)
      State(.failed) { On(.pay, to: .paying) }
    }
  }
}

@MainActor
@Suite("Paths through the payment screen (issue 36)")
struct PaymentScreenPathTests {
  typealias Input = PaymentScreen.Input

  /// Every state of the payment child, "gave up" included, and every `After`, from the plan
  /// alone: no hand-written timer test.
  @Test func thePaymentChildIsCoveredByWaiting() throws {
    var finder = PathFinder(chart: try PaymentScreen.attemptChart(), context: { PaymentScreen.Tries() })
    finder.distinguishesContexts = true
    let plan = finder.plan(covering: .transitions)
    #expect(plan.unreachableStates.isEmpty)
    #expect(plan.untakenTransitions.isEmpty)
    #expect(plan.stoppedBy == nil)
    let gaveUp = plan.paths.first { $0.activeAtomicStates == [.gaveUp] }
    #expect(
      gaveUp?.steps == [
        .wait(.seconds(15)), .wait(.seconds(2)), .wait(.seconds(15)), .wait(.seconds(2)), .wait(.seconds(15)),
      ])
    #expect(gaveUp?.duration == .seconds(49))
    // Each path does what it says on a fresh machine.
    for path in plan.paths {
      let driver = StepDriver(try PaymentScreen.attemptChart(), context: PaymentScreen.Tries())
      driver.perform(path.steps)
      #expect(driver.machine.activeStates == path.activeStates)
    }
  }

  /// Told apart by their states only, the second and third attempts look like the first: the
  /// plan says which guard kept "gave up" out of reach and what to do about it.
  @Test func aCountingGuardIsNamedWhenContextsAreNotDistinguished() throws {
    let chart = try PaymentScreen.attemptChart()
    let plan = PathFinder(chart: chart, context: { PaymentScreen.Tries() }).plan(covering: .transitions)
    #expect(plan.unreachableStates == [.gaveUp])
    let retry = try #require(chart.transitionInfos.first { $0.hasGuard })
    let reason = UncoveredReason<PaymentScreen.Attempt>.guardNeverFalse(
      transition: retry.id, guard: "the guard of 'after 15 s' in charging")
    #expect(plan.whyUnreachable[.gaveUp] == [reason, .contextsNotDistinguished])
    #expect(plan.untakenTransitions.map(\.label) == ["after 15 s"])
    #expect(plan.whyUntaken[plan.untakenTransitions[0].id] == [reason, .contextsNotDistinguished])
    #expect(
      plan.description.contains(
        "gaveUp: the guard of 'after 15 s' in charging, written before it, was never false; "
          + "the guard may read the context, which the search did not tell apart: set distinguishesContexts"))
  }

  /// The screen with its child: the e-mail guard opens with a sample, the child's timers run on
  /// the same clock, and its giving up moves the screen to "failed". The events are those a
  /// person and the validation service send; the payment's results come from the child.
  @Test func theScreenIsCoveredWithItsChildsTimers() throws {
    let chart = try PaymentScreen.screenChart()
    var finder = PathFinder(
      chart: chart, events: [.pay, .validated], samples: [.emailChanged("ada@example.com"), .emailChanged("ada")],
      context: { PaymentScreen.Form() })
    // The child counts its attempts in its context.
    finder.distinguishesContexts = true
    let plan = finder.plan(covering: [.transitions, .guards])
    // The report of StateKitTesting's landing page, verbatim.
    #expect(
      plan.description == """
        covers 4 of 5 states, 5 of 6 transitions, 1 of 1 guards both ways, 4 of 8 transition pairs
        2 paths:
          pay → editing
          emailChanged("ada@example.com"), pay, validated, wait 15 s, wait 2 s, wait 15 s, wait 2 s, wait 15 s, pay → paying
        unreachable states:
          done: event 'paymentFinished' was not tried
        untaken transitions:
          'paymentFinished' in paying → done: event 'paymentFinished' was not tried
        """)
    // The child gives up after three attempts, and the screen fails; paying again from there
    // is the path's last step.
    let failedAndRetried = try #require(plan.paths.first { $0.activeAtomicStates == [.paying] && $0.steps.count == 9 })
    #expect(
      failedAndRetried.steps == [
        .send(.emailChanged("ada@example.com")), .send(.pay), .send(.validated), .wait(.seconds(15)),
        .wait(.seconds(2)), .wait(.seconds(15)), .wait(.seconds(2)), .wait(.seconds(15)), .send(.pay),
      ])
    #expect(plan.coveredStates == [.editing, .validating, .paying, .failed])
    // Paying succeeds only when the child is charged, which only its own events do.
    #expect(plan.unreachableStates == [.done])
    let finished = try #require(plan.untakenTransitions.first)
    #expect(plan.untakenTransitions.count == 1 && finished.label == "paymentFinished")
    #expect(plan.whyUntaken[finished.id] == [.eventNotTried("paymentFinished")])
    #expect(plan.whyUnreachable[.done] == [.eventNotTried("paymentFinished")])
    // The pay guard was seen both ways.
    #expect(plan.guards.map { [$0.seenTrue, $0.seenFalse] } == [[true, true]])
  }

  /// Before: without a sample the guard on the e-mail made four states unreachable, and the
  /// plan did not say why.
  @Test func aGuardThatBlocksStatesIsNamed() throws {
    let chart = try PaymentScreen.screenChart()
    let plan = PathFinder(chart: chart, samples: [.emailChanged("ada")], context: { PaymentScreen.Form() })
      .plan(covering: [.states, .guards])
    #expect(plan.unreachableStates == [.validating, .paying, .done, .failed])
    let pay = try #require(chart.transitionInfos.first { $0.hasGuard })
    let reason = UncoveredReason<PaymentScreen.Mode>.guardNeverTrue(
      transition: pay.id, guard: "the guard of 'pay' in editing")
    for state in plan.unreachableStates {
      #expect(plan.whyUnreachable[state] == [reason, .contextsNotDistinguished], "\(state)")
    }
    #expect(plan.guards.map { [$0.seenTrue, $0.seenFalse] } == [[false, true]])
    #expect(plan.description.contains("validating: the guard of 'pay' in editing was never true; "))
    // Asked for states only, the report does not list guards the paths did not look at.
    let states = PathFinder(chart: chart, samples: [.emailChanged("ada")], context: { PaymentScreen.Form() })
      .plan(covering: .states)
    #expect(!states.description.contains("guards not seen both ways"))
    #expect(states.description.contains("validating: the guard of 'pay' in editing was never true"))
  }
}
