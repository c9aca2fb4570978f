/// Everything to save of a machine, in one `Codable` value: its ``Snapshot`` and the delayed
/// sends still on their way (``PendingSend``), which the snapshot cannot hold because it does
/// not name the event type.
///
/// ```swift
/// let data = try JSONEncoder().encode(try editor.savedState())
/// // … after a relaunch, on a machine of the same chart:
/// try editor.restore(from: JSONDecoder().decode(SavedState<Doc, Edit, Draft>.self, from: data))
/// ```
///
/// Its JSON is meant to be read and kept as a file format: a `version` (1 today), times left in
/// seconds (`"remaining": 1.5`), states and events as their own types encode them (a
/// `String`-backed enum writes its raw value, `"dirty"`). A file without `version`, or with the
/// times in `Duration`'s own form that earlier versions wrote, still reads; a file of a newer
/// version is refused with an error that says so.
public struct SavedState<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  /// The version of the JSON form that this library writes.
  public static var currentVersion: Int { 1 }

  /// The configuration, history, pending `after` timers and (optionally) the context.
  public var snapshot: Snapshot<S, C>
  /// The delayed sends of the app's events waiting to be delivered, in the order they were issued.
  public var pendingSends: [PendingSend<E>]

  public init(snapshot: Snapshot<S, C>, pendingSends: [PendingSend<E>] = []) {
    self.snapshot = snapshot
    self.pendingSends = pendingSends
  }
}

extension SavedState: Codable where S: Codable, E: Codable, C: Codable {
  private enum CodingKeys: String, CodingKey { case version, snapshot, pendingSends }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
    guard version >= 1 else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription: "saved state has version \(version); versions start at 1")
    }
    guard version <= Self.currentVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription:
          "saved state of version \(version) was written by a newer StateKit; this one reads up to version \(Self.currentVersion)"
      )
    }
    self.init(
      snapshot: try container.decode(Snapshot<S, C>.self, forKey: .snapshot),
      pendingSends: try container.decodeIfPresent([PendingSend<E>].self, forKey: .pendingSends) ?? [])
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.currentVersion, forKey: .version)
    try container.encode(snapshot, forKey: .snapshot)
    try container.encode(pendingSends, forKey: .pendingSends)
  }
}

extension SavedState: Sendable where C: Sendable {}
extension SavedState: Equatable where C: Equatable {}

extension StateMachine {
  /// The machine's ``snapshot()`` and its ``pendingSends``, in one value to save.
  ///
  /// - Throws: ``SnapshotError/notStarted`` before ``start()``, ``SnapshotError/busy`` while
  ///   an event is being processed.
  public func savedState() throws(SnapshotError) -> SavedState<S, E, C> {
    SavedState(snapshot: try snapshot(), pendingSends: pendingSends)
  }

  /// Restores a snapshot and the delayed sends saved with it (see
  /// ``restore(_:pendingSends:)``). On a relaunch, call it instead of ``start()``: a restored
  /// machine is running, and a later `start()` is refused. Restoring a running machine
  /// replaces where it is, and its pending sends.
  ///
  /// - Throws: ``SnapshotError`` if the saved state does not fit this chart, or
  ///   ``SnapshotError/busy`` from inside one of the machine's actions, guards or observers;
  ///   the machine is then unchanged.
  public func restore<Carried>(from saved: SavedState<S, E, Carried>) throws(SnapshotError) {
    try restore(saved.snapshot, pendingSends: saved.pendingSends)
  }
}
