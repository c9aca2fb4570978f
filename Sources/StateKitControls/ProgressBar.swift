extension Headless {
  /// A headless progress bar, like `UIProgressView`: a progress from 0 to 1.
  @MainActor
  public final class ProgressBar: View {
    /// The progress, pinned to 0…1 as `UIProgressView` pins it.
    public var progress: Float = 0 {
      didSet { progress = min(max(progress, 0), 1) }
    }
    /// Whether the last change was asked to animate (`setProgress(_:animated:)`).
    public private(set) var lastChangeAnimated = false

    public override init(name: String = "progress") {
      super.init(name: name)
    }

    /// Sets the progress, optionally animating the change, as `UIProgressView` does.
    public func setProgress(_ progress: Float, animated: Bool) {
      self.progress = progress
      lastChangeAnimated = animated
    }

    /// The progress as a property an appearance can assign, set with
    /// `setProgress(_:animated: true)` (the same member exists on `UIProgressView` with
    /// StateKitUI).
    public var progressAnimated: Float {
      get { progress }
      set { setProgress(newValue, animated: true) }
    }

    public override var properties: [(String, String)] {
      [("progress", formatNumber(Double(progress)))] + super.properties
    }
  }
}
