/// Readable names for key-path components that Swift prints as `<computed 0x… (Type)>`: a
/// property of an `open` or non-final class (every UIKit property), one with observers, and any
/// subscript (`[title: .normal]`). Without them an assignment is named
/// `placeOrder.<computed 0x5f3a… (Bool)>` in diagnostics and in the animator's property list.
///
/// Swift prints such a component with the address of its getter, which is the same for every key
/// path through that property of that class; so a key path registered once names the component
/// wherever it appears. The names of the UIKit properties that appearances set and of
/// StateKitControls' headless controls (where that module is linked) are known already; register
/// your own classes' properties with ``register(_:for:)``. A component that is still unknown is named by its type:
/// `placeOrder.<computed Bool>`. A subscript's index is not printed by Swift, so it is named by its
/// label: `placeOrder[title: …]`.
@MainActor
public enum PropertyNames {
  /// The name of each registered component, by the text Swift prints for it.
  private static var names: [String: String] = {
    var names: [String: String] = [:]
    for (keyPath, name) in platformKeyPaths + headlessControlKeyPaths {
      if let component = lastComputedComponent(of: "\(keyPath)") { names[component] = name }
    }
    return names
  }()

  /// Names the last component of `keyPath` — `register("isEnabled", for: \CheckoutButton.isEnabled)`,
  /// or `register("[badge: …]", for: \CheckoutButton[badge: 0])` for a subscript. A name that
  /// starts with `[` is written without a dot before it.
  public static func register(_ name: String, for keyPath: AnyKeyPath) {
    if let component = lastComputedComponent(of: "\(keyPath)") { names[component] = name }
  }

  /// `button.<computed 0x… (Optional<String>)>` → `button[title: …]`.
  static func readable(_ path: String) -> String {
    var result = ""
    var rest = Substring(path)
    while let start = rest.firstRange(of: "<computed 0x"), let end = rest[start.upperBound...].firstRange(of: ")>") {
      let component = String(rest[start.lowerBound..<end.upperBound])
      var before = rest[..<start.lowerBound]
      let name = names[component] ?? "<computed \(typeName(of: component))>"
      if name.hasPrefix("["), before.hasSuffix(".") { before = before.dropLast() }
      result += before + name
      rest = rest[end.upperBound...]
    }
    return result + rest
  }

  /// `<computed 0x… (Bool)>` → `Bool`.
  private static func typeName(of component: String) -> Substring {
    guard let open = component.firstIndex(of: "(") else { return "" }
    return component[component.index(after: open)..<component.index(component.endIndex, offsetBy: -2)]
  }

  /// The components of StateKitControls' headless controls that Swift does not name. That module
  /// depends on this one, so its types cannot be named here: where it is linked, its namespace
  /// `Headless` gives them (looked up by its mangled name, `StateKitControls.Headless`, as
  /// Foundation's `NSClassFromString` looks up a class), so that they are known before any
  /// headless control is made.
  private static var headlessControlKeyPaths: [(AnyKeyPath, String)] {
    (_typeByName("16StateKitControls8HeadlessO") as? any PropertyNameProviding.Type)?.propertyNames ?? []
  }

  /// The last `<computed 0x… (Type)>` of a key path's description.
  private static func lastComputedComponent(of description: String) -> String? {
    guard let start = description.ranges(of: "<computed 0x").last,
      let end = description[start.upperBound...].firstRange(of: ")>")
    else { return nil }
    return String(description[start.lowerBound..<end.upperBound])
  }
}

/// A namespace of controls that gives ``PropertyNames`` the components of its controls that Swift
/// does not name: StateKitControls' `Headless`.
package protocol PropertyNameProviding {
  @MainActor static var propertyNames: [(AnyKeyPath, String)] { get }
}

#if !canImport(UIKit)
  extension PropertyNames {
    /// No platform classes here (see `Platform/UIKit/UIKitPropertyNames.swift`).
    static var platformKeyPaths: [(AnyKeyPath, String)] { [] }
  }
#endif
