/// Keeps everything that depends on a role in line with the current role.
///
/// A role is your own type — usually a protocol with one requirement per question the screen
/// asks, and a struct per role — so the compiler rejects a role that forgets to answer one:
///
/// ```swift
/// protocol Role { var canAdd: Bool { get }; var canSeeInfo: Bool { get }; var rowAccessory: Accessory { get } }
/// struct Guest: Role { let canAdd = false; let canSeeInfo = false; let rowAccessory = Accessory.none }
///
/// let capabilities = Capabilities<any Role>(role: Guest())
/// capabilities.bind(addButton, \.isEnabled) { $0.canAdd }
/// // in the data source, for cells created later:
/// capabilities.bind(cell) { cell, role in cell.accessory = role.rowAccessory }
/// capabilities.role = Admin()   // re-applies everything bound, including earlier cells
/// ```
///
/// Binding an object again replaces its earlier binding — per object, and per key path where
/// one is given — so a reused table cell that is bound on every configuration keeps one
/// binding, and a role change configures it once. Objects are held weakly: a released cell
/// drops out.
@MainActor
public final class Capabilities<Role> {
  /// Bindings by object and key path (`nil` for a closure that configures the whole object).
  private var bindings = ObjectTable<AnyKeyPath?, (AnyObject, Role) -> Void>()

  /// The current role. Setting it re-applies every binding whose object is still alive.
  public var role: Role {
    didSet { reapply() }
  }

  public init(role: Role) {
    self.role = role
  }

  /// Configures `object` for the current role now and whenever the role changes, replacing the
  /// configuration `object` was bound with before.
  public func bind<Object: AnyObject>(_ object: Object, _ configure: @escaping (Object, Role) -> Void) {
    configure(object, role)
    bindings.set({ object, role in configure(object as! Object, role) }, for: object, nil)
  }

  /// Keeps one property of `object` equal to what the role answers, replacing an earlier
  /// binding of the same property.
  public func bind<Object: AnyObject, Value>(
    _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>, _ answer: @escaping (Role) -> Value
  ) {
    object[keyPath: keyPath] = answer(role)
    bindings.set({ object, role in (object as! Object)[keyPath: keyPath] = answer(role) }, for: object, keyPath)
  }

  /// Removes every binding of `object`: later role changes leave it as it is.
  public func unbind(_ object: AnyObject) {
    bindings.removeAll(of: object)
  }

  /// How many bindings of objects that are still alive there are.
  public var liveBindingCount: Int { bindings.live.count }

  /// How many bindings `object` has: one per key path it was bound with, and one for a closure.
  public func bindingCount(of object: AnyObject) -> Int { bindings.values(of: object).count }

  private func reapply() {
    bindings.removeReleased()
    // Each object's bindings in the order they were first made; an apply that binds again
    // (a configuration that rebinds) replaces an entry, which the next change picks up.
    for (object, apply) in bindings.live { apply(object, role) }
  }
}
