import Foundation
import Scenarios

// scenario-runner <scenario|startup-compile|startup-read|ecmascript-machine|swift-counter-machine|
//   ecmascript-snapshot|ecmascript-snapshot-restore|swift-counter-snapshot-restore> <statekit|baseline|inlined> <count>
// Runs the work `count` times after setting it up; callgrind.sh runs it with two counts and
// divides the difference, so set-up and process start-up cancel out.
@MainActor
func main() -> Int32 {
  let arguments = CommandLine.arguments
  guard arguments.count == 4, let count = Int(arguments[3]), count >= 0 else {
    print("usage: scenario-runner <scenario> <statekit|baseline|inlined> <count>")
    return 2
  }
  let name = arguments[1]
  let implementation = arguments[2]
  switch name {
  case "startup-compile":
    var total = 0
    for _ in 0..<count { total += Startup.compileChart() }
    consume(total)
    return 0
  case "startup-read":
    var total = 0
    for _ in 0..<count { total += Startup.readDocument() }
    consume(total)
    return 0
  case "ecmascript-machine", "swift-counter-machine":
    // Making and starting a machine: a JavaScriptCore context each, or a struct context.
    for _ in 0..<count {
      if name == "ecmascript-machine" {
        consume(ECMAScriptStartup.makeMachine())
      } else {
        consume(ECMAScriptStartup.makeSwiftMachine())
      }
    }
    return 0
  case "ecmascript-snapshot":
    var total = 0
    for _ in 0..<count { total += ECMAScriptStartup.encodeSnapshot() }
    consume(total)
    return 0
  case "ecmascript-snapshot-restore", "swift-counter-snapshot-restore":
    var total = 0
    for _ in 0..<count {
      total +=
        name == "ecmascript-snapshot-restore"
        ? ECMAScriptStartup.snapshotAndRestore() : ECMAScriptStartup.swiftSnapshotAndRestore()
    }
    consume(total)
    return 0
  default:
    guard let type = scenarios.first(where: { $0.name == name })?.type else {
      print("unknown scenario \(name); scenarios: \(scenarios.map(\.name).joined(separator: ", "))")
      return 2
    }
    let scenario = type.init()
    switch implementation {
    case "baseline": consume(scenario.baseline(count))
    case "inlined": consume(scenario.baselineInlined(count))
    default: consume(scenario.statekit(count))
    }
    return 0
  }
}

exit(main())
