import Benchmark
import Scenarios

// Each scenario on StateKit and as a hand-written switch, in the same run. Times and
// allocations are per event: each iteration sends one event.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .instructions], scalingFactor: .kilo,
    maxDuration: .seconds(2), maxIterations: 1_000)

  for name in MainActor.assumeIsolated({ scenarios.map(\.name) }) {
    for implementation in ["statekit", "baseline"] {
      Benchmark("\(name) \(implementation)") { benchmark in
        await MainActor.run {
          let scenario = scenarios.first { $0.name == name }!.type.init()
          benchmark.startMeasurement()
          for _ in benchmark.scaledIterations {
            consume(implementation == "statekit" ? scenario.statekit(1) : scenario.baseline(1))
          }
          benchmark.stopMeasurement()
        }
      }
    }
  }

  Benchmark("startup compile 200-state chart", configuration: .init(scalingFactor: .one)) { benchmark in
    await MainActor.run {
      for _ in benchmark.scaledIterations { consume(Startup.compileChart()) }
    }
  }

  Benchmark("startup read 200-state SCXML", configuration: .init(scalingFactor: .one)) { benchmark in
    await MainActor.run {
      for _ in benchmark.scaledIterations { consume(Startup.readDocument()) }
    }
  }
}
