import Foundation
import StateKit
import StateKitInspection

/// `--busy 100,1000,1048576[,ROUND_MS]`: an app of many busy machines, for the inspector's
/// measurements — MACHINES demo screens, each with a context of CONTEXT_BYTES, attached, then
/// STEPS steps each, taken in rounds (one step of every machine a round, ROUND_MS apart, 1 ms
/// unless given). Prints
/// `busy: attached N` once every machine is attached, and `busy: done` at the end; then waits
/// for `quit` on standard input.
struct BusyLoad {
  let machines: Int
  let steps: Int
  let contextBytes: Int
  let roundMilliseconds: Int

  init?(_ text: String) {
    let numbers = text.split(separator: ",").compactMap { Int($0) }
    guard (3...4).contains(numbers.count), numbers[0] > 0, numbers[1] > 0, numbers[2] >= 0 else { return nil }
    (machines, steps, contextBytes) = (numbers[0], numbers[1], numbers[2])
    roundMilliseconds = numbers.count == 4 ? max(0, numbers[3]) : 1
  }

  @MainActor func run(port: UInt16) async {
    let attachment = String(repeating: "x", count: contextBytes)
    var running: [(StateMachine<DemoMode, DemoEvent, DemoModel>, InspectionSession)] = []
    for index in 1...machines {
      do {
        let machine = StateMachine(try DemoScreen.chart(), context: DemoModel(attachment: attachment))
        let session = try machine.inspect(
          name: "busy \(index)", at: .local(port: port), policy: InspectionPolicy(send: true, restore: true),
          log: { emit("notice: \($0)") })
        machine.start()
        running.append((machine, session))
      } catch {
        fail("\(error)")
      }
    }
    emit("busy: attached \(machines)")
    // Each machine goes round empty → browse → edit → confirming → browse: every step a transition.
    let cycle: [DemoEvent] = [.loaded(["a", "b"]), .edit, .save, .save]
    for round in 0..<steps {
      for (machine, _) in running { machine.send(cycle[round % cycle.count]) }
      try? await Task.sleep(for: .milliseconds(roundMilliseconds))
    }
    emit("busy: done")
    while let line = readLine(), line != "quit" {}
    for (_, session) in running { session.detach() }
  }
}
