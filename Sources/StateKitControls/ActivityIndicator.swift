extension Headless {
  /// A headless activity indicator, like `UIActivityIndicatorView`: it spins between
  /// ``startAnimating()`` and ``stopAnimating()``, and is hidden while stopped when
  /// ``hidesWhenStopped`` (the default).
  @MainActor
  public final class ActivityIndicator: View {
    public private(set) var isAnimating = false
    /// Whether the indicator hides itself while stopped, as `UIActivityIndicatorView` does.
    public var hidesWhenStopped = true {
      didSet { if hidesWhenStopped && !isAnimating { isHidden = true } }
    }

    public override init(name: String = "activity") {
      super.init(name: name)
      isHidden = true
    }

    /// Starts spinning (and shows the indicator).
    public func startAnimating() {
      isAnimating = true
      if hidesWhenStopped { isHidden = false }
    }

    /// Stops spinning (and hides the indicator when ``hidesWhenStopped``).
    public func stopAnimating() {
      isAnimating = false
      if hidesWhenStopped { isHidden = true }
    }

    /// Whether it spins, as a property an appearance can assign: setting it calls
    /// ``startAnimating()`` or ``stopAnimating()`` (the same member exists on
    /// `UIActivityIndicatorView` with StateKitUI).
    public var animates: Bool {
      get { isAnimating }
      set { newValue ? startAnimating() : stopAnimating() }
    }

    public override var properties: [(String, String)] {
      (isAnimating ? [("animating", "true")] : []) + super.properties
    }
  }
}
