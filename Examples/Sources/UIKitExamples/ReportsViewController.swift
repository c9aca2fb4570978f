#if canImport(UIKit)
  import StateKit
  import StateKitMacros
  import StateKitUI
  import UIKit

  /// Every question the reports screen asks a role: a role that leaves one out does not compile.
  public protocol ReportsRole {
    var canAdd: Bool { get }
    var canSeeInfo: Bool { get }
    var canSelectRow: Bool { get }
    var rowAccessory: UITableViewCell.AccessoryType { get }
  }

  public struct Administrator: ReportsRole {
    public init() {}
    public let canAdd = true
    public let canSeeInfo = true
    public let canSelectRow = true
    public let rowAccessory = UITableViewCell.AccessoryType.disclosureIndicator
  }

  public struct Guest: ReportsRole {
    public init() {}
    public let canAdd = false
    public let canSeeInfo = false
    public let canSelectRow = false
    public let rowAccessory = UITableViewCell.AccessoryType.none
  }

  /// Seed 002 as a UIKit table view controller: one screen for administrators and guests. The
  /// role is the state of a small chart; entering a role hands it to ``Capabilities``, which
  /// re-applies everything that depends on it — the add button, the info view, and the cells the
  /// table view configured earlier, without a reload.
  public final class ReportsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public enum RoleID: Hashable, Sendable, CaseIterable {
      case administrator, guest

      var role: any ReportsRole {
        switch self {
        case .administrator: Administrator()
        case .guest: Guest()
        }
      }
    }

    /// What the screen sends: a sign-in as another role. `@CaseEvent` writes the payload-free
    /// `Case` and a reader for the role, which the chart names `\.become`. (The macro's code
    /// sits outside this class, so the payload's type is spelled in full.)
    @CaseEvent
    public enum Input: Hashable, Sendable {
      case become(ReportsViewController.RoleID)
    }

    public let tableView = UITableView(frame: .zero, style: .plain)
    public let infoView = UILabel(frame: .zero)
    public private(set) lazy var addButton = UIBarButtonItem(
      systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addReport() })
    public private(set) var reports = ["Report A", "Report B", "Report C"]
    /// The reports the user opened.
    public private(set) var opened: [String] = []

    public let capabilities = Capabilities<any ReportsRole>(role: Guest())
    public let machine: StateMachine<RoleID, Input, Capabilities<any ReportsRole>>

    public init(role: RoleID = .guest) {
      let chart = try! Chart<RoleID, Input, Capabilities<any ReportsRole>>(initial: role) {
        for id in RoleID.allCases {
          State(id) {
            Entry { $0.context.role = id.role }
            for other in RoleID.allCases where other != id {
              On(\.become, to: other, when: { _, role in role == other })
            }
          }
        }
      }
      machine = StateMachine(chart, context: capabilities)
      super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
      fatalError("ReportsViewController is made in code")
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      title = "Reports"
      navigationItem.rightBarButtonItem = addButton
      view.addHeader(infoView)
      view.addFilling(tableView, below: infoView.bottomAnchor)
      infoView.text = "Server statistics"
      infoView.font = .preferredFont(forTextStyle: .headline)
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "report")
      capabilities.bind(addButton, \.isEnabled) { $0.canAdd }
      capabilities.bind(infoView, \.isHidden) { !$0.canSeeInfo }
      machine.start()
      tableView.dataSource = self
      tableView.delegate = self
      tableView.reloadData()
    }

    /// Switches role at run time (a sign-in, say).
    public func become(_ role: RoleID) {
      machine.send(.become(role))
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { reports.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "report", for: indexPath)
      cell.textLabel?.text = reports[indexPath.row]
      // The cell follows the role from now on, also when it changes while the cell is shown; a
      // reused cell keeps one binding.
      // SAMPLE-BEGIN (quoted by the StateKitUI documentation)
      capabilities.bind(cell) { cell, role in
        cell.accessoryType = role.rowAccessory
        cell.isUserInteractionEnabled = role.canSelectRow
      }
      // SAMPLE-END
      return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      guard capabilities.role.canSelectRow else { return }
      opened.append(reports[indexPath.row])
    }

    /// The add button's action.
    private func addReport() {
      reports.append("Report \(reports.count + 1)")
      tableView.reloadData()
    }
  }
#endif
