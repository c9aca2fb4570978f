extension Headless {
  /// A button's values per control state, UIKit's way: a state without a value of its own shows the
  /// normal state's. The normal value is kept apart — most screens set only it, and an appearance
  /// that changes a title every step then hashes nothing.
  struct PerStateValues<Value> {
    private var normal: Value?
    private var others: [Control.State: Value] = [:]

    /// The value set for exactly `state`.
    subscript(state: Control.State) -> Value? {
      get { state == .normal ? normal : others[state] }
      set {
        if state == .normal { normal = newValue } else { others[state] = newValue }
      }
    }

    /// What a control in `state` shows: its own value, else the normal state's.
    func shown(in state: Control.State) -> Value? {
      state == .normal || others.isEmpty ? normal : others[state] ?? normal
    }
  }
}
