import StateKitUI

extension Headless {
  /// Registers with StateKitUI's `PropertyNames` the components of the headless controls that
  /// Swift does not name in a key path's description (subscripts, and properties with observers),
  /// so that an appearance's messages say `button[title: …]`. Done once, when the first headless
  /// view is made (`View.init(name:)`): an appearance sets properties only of views that exist.
  @MainActor static let propertyNamesRegistered: Void = {
    let keyPaths: [(AnyKeyPath, String)] = [
      (\Headless.Button[title: .normal], "[title: …]"), (\Headless.Button[image: .normal], "[image: …]"),
      (\Headless.Button[titleColor: .normal], "[titleColor: …]"), (\Headless.Stepper.value, "value"),
      (\Headless.Label.textColor, "textColor"),
    ]
    for (keyPath, name) in keyPaths { PropertyNames.register(name, for: keyPath) }
  }()
}
