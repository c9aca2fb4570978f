import Foundation
import StateKit
import StateKitTesting
import Testing

// The samples of the "Property Tests" article (StateKitTesting.docc), verbatim, and what the
// text says of them.

enum Save: Hashable, Sendable { case editing, saving, retrying, saved, gaveUp }
enum SaveEvent: String, Hashable, Sendable, Codable { case save, succeeded, failed, edit }
struct Attempts { var count = 0 }

/// The article's first chart: editing again forgets to reset the attempts.
func forgetfulSaveChart() throws -> Chart<Save, SaveEvent, Attempts> {
  let saveChart = try Chart<Save, SaveEvent, Attempts>(initial: .editing) {
    State(.editing) { On(.save, to: .saving) }
    State(.saving) {
      Entry { $0.count += 1 }
      On(.succeeded, to: .saved)
      On(.failed, to: .retrying, when: { $0.count < 3 })
      On(.failed, to: .gaveUp)
      After(.seconds(15), to: .retrying, when: { $0.count < 3 })
      After(.seconds(15), to: .gaveUp)
    }
    State(.retrying) { After(.seconds(2), to: .saving) }
    State(.saved) { On(.edit, to: .editing) }
    State(.gaveUp) { On(.edit, to: .editing) }
  }
  return saveChart
}

/// The fixed chart: editing again starts counting afresh.
func saveChart() throws -> Chart<Save, SaveEvent, Attempts> {
  try Chart<Save, SaveEvent, Attempts>(initial: .editing) {
    State(.editing) {
      Entry { $0.count = 0 }
      On(.save, to: .saving)
    }
    State(.saving) {
      Entry { $0.count += 1 }
      On(.succeeded, to: .saved)
      On(.failed, to: .retrying, when: { $0.count < 3 })
      On(.failed, to: .gaveUp)
      After(.seconds(15), to: .retrying, when: { $0.count < 3 })
      After(.seconds(15), to: .gaveUp)
    }
    State(.retrying) { After(.seconds(2), to: .saving) }
    State(.saved) { On(.edit, to: .editing) }
    State(.gaveUp) { On(.edit, to: .editing) }
  }
}

@MainActor
@Suite("The Property Tests article")
struct PropertyArticleTests {
  typealias Saving = StateMachine<Save, SaveEvent, Attempts>

  /// The article's test, on the chart given.
  @discardableResult
  func checkSaving(_ saveChart: Chart<Save, SaveEvent, Attempts>) -> (
    PropertyTest<Saving, SaveEvent>, PropertyResult<SaveEvent>
  ) {
    let test = PropertyTest(chart: saveChart, context: { Attempts() })
    let result = test.check(
      .never("more than three attempts") { $0.context.count > 3 },
      .whenever(
        "a save ends within 60 s", { $0.isActive(.saving) },
        eventually: { $0.isActive(.saved) || $0.isActive(.gaveUp) }, within: .seconds(60)),
      seed: 42)
    #expect(result.holds, "\(result)")
    return (test, result)
  }

  @Test func theFixedChartKeepsBothProperties() throws {
    let (_, result) = checkSaving(try saveChart())
    #expect(result.walks == 100)
  }

  @Test func theForgetfulChartFailsWithItsShortestTrace() throws {
    let forgetful = try forgetfulSaveChart()
    var checked: (PropertyTest<Saving, SaveEvent>, PropertyResult<SaveEvent>)?
    withKnownIssue("the article's first chart breaks the invariant") { checked = checkSaving(forgetful) }
    let (test, result) = try #require(checked)
    #expect(
      result.description == """
        property "more than three attempts" does not hold after step 8 (walk 2, seed 42, shrunk from 41 steps)
          start              [editing]
          1  send save       [saving]
          2  wait 15 s       [retrying]
          3  wait 2 s        [saving]
          4  wait 15 s       [retrying]
          5  wait 2 s        [saving]
          6  send succeeded  [saved]
          7  send edit       [editing]
          8  send save       [saving]  ✗ does not hold
        """)
    let trace = try #require(result.counterexample)
    #expect(String(decoding: try trace.jsonData(), as: UTF8.self).contains(#""wait" : 15"#))
    let atMostThree = Property<Saving>.never("more than three attempts") { $0.context.count > 3 }
    let replayed = test.replay(trace, checking: atMostThree)
    #expect(replayed.counterexample?.steps == trace.steps)
    let json = try trace.jsonData()
    let saved = try PropertyTrace<SaveEvent>(json: json)
    #expect(saved == trace)
  }
}

extension PropertyArticleTests {
  @Test func aBoundTooShortFailsWithOneWaitPerTimeoutAndRetry() throws {
    let test = PropertyTest(chart: try saveChart(), context: { Attempts() })
    let result = test.check(
      .whenever(
        "a save ends within 30 s", { $0.isActive(.saving) },
        eventually: { $0.isActive(.saved) || $0.isActive(.gaveUp) }, within: .seconds(30)),
      seed: 42)
    #expect(
      result.description == """
        property "a save ends within 30 s" had no response within 30 s of its trigger (after step 1, at 0 s; still none at 30.001 s) after step 4 (walk 4, seed 42, shrunk from 10 steps)
          start             [editing]
          1  send save      [saving]
          2  wait 15 s      [retrying]
          3  wait 2 s       [saving]
          4  wait 13.001 s  [saving]  ✗ had no response within 30 s of its trigger (after step 1, at 0 s; still none at 30.001 s)
        """)
  }
}
