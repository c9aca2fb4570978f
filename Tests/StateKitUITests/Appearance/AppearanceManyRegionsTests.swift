import StateKit
import StateKitUI
import Testing

/// A form field's key that counts how often it is compared — key paths that subscript by it
/// compare it when they are compared. Validating an appearance must not compare every region's
/// properties with every other region's rule by rule (200 regions took 5.8 s to bind, debug).
private struct FieldKey: Hashable {
  nonisolated(unsafe) static var comparisons = 0
  let index: Int
  static func == (a: FieldKey, b: FieldKey) -> Bool {
    comparisons += 1
    return a.index == b.index
  }
  func hash(into hasher: inout Hasher) { hasher.combine(index) }
}

@MainActor private final class FormViews {
  private var texts: [Int: String] = [:]
  subscript(field key: FieldKey) -> String {
    get { texts[key.index] ?? "" }
    set { texts[key.index] = newValue }
  }
}

@MainActor
@Suite("Appearance: a screen of many parallel regions", .serialized)
struct AppearanceManyRegionsTests {
  /// One region a field: `valid` or `invalid`, each assigning its own field's text.
  func formChart(regions: Int) throws -> Chart<String, String, Int> {
    try Chart<String, String, Int>(
      initial: "form",
      elements: [
        Parallel("form") {
          for i in 0..<regions {
            State("field\(i)") {
              State("valid\(i)") { On("break\(i)", to: "invalid\(i)") }
              State("invalid\(i)") { On("fix\(i)", to: "valid\(i)") }
            }
          }
        }.element
      ])
  }

  @Test func regionsThatShareNoPropertyAreNotComparedRuleByRule() throws {
    let regions = 100
    let appearance = Appearance<String, FormViews> {
      for i in 0..<regions {
        When("valid\(i)") { Assign(\.[field: FieldKey(index: i)], "ok") }
        When("invalid\(i)") { Assign(\.[field: FieldKey(index: i)], "wrong") }
      }
    }
    let chart = try formChart(regions: regions)
    FieldKey.comparisons = 0
    #expect(appearance.validate(against: chart).isEmpty)
    #expect(FieldKey.comparisons < 20 * regions, "\(FieldKey.comparisons) comparisons for \(regions) regions")
    let views = FormViews()
    let machine = StateMachine(chart, context: 0)
    let binding = try appearance.bind(to: machine, views: views)
    machine.start()
    machine.send("break7")
    #expect(views[field: FieldKey(index: 7)] == "wrong")
    #expect(views[field: FieldKey(index: 8)] == "ok")
    _ = binding
  }

  @Test func twoRegionsThatAssignOnePropertyAreStillNamed() throws {
    let appearance = Appearance<String, FormViews> {
      When("valid0") { Assign(\.[field: FieldKey(index: 0)], "ok") }
      When("invalid3") { Assign(\.[field: FieldKey(index: 5)], "wrong") }
      When("valid5") { Assign(\.[field: FieldKey(index: 5)], "ok") }
    }
    let diagnostics = appearance.validate(against: try formChart(regions: 6))
    #expect(diagnostics.count == 1)
    #expect("\(diagnostics)".contains("invalid3") && "\(diagnostics)".contains("valid5"), "\(diagnostics)")
  }
}
