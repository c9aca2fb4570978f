#if canImport(UIKit)
  import StateKit
  import UIKit

  /// Shows seed 003's traffic light in the middle of the screen.
  public final class TrafficLightViewController: UIViewController {
    public let trafficLight: TrafficLightView

    /// - Parameter clock: where the lights' time comes from (a `ManualClock` in tests).
    public init<Source: Clock>(clock: Source) where Source.Duration == Duration {
      trafficLight = TrafficLightView(clock: clock)
      super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
      fatalError("TrafficLightViewController is made in code")
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      title = "Traffic light"
      _ = view.addCentredColumn([trafficLight])
    }
  }
#endif
