/// What a step did, by index: the states it exited and entered and the transitions it took, in
/// one list in the order it happened, each index tagged with what happened to it. One array,
/// shared with the engine's buffer until the next step: reporting a step costs one retain.
@usableFromInline struct StepLog: Sendable, Hashable {
  enum Tag: Int { case exited, entered, fired }

  @usableFromInline let log: [Int]

  @inlinable init(log: [Int]) { self.log = log }

  /// The log of a step taken directly (Engine+Dispatch.swift): the chain from `leaf` up to the
  /// transition's domain exited, the transition fired, the chain from the domain down to its
  /// target entered.
  init(direct leaf: Int, transition: Int, layout: ChartLayout) {
    var log: [Int] = []
    let targets = layout.targets[transition]
    let domain = layout.staticDomain[transition]
    if !targets.isEmpty {
      var state = leaf
      while state != domain {
        log.append(Self.encode(state, .exited))
        state = layout.parent[state]
      }
    }
    log.append(Self.encode(transition, .fired))
    let firstEntry = log.count
    if let target = targets.first {
      var state = target
      while state != domain {
        log.append(Self.encode(state, .entered))
        state = layout.parent[state]
      }
    }
    log[firstEntry...].reverse()
    self.log = log
  }

  /// The log of a step taken directly in several regions (`Engine.directSteps`): the chains
  /// exited, the last transition's first; the transitions fired; the chains entered.
  init(regions steps: [DirectStep], layout: ChartLayout) {
    var exits: [Int] = []
    var fired: [Int] = []
    var entries: [Int] = []
    for step in steps.reversed() {
      exits.append(
        contentsOf: StepLog(direct: step.leaf, transition: step.transition, layout: layout).log
          .filter { $0 & 3 == Tag.exited.rawValue })
    }
    for step in steps {
      let log = StepLog(direct: step.leaf, transition: step.transition, layout: layout).log
      fired.append(contentsOf: log.filter { $0 & 3 == Tag.fired.rawValue })
      entries.append(contentsOf: log.filter { $0 & 3 == Tag.entered.rawValue })
    }
    self.init(log: exits + fired + entries)
  }

  /// The log of a step taken directly from one leaf.
  init(_ step: DirectStep, layout: ChartLayout) {
    self.init(direct: step.leaf, transition: step.transition, layout: layout)
  }

  @inline(__always) static func encode(_ index: Int, _ tag: Tag) -> Int { index << 2 | tag.rawValue }

  func indices(_ tag: Tag) -> [Int] { log.compactMap { $0 & 3 == tag.rawValue ? $0 >> 2 : nil } }

  var exited: [Int] { indices(.exited) }
  var entered: [Int] { indices(.entered) }
  var transitions: [Int] { indices(.fired) }
}

/// How processing one signal ended; the typed engine turns it into a ``SendOutcome``.
@usableFromInline enum OutcomeCode: Equatable {
  /// States were exited and entered: see `stepLog`.
  case transitioned
  case handled
  case rejected(RejectionReason)
  /// A runaway: see `runawayCycle`.
  case failed
}
