#if canImport(UIKit)
  import ExampleCharts
  import StateKit
  import StateKitUI
  import UIKit

  /// Seed 004 as a UIKit view controller: one table shows the wizard's current step, its data
  /// source follows the step (``FlowTableDataSource``), the code is typed into a text field, and
  /// the alarm system's push notification arrives from outside.
  public final class PairingViewController: UIViewController {
    public typealias Step = PairingWizard.Step

    public let codeField = UITextField(frame: .zero)
    public let tableView = UITableView(frame: .zero, style: .insetGrouped)
    public let flow: Flow<Step, PairingWizard.Input, PairingWizard.Pairing>
    /// The table's data source and delegate (UIKit holds them weakly; the controller keeps it).
    private var tableSource: FlowTableDataSource<Step, PairingWizard.Input, PairingWizard.Pairing>?

    public init<Source: Clock>(service: any PairingService, clock: Source) where Source.Duration == Duration {
      flow = PairingWizard.makeFlow(service: service, clock: clock)
      super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
      fatalError("PairingViewController needs a pairing service: make it in code")
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      title = "Pairing"
      view.addHeader(codeField)
      view.addFilling(tableView, below: codeField.bottomAnchor)
      codeField.placeholder = "6 digits"
      codeField.keyboardType = .numberPad
      codeField.addAction(
        UIAction { [weak self] _ in self?.codeChanged() }, for: .editingChanged)
      // SAMPLE-BEGIN (quoted by the StateKitUI documentation)
      tableSource = FlowTableDataSource(flow: flow, tableView: tableView)
      flow.start()
      // SAMPLE-END
    }

    /// The text field's action: the code goes into the step's field row.
    private func codeChanged() {
      flow.type(codeField.text ?? "", intoRow: "code")
      tableView.reloadData()
    }

    /// What the app delegate calls when the alarm system's push notification arrives.
    public func pushReceived(accepted: Bool) {
      flow.send(accepted ? .pushAccepted : .pushDeclined)
    }

    /// The step shown.
    public var step: Step? { flow.currentState }
  }
#endif
