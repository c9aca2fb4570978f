/// What decides which of the engine's lanes are open (see TypedEngine+Lanes.swift): the
/// machine's flags, and the tests' switch. Kept together so that the lanes are decided again
/// in one place whenever any of them changes (`Engine.laneInputs`).
@usableFromInline struct LaneInputs {
  /// The machine has started and has not finished or been stopped.
  var isRunning = false
  /// Something read the machine through Observation; until then the registrar is not told.
  @usableFromInline var isTracked = false
  /// The machine's rejection policy does more than ignore rejections.
  @usableFromInline var reportsRejections = false
  /// A running child forwards the external events this machine processes (SCXML `autoforward`):
  /// `send` then leaves the express lane, whose steps tell no one.
  @usableFromInline var forwardsEvents = false
  /// Whether the compiled table is used at all (Engine+Dispatch.swift); tests turn it off to
  /// compare with the general algorithm.
  var usesTableLanes = true

  @usableFromInline init() {}
}

extension Engine {
  // The inputs by their own names, read and written in place.
  var isRunning: Bool {
    get { laneInputs.isRunning }
    set { laneInputs.isRunning = newValue }
  }
  @inlinable var isTracked: Bool {
    get { laneInputs.isTracked }
    set { laneInputs.isTracked = newValue }
  }
  @inlinable var reportsRejections: Bool {
    get { laneInputs.reportsRejections }
    set { laneInputs.reportsRejections = newValue }
  }
  @inlinable var forwardsEvents: Bool {
    get { laneInputs.forwardsEvents }
    set { laneInputs.forwardsEvents = newValue }
  }
  var usesTableLanes: Bool {
    get { laneInputs.usesTableLanes }
    set { laneInputs.usesTableLanes = newValue }
  }
}
