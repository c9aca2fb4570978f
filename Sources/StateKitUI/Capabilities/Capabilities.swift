/// Keeps everything that depends on a role in line with the current role (seed 002).
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
@MainActor
public final class Capabilities<Role> {
  private struct Binding {
    weak var object: AnyObject?
    let apply: (AnyObject, Role) -> Void
  }

  private var bindings: [Binding] = []

  /// The current role. Setting it re-applies every binding whose object is still alive.
  public var role: Role {
    didSet { reapply() }
  }

  public init(role: Role) {
    self.role = role
  }

  /// Configures `object` for the current role now and whenever the role changes. The object is
  /// held weakly: a cell that is released drops out.
  public func bind<Object: AnyObject>(_ object: Object, _ configure: @escaping (Object, Role) -> Void) {
    configure(object, role)
    bindings.append(Binding(object: object) { object, role in configure(object as! Object, role) })
  }

  /// Keeps one property of `object` equal to what the role answers.
  public func bind<Object: AnyObject, Value>(
    _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>, _ answer: @escaping (Role) -> Value
  ) {
    bind(object) { object, role in object[keyPath: keyPath] = answer(role) }
  }

  /// How many bound objects are still alive.
  public var liveBindingCount: Int { bindings.filter { $0.object != nil }.count }

  private func reapply() {
    bindings.removeAll { $0.object == nil }
    for binding in bindings {
      if let object = binding.object { binding.apply(object, role) }
    }
  }
}
