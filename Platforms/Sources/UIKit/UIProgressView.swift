import Foundation

// https://developer.apple.com/documentation/uikit/uiprogressview
// apple: @MainActor class UIProgressView
@MainActor open class UIProgressView: UIView {
  private var value: Float = 0

  // https://developer.apple.com/documentation/uikit/uiprogressview/progress
  // apple: var progress: Float { get set }
  open var progress: Float {
    get { value }
    // Values outside 0…1 are pinned to those limits (Apple's page).
    set { value = min(max(newValue, 0), 1) }
  }

  // https://developer.apple.com/documentation/uikit/uiprogressview/setprogress(_:animated:)
  // apple: func setProgress(_ progress: Float, animated: Bool)
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}
