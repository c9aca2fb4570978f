import StateKitTesting
import StateKitUI

/// An animator for the terminal that remembers each fade's start and end values, so that the
/// screen shows a fade in progress (`alpha 0.3 → 1.0`) on `tick` steps and in real time, not
/// only its end: the model value changes at once, as on iOS, and this is the presentation.
@MainActor
final class FadeTracker: Animator {
  private struct Fade {
    var property: String
    var from: Double
    var to: Double
    var start: Duration
    var duration: Duration
  }

  private let clock: ManualClock
  private let base: ClockAnimator
  private var fades: [Fade] = []
  /// Every animation by property, with its start and duration, for progress that is not a
  /// value (a stroke drawn along a line).
  private var runs: [String: (start: Duration, duration: Duration)] = [:]
  /// Reads a property the appearance animates, by its name (`stepper.alpha`); nil for others.
  var read: (String) -> Double? = { _ in nil }

  init(clock: ManualClock) {
    self.clock = clock
    base = ClockAnimator(scheduler: clock)
  }

  func animate(
    duration: Duration, properties: [String], changes: @escaping () -> Void,
    completion: @escaping (_ finished: Bool) -> Void
  ) {
    let start = clock.now.offset
    for property in properties { runs[property] = (start, duration) }
    let before = properties.map { read($0) }
    base.animate(
      duration: duration, properties: properties,
      changes: { [weak self] in
        changes()
        guard let self else { return }
        for (property, from) in zip(properties, before) {
          guard let from, let to = self.read(property), from != to else { continue }
          // A fade that starts from one in progress starts where that one is now.
          let shown = self.presentation(of: property) ?? from
          self.fades.removeAll { $0.property == property }
          self.fades.append(Fade(property: property, from: shown, to: to, start: start, duration: duration))
        }
      },
      completion: { [weak self] finished in
        self?.fades.removeAll { $0.start + $0.duration <= (self?.clock.now.offset ?? .zero) }
        completion(finished)
      })
  }

  /// The value a fade in progress shows now, or nil when `property` is not being animated.
  func presentation(of property: String) -> Double? {
    guard let fade = fades.last(where: { $0.property == property }) else { return nil }
    let passed = clock.now.offset - fade.start
    guard fade.duration > .zero, (passed < fade.duration) else { return nil }
    let progress = passed / fade.duration
    return fade.from + (fade.to - fade.from) * progress
  }

  /// How far the animation of `property` has come, 0 … 1, or nil when it is not running.
  func progress(of property: String) -> Double? {
    guard let run = runs[property], run.duration > .zero else { return nil }
    let passed = clock.now.offset - run.start
    guard passed < run.duration else { return nil }
    return passed / run.duration
  }

  /// `alpha 0.3 → 1.0` while `property` fades, for the screen.
  func describeFade(of property: String) -> String? {
    guard let shown = presentation(of: property), let fade = fades.last(where: { $0.property == property }) else {
      return nil
    }
    return "alpha \(oneDecimal(shown)) → \(oneDecimal(fade.to))"
  }
}
