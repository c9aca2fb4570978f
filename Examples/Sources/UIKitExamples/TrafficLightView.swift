#if canImport(UIKit)
  import StateKit
  import StateKitUI
  import UIKit

  /// Seed 003 as a UIKit view: a traffic light of three canisters (red on top), drawn as shape
  /// layers, that advances by itself. The chart holds the lights, their durations and their order; an appearance fills
  /// the lit canister — the article's "clear every canister, fill one" becomes "in this state,
  /// this canister has this colour", and everything else returns to black by itself.
  public final class TrafficLightView: UIView {
    public enum Light: String, Hashable, Sendable, CaseIterable { case green, yellow, red }

    public let redCanister = CAShapeLayer()
    public let yellowCanister = CAShapeLayer()
    public let greenCanister = CAShapeLayer()

    /// How long each light stays on.
    public static let durations: [Light: Duration] = [.green: .seconds(4), .yellow: .seconds(1), .red: .seconds(3)]

    static let chart = try! Chart<Light, Never, Void>(initial: .red) {
      State(.green) { After(durations[.green]!, to: .yellow) }
      State(.yellow) { After(durations[.yellow]!, to: .red) }
      State(.red) { After(durations[.red]!, to: .green) }
    }

    static let appearance = Appearance<Light, TrafficLightView> {
      Defaults {
        Assign(\.redCanister.fillColor, UIColor.black.cgColor)
        Assign(\.yellowCanister.fillColor, UIColor.black.cgColor)
        Assign(\.greenCanister.fillColor, UIColor.black.cgColor)
      }
      When(.red) { Assign(\.redCanister.fillColor, UIColor.red.cgColor) }
      When(.yellow) { Assign(\.yellowCanister.fillColor, UIColor.yellow.cgColor) }
      When(.green) { Assign(\.greenCanister.fillColor, UIColor.green.cgColor) }
    }

    /// The light's machine.
    public let machine: StateMachine<Light, Never, Void>
    private var appearanceBinding: AppearanceBinding<Light, TrafficLightView>?

    /// - Parameter clock: where the lights' time comes from (a `ManualClock` in tests).
    public init<Source: Clock>(clock: Source) where Source.Duration == Duration {
      machine = StateMachine(Self.chart, context: (), clock: clock)
      super.init(frame: .zero)
      for (index, canister) in [redCanister, yellowCanister, greenCanister].enumerated() {
        canister.frame = CGRect(x: 10, y: 10 + CGFloat(index) * 90, width: 80, height: 80)
        canister.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 80), transform: nil)
        layer.addSublayer(canister)
      }
      // Its size: three canisters of 80 points, 10 apart.
      NSLayoutConstraint.activate([
        widthAnchor.constraint(equalToConstant: 100), heightAnchor.constraint(equalToConstant: 280),
      ])
      machine.start()
      do {
        appearanceBinding = try Self.appearance.bind(to: machine, views: self)
      } catch {
        assertionFailure("\(error)")
      }
    }

    public required init?(coder: NSCoder) {
      fatalError("TrafficLightView is made in code")
    }

    /// The light that is on.
    public var light: Light? { machine.activeStates.first }
  }
#endif
