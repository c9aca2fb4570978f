import StateKit
import StateKitTesting
import Testing

/// The "Composing Machines" article's example, line for line, and what it says it does.
@MainActor
@Suite("Composing Machines article")
struct ComposingMachinesTests {
  /// Issue 33: what a chart loses reaches the handler the test sets, not the output.
  @Test func aTestKeepsTheDiagnosticsOfAChartThatLosesAnError() throws {
    let chart = try Chart<String, String, Int>(initial: "a") {
      State("a") { On("toNobody") { $0.send("go", toChild: "nobody") } }
    }
    let machine = StateMachine(chart, context: 0)
    final class Lost { var messages: [String] = [] }
    let lost = Lost()
    machine.diagnosticHandler = { lost.messages.append($0.message) }
    machine.start()
    machine.send("toNobody")
    #if DEBUG
      #expect(lost.messages.count == 1)
      #expect(
        lost.messages.first?.hasPrefix(
          "error.communication: send to child 'nobody' failed: no child 'nobody' is running") == true)
    #endif
  }

  @Test func aListWhoseRowsEachUploadWithAChildMachine() throws {
    let clock = ManualClock()
    enum UploadState: String, Hashable, Sendable, Codable { case uploading, waiting, done, failed }
    enum UploadEvent: Hashable, Sendable { case progressed, succeeded, failed }

    struct Upload: Codable {
      var file: String
      var percent = 0
      var attempts = 0
      var succeeded = false
    }

    struct RowProgress: Sendable {
      var file: String
      var percent: Int
    }

    let uploadChart = try Chart<UploadState, UploadEvent, Upload>(initial: .uploading) {
      State(.uploading) {
        Entry { $0.attempts += 1 }
        On(.progressed) { scope in
          scope.percent += 25
          scope.sendToParent(RowProgress(file: scope.file, percent: scope.percent))
        }
        On(.succeeded, to: .done) { $0.succeeded = true }
        On(.failed, to: .waiting, when: { $0.attempts < 3 })
        On(.failed, to: .failed)
      }
      State(.waiting) { After(.seconds(2), to: .uploading) }
      Final(.done)
      Final(.failed)
    }

    let upload = ChildMachine(uploadChart) { (file: $0.file, succeeded: $0.succeeded) }

    enum ListEvent: Hashable, Sendable {
      case add(String), cancel(String), progress(String, Int), uploaded(String), gaveUp(String)
    }

    final class ListScreen {
      var rows: [String: String] = [:]
    }

    let listChart = try Chart<String, ListEvent, ListScreen>(initial: "list") {
      State("list") {
        OnAnyEvent { scope in
          switch scope.event {
          case .add(let file)?:
            scope.rows[file] = "waiting"
            scope.spawn(
              upload, id: file, context: Upload(file: file),
              onDone: { $0.succeeded ? .uploaded($0.file) : .gaveUp($0.file) },
              onMessage: { ($0 as? RowProgress).map { .progress($0.file, $0.percent) } })
          case .cancel(let file)?:
            scope.stopChild(file)
            scope.rows[file] = nil
          case .progress(let file, let percent)?: scope.rows[file] = "\(percent) %"
          case .uploaded(let file)?: scope.rows[file] = "uploaded"
          case .gaveUp(let file)?: scope.rows[file] = "failed"
          case nil: break
          }
        }
      }
    }

    let list = StateMachine(listChart, context: ListScreen(), clock: clock)
    list.start()
    list.send(.add("a.jpg"))
    list.send(.add("b.jpg"))
    list.send(UploadEvent.progressed, toChild: "a.jpg")
    list.send(UploadEvent.succeeded, toChild: "a.jpg")
    list.send(UploadEvent.failed, toChild: "b.jpg")
    let rowB = list.child("b.jpg", as: StateMachine<UploadState, UploadEvent, Upload>.self)
    // list.context.rows == ["a.jpg": "uploaded", "b.jpg": "waiting"]
    // list.childIDs == ["b.jpg"]; rowB?.activeStates == [.waiting]

    #expect(list.context.rows == ["a.jpg": "uploaded", "b.jpg": "waiting"])
    #expect(list.childIDs == ["b.jpg"])
    #expect(rowB?.activeStates == [.waiting])
    // The retry after two seconds, then a second failure and a third: the row gives up.
    clock.advance(by: .seconds(2))
    #expect(rowB?.activeStates == [.uploading])
    list.send(UploadEvent.failed, toChild: "b.jpg")
    clock.advance(by: .seconds(2))
    list.send(UploadEvent.failed, toChild: "b.jpg")
    #expect(list.context.rows["b.jpg"] == "failed")
    #expect(list.send(UploadEvent.progressed, toChild: "b.jpg") == .notRunning(id: "b.jpg"))
    // A cancelled row's child stops.
    list.send(.add("c.jpg"))
    let rowC = list.child("c.jpg", as: StateMachine<UploadState, UploadEvent, Upload>.self)
    list.send(.cancel("c.jpg"))
    #expect(list.childIDs.isEmpty)
    #expect(rowC?.childID == nil)
  }
}
