#if canImport(UIKit)
  import StateKit
  import StateKitTesting
  import Testing
  import UIKit
  import UIKitExamples

  /// Seed 003's traffic light: one canister filled at a time, on time.
  @MainActor
  @Suite struct TrafficLightViewTests {
    func filled(_ view: TrafficLightView) -> [UIColor?] {
      [view.redCanister.fillColor, view.yellowCanister.fillColor, view.greenCanister.fillColor].map {
        $0.flatMap { color in [UIColor.red, .yellow, .green, .black].first { $0.cgColor == color } }
      }
    }

    @Test func theLightAdvancesAndFillsOneCanister() {
      let clock = ManualClock()
      let view = TrafficLightView(clock: clock)
      #expect(filled(view) == [.red, .black, .black])
      clock.advance(by: .seconds(3))
      #expect(view.light == .green)
      #expect(filled(view) == [.black, .black, .green])
      clock.advance(by: .seconds(4))
      #expect(filled(view) == [.black, .yellow, .black])
      clock.advance(by: .seconds(1))
      #expect(filled(view) == [.red, .black, .black])
    }
  }
#endif
