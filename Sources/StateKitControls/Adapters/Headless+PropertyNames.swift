import StateKitUI

extension Headless: PropertyNameProviding {
  /// The components of the headless controls that Swift does not name in a key path's
  /// description (subscripts, and properties with observers), so that an appearance's messages
  /// say `button[title: …]`. StateKitUI's `PropertyNames` finds them through this namespace.
  package static var propertyNames: [(AnyKeyPath, String)] {
    [
      (\Headless.Button[title: .normal], "[title: …]"), (\Headless.Button[image: .normal], "[image: …]"),
      (\Headless.Button[titleColor: .normal], "[titleColor: …]"), (\Headless.Stepper.value, "value"),
      (\Headless.Label.textColor, "textColor"),
    ]
  }
}
