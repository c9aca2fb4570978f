import Benchmark
import Scenarios

/// Scenarios are made once, outside the measurement, and kept on the main actor.
@MainActor var made: [String: any Scenario] = [:]

@MainActor func scenario(_ name: String) -> any Scenario {
  if let existing = made[name] { return existing }
  let new = scenarios.first { $0.name == name }!.type.init()
  made[name] = new
  return new
}

// Each scenario on StateKit and as a hand-written switch (called, and inlined), in the same run. Times and
// allocations are per event: each iteration sends one event.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(2),
    maxIterations: 1_000)

  for name in scenarioNames {
    for implementation in ["statekit", "baseline", "inlined"] {
      Benchmark("\(name) \(implementation)") { benchmark in
        let iterations = benchmark.scaledIterations.count
        await MainActor.run { _ = scenario(name) }
        benchmark.startMeasurement()
        await MainActor.run {
          let scenario = scenario(name)
          switch implementation {
          case "baseline": consume(scenario.baseline(iterations))
          case "inlined": consume(scenario.baselineInlined(iterations))
          default: consume(scenario.statekit(iterations))
          }
        }
        benchmark.stopMeasurement()
      }
    }
  }

  // One iteration is one property-test walk of 40 steps on seed 004's wizard: throughput is walks per second.
  Benchmark("random walks seed-004", configuration: .init(metrics: [.wallClock, .throughput], scalingFactor: .one)) {
    benchmark in
    let iterations = benchmark.scaledIterations.count
    await MainActor.run { consume(RandomWalks.run(iterations)) }
  }

  Benchmark("startup compile 200-state chart", configuration: .init(scalingFactor: .one)) { benchmark in
    let iterations = benchmark.scaledIterations.count
    await MainActor.run { for _ in 0..<iterations { consume(Startup.compileChart()) } }
  }

  Benchmark("startup read 200-state SCXML", configuration: .init(scalingFactor: .one)) { benchmark in
    let iterations = benchmark.scaledIterations.count
    await MainActor.run { for _ in 0..<iterations { consume(Startup.readDocument()) } }
  }

  Benchmark("startup ECMAScript machine", configuration: .init(scalingFactor: .one)) { benchmark in
    let iterations = benchmark.scaledIterations.count
    await MainActor.run { for _ in 0..<iterations { consume(ECMAScriptStartup.makeMachine()) } }
  }

  Benchmark("snapshot ECMAScript machine (JSON)", configuration: .init(scalingFactor: .one)) { benchmark in
    let iterations = benchmark.scaledIterations.count
    await MainActor.run { consume(ECMAScriptStartup.encodeSnapshot()) }  // the machine, made before
    benchmark.startMeasurement()
    await MainActor.run { for _ in 0..<iterations { consume(ECMAScriptStartup.encodeSnapshot()) } }
    benchmark.stopMeasurement()
  }

  Benchmark("startup Swift counter machine", configuration: .init(scalingFactor: .one)) { benchmark in
    let iterations = benchmark.scaledIterations.count
    await MainActor.run { for _ in 0..<iterations { consume(ECMAScriptStartup.makeSwiftMachine()) } }
  }

  Benchmark("snapshot and restore ECMAScript machine (JSON)", configuration: .init(scalingFactor: .one)) {
    benchmark in
    let iterations = benchmark.scaledIterations.count
    await MainActor.run { consume(ECMAScriptStartup.snapshotAndRestore()) }  // the machine, made before
    benchmark.startMeasurement()
    await MainActor.run { for _ in 0..<iterations { consume(ECMAScriptStartup.snapshotAndRestore()) } }
    benchmark.stopMeasurement()
  }

  Benchmark("snapshot and restore Swift counter machine (JSON)", configuration: .init(scalingFactor: .one)) {
    benchmark in
    let iterations = benchmark.scaledIterations.count
    await MainActor.run { consume(ECMAScriptStartup.swiftSnapshotAndRestore()) }  // the machine, made before
    benchmark.startMeasurement()
    await MainActor.run { for _ in 0..<iterations { consume(ECMAScriptStartup.swiftSnapshotAndRestore()) } }
    benchmark.stopMeasurement()
  }
}
