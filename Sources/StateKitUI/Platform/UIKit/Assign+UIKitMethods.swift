#if canImport(UIKit)
  import UIKit

  // UIKit state set with methods, as assignments (see Assign+Methods.swift for the headless
  // controls): the same text compiles against both.

  extension Assign {
    /// Starts or stops an activity indicator with `startAnimating()` and `stopAnimating()`:
    /// `Assign(\.spinner, animating: true)`. It is the property `\.spinner.animates`.
    @MainActor @inlinable public init<Outlet: UIActivityIndicatorView>(
      _ indicator: KeyPath<Views, Outlet>, animating: Bool, timing: AssignmentTiming = .immediate,
      name: String? = nil
    ) {
      self.init(
        access: Self.methodAccessor(
          indicator, identity: { indicator.appending(path: \Outlet.animates) }, get: { $0.isAnimating },
          set: { indicator, on in on ? indicator.startAnimating() : indicator.stopAnimating() }),
        name: name, timing: timing, constant: animating as Any, constantBox: ValueBox(animating), compute: nil,
        contextType: nil, same: Self.equality(Bool.self))
    }

    /// Turns a switch on or off with `setOn(_:animated:)`: `Assign(\.saveCard, on: true)`. It
    /// is the property `\.saveCard.isOnAnimated`.
    @MainActor @inlinable public init<Outlet: UISwitch>(
      _ toggle: KeyPath<Views, Outlet>, on: Bool, animated: Bool = true, timing: AssignmentTiming = .immediate,
      name: String? = nil
    ) {
      self.init(
        access: Self.methodAccessor(
          toggle, identity: { toggle.appending(path: \Outlet.isOnAnimated) }, get: { $0.isOn },
          set: { $0.setOn($1, animated: animated) }),
        name: name, timing: timing, constant: on as Any, constantBox: ValueBox(on), compute: nil, contextType: nil,
        same: Self.equality(Bool.self))
    }

    /// Sets a progress view with `setProgress(_:animated:)`: `Assign(\.upload, progress: 1)`.
    /// It is the property `\.upload.progressAnimated`.
    @MainActor @inlinable public init<Outlet: UIProgressView>(
      _ bar: KeyPath<Views, Outlet>, progress: Float, animated: Bool = true,
      timing: AssignmentTiming = .immediate, name: String? = nil
    ) {
      self.init(
        access: Self.methodAccessor(
          bar, identity: { bar.appending(path: \Outlet.progressAnimated) }, get: { $0.progress },
          set: { $0.setProgress($1, animated: animated) }),
        name: name, timing: timing, constant: progress as Any, constantBox: ValueBox(progress), compute: nil,
        contextType: nil, same: Self.equality(Float.self))
    }

    /// Makes a responder the first responder with `becomeFirstResponder()`, or resigns it with
    /// `resignFirstResponder()`: `Assign(\.cardNumber, firstResponder: true)`. It is the
    /// property `\.cardNumber.holdsFirstResponder`.
    @MainActor @inlinable public init<Outlet: UIResponder>(
      _ responder: KeyPath<Views, Outlet>, firstResponder: Bool, timing: AssignmentTiming = .immediate,
      name: String? = nil
    ) {
      self.init(
        access: Self.methodAccessor(
          responder, identity: { responder.appending(path: \Outlet.holdsFirstResponder) },
          get: { $0.isFirstResponder },
          set: { responder, first in _ = first ? responder.becomeFirstResponder() : responder.resignFirstResponder() }),
        name: name, timing: timing, constant: firstResponder as Any, constantBox: ValueBox(firstResponder),
        compute: nil, contextType: nil, same: Self.equality(Bool.self))
    }
  }

  // The same state as writable members, for the computed forms of an appearance —
  // `Assign(\.upload.progressAnimated, fromChild: Upload.key) { … }` — with the same names as on
  // the headless controls.

  extension UIActivityIndicatorView {
    /// Whether it spins: setting it calls `startAnimating()` or `stopAnimating()`.
    public var animates: Bool {
      get { isAnimating }
      set { newValue ? startAnimating() : stopAnimating() }
    }
  }

  extension UISwitch {
    /// Whether it is on: setting it calls `setOn(_:animated: true)`.
    public var isOnAnimated: Bool {
      get { isOn }
      set { setOn(newValue, animated: true) }
    }
  }

  extension UIProgressView {
    /// The progress: setting it calls `setProgress(_:animated: true)`.
    public var progressAnimated: Float {
      get { progress }
      set { setProgress(newValue, animated: true) }
    }
  }

  extension UIResponder {
    /// Whether it is the first responder: setting it calls `becomeFirstResponder()` or
    /// `resignFirstResponder()`.
    public var holdsFirstResponder: Bool {
      get { isFirstResponder }
      set { _ = newValue ? becomeFirstResponder() : resignFirstResponder() }
    }
  }
#endif
