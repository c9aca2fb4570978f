import StateKit

/// A JSON value as it travels in inspector messages (a context, an event's payload): StateKit's
/// own `SnapshotValue`, which keeps integers at full width, so that the server can relay what an
/// app encoded without knowing its type.
@_spi(InspectorProtocol)
public typealias JSONValue = SnapshotValue
