/// StateKit's headless controls: views, buttons, labels, lists and the like with the properties
/// and methods of their UIKit counterparts, for tests, the showcase and any screen that runs
/// without UIKit.
///
/// They live in this namespace (`Headless.Button`, `Headless.Label`, `Headless.Control.State`, …)
/// so that a file that imports SwiftUI or UIKit next to StateKitControls gets Apple's `Button`,
/// `Label`, `Color`, `Image`, `Toggle` and `View` unqualified: the module exports no other
/// top-level name.
public enum Headless {}
