import StateKitUI

// State that UIKit sets with methods — an activity indicator's animation, a switch's and a
// progress bar's animated setters, the first responder — as assignments of StateKitUI, with the
// same diffing and timing as a property: each is set only when it changes, by calling the method.
// The same text compiles against UIKit outlets (StateKitUI's Platform/UIKit/Assign+UIKitMethods.swift).

extension Assign {
  /// Starts or stops an activity indicator with `startAnimating()` and `stopAnimating()`:
  ///
  /// ```swift
  /// When(.paying, child: Payment.key, in: .charging) {
  ///   Assign(\.spinner, animating: true)
  /// }
  /// ```
  ///
  /// It is the property `\.spinner.animates` (both forms may be mixed in one appearance; the
  /// computed form, `Assign(\.spinner.animates) { … }`, follows a value).
  ///
  /// - Parameters:
  ///   - indicator: the activity indicator, such as `\.spinner`.
  ///   - animating: whether it spins while the state is active.
  ///   - timing: when the method is called during an animated change.
  ///   - name: how the property is named in messages; derived from the key path when omitted.
  @MainActor @inlinable public init(
    _ indicator: KeyPath<Views, Headless.ActivityIndicator>, animating: Bool, timing: AssignmentTiming = .immediate,
    name: String? = nil
  ) {
    self.init(
      access: Self.methodAccessor(
        indicator, identity: { indicator.appending(path: \Headless.ActivityIndicator.animates) },
        get: { $0.isAnimating },
        set: { indicator, on in on ? indicator.startAnimating() : indicator.stopAnimating() }),
      name: name, timing: timing, constant: animating as Any, constantBox: ValueBox(animating), compute: nil,
      contextType: nil, same: Self.equality(Bool.self))
  }

  /// Turns a switch on or off with `setOn(_:animated:)`: `Assign(\.saveCard, on: true)`. It is
  /// the property `\.saveCard.isOnAnimated`.
  ///
  /// - Parameters:
  ///   - toggle: the switch, such as `\.saveCard`.
  ///   - on: whether it is on while the state is active.
  ///   - animated: what `setOn(_:animated:)` is given.
  ///   - timing: when the method is called during an animated change.
  ///   - name: how the property is named in messages; derived from the key path when omitted.
  @MainActor @inlinable public init(
    _ toggle: KeyPath<Views, Headless.Switch>, on: Bool, animated: Bool = true, timing: AssignmentTiming = .immediate,
    name: String? = nil
  ) {
    self.init(
      access: Self.methodAccessor(
        toggle, identity: { toggle.appending(path: \Headless.Switch.isOnAnimated) }, get: { $0.isOn },
        set: { $0.setOn($1, animated: animated) }),
      name: name, timing: timing, constant: on as Any, constantBox: ValueBox(on), compute: nil, contextType: nil,
      same: Self.equality(Bool.self))
  }

  /// Sets a progress bar with `setProgress(_:animated:)`: `Assign(\.upload, progress: 1)`. It
  /// is the property `\.upload.progressAnimated`; follow a changing value with the computed
  /// form, `Assign(\.upload.progressAnimated) { … }`.
  ///
  /// - Parameters:
  ///   - bar: the progress bar, such as `\.upload`.
  ///   - progress: its progress while the state is active, from 0 to 1.
  ///   - animated: what `setProgress(_:animated:)` is given.
  ///   - timing: when the method is called during an animated change.
  ///   - name: how the property is named in messages; derived from the key path when omitted.
  @MainActor @inlinable public init(
    _ bar: KeyPath<Views, Headless.ProgressBar>, progress: Float, animated: Bool = true,
    timing: AssignmentTiming = .immediate, name: String? = nil
  ) {
    self.init(
      access: Self.methodAccessor(
        bar, identity: { bar.appending(path: \Headless.ProgressBar.progressAnimated) }, get: { $0.progress },
        set: { $0.setProgress($1, animated: animated) }),
      name: name, timing: timing, constant: progress as Any, constantBox: ValueBox(progress), compute: nil,
      contextType: nil, same: Self.equality(Float.self))
  }

  /// Makes a view the first responder with `becomeFirstResponder()`, or resigns it with
  /// `resignFirstResponder()` — the card number field takes the keyboard while the card is
  /// being entered: `Assign(\.cardNumber, firstResponder: true)`. It is the property
  /// `\.cardNumber.holdsFirstResponder`.
  ///
  /// - Parameters:
  ///   - view: the view, such as `\.cardNumber`.
  ///   - firstResponder: whether it is the first responder while the state is active.
  ///   - timing: when the method is called during an animated change.
  ///   - name: how the property is named in messages; derived from the key path when omitted.
  @MainActor @inlinable public init<Outlet: Headless.View>(
    _ view: KeyPath<Views, Outlet>, firstResponder: Bool, timing: AssignmentTiming = .immediate,
    name: String? = nil
  ) {
    self.init(
      access: Self.methodAccessor(
        view, identity: { view.appending(path: \Outlet.holdsFirstResponder) }, get: { $0.isFirstResponder },
        set: { view, first in _ = first ? view.becomeFirstResponder() : view.resignFirstResponder() }),
      name: name, timing: timing, constant: firstResponder as Any, constantBox: ValueBox(firstResponder),
      compute: nil, contextType: nil, same: Self.equality(Bool.self))
  }
}
