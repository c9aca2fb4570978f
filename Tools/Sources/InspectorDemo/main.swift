import Foundation
import StateKit
import StateKitInspection

// `inspector-demo --port P [--allow-restore] [--read-only]`: attaches a seed-000-like screen to
// `statekit inspect` on 127.0.0.1:P, then takes events from standard input, one a line —
// `edit`, `save`, `cancel`, `loaded a,b,c` (items, comma-separated; `loaded` alone: none) —
// and `quit`. Prints one line per outcome: `edit: transitioned [editing]`; a step that came
// from the page prints as `page: edit transitioned [editing]`.
//
// `inspector-demo --port P --busy MACHINES,STEPS,CONTEXT_BYTES`: a busy app instead (see Busy.swift).

@MainActor
func runDemo() async {
  var arguments = Array(CommandLine.arguments.dropFirst())
  var port = InspectorEndpoint.defaultPort
  var allowRestore = false
  var readOnly = false
  while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--port":
      guard let value = arguments.first.flatMap(UInt16.init), value > 0 else {
        fail("--port takes a port number from 1 to 65535")
      }
      port = value
      arguments.removeFirst()
    case "--busy":
      guard let load = arguments.first.flatMap(BusyLoad.init) else {
        fail("--busy takes MACHINES,STEPS,CONTEXT_BYTES[,ROUND_MS], e.g. 100,1000,1048576,20")
      }
      await load.run(port: port)
      return
    case "--allow-restore": allowRestore = true
    case "--read-only": readOnly = true
    default:
      fail(
        "unknown argument '\(argument)'; usage: inspector-demo --port P [--allow-restore] [--read-only] | --busy M,S,BYTES[,MS]"
      )
    }
  }
  let machine: StateMachine<DemoMode, DemoEvent, DemoModel>
  do {
    machine = StateMachine(try DemoScreen.chart(), context: DemoModel())
  } catch {
    fail("the demo's chart is invalid: \(error)")
  }
  machine.rejectionPolicy = .report { rejection in emit("rejected: \(rejection)") }
  let session: InspectionSession
  do {
    session = try machine.inspect(
      name: "Seed 000 screen", at: .local(port: port),
      policy: InspectionPolicy(send: !readOnly, restore: allowRestore && !readOnly, payloads: true),
      log: { emit($0) })
  } catch {
    fail("\(error)")
  }
  var fromInput = false
  machine.onTransition { change in
    guard !fromInput else { return }
    let event = change.machineEvent?.name ?? "restore"
    emit("page: \(event) \(change.kind == .handled ? "handled" : "transitioned") \(describe(machine))")
  }
  fromInput = true
  emit("start: \(outcome(machine.start())) \(describe(machine))")
  fromInput = false
  emit("attached \(session.machineID) to 127.0.0.1:\(port)")

  let (lines, continuation) = AsyncStream<String>.makeStream()
  Thread.detachNewThread {
    while let line = readLine() { continuation.yield(line) }
    continuation.finish()
  }
  for await line in lines {
    let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1).map(String.init)
    guard let command = words.first else { continue }
    let event: DemoEvent
    switch command {
    case "quit": session.detach(); return
    case "edit": event = .edit
    case "save": event = .save
    case "cancel": event = .cancel
    case "loaded":
      event = .loaded(words.count > 1 ? words[1].split(separator: ",").map { String($0) } : [])
    default:
      emit("unknown: '\(command)' (edit, save, cancel, loaded a,b,c, quit)")
      continue
    }
    fromInput = true
    let result = machine.send(event)
    fromInput = false
    emit("\(command): \(outcome(result)) \(describe(machine))")
  }
  session.detach()
}

@MainActor func describe(_ machine: StateMachine<DemoMode, DemoEvent, DemoModel>) -> String {
  "[\(machine.activeAtomicStates.map(\.rawValue).joined(separator: ", "))]"
}

func outcome(_ outcome: SendOutcome<DemoMode, DemoEvent>) -> String {
  switch outcome {
  case .transitioned: "transitioned"
  case .handled: "handled"
  case .rejected(let rejection): "rejected (\(rejection.reason.rawValue))"
  case .queued: "queued"
  case .failed: "failed"
  }
}

/// One line on standard output, written at once (a test reads it through a pipe).
func emit(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data(("inspector-demo: " + message + "\n").utf8))
  exit(2)
}

await runDemo()
