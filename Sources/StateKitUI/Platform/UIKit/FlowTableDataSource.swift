#if canImport(UIKit)
  import StateKit
  import UIKit

  /// Shows a ``Flow``'s steps in a `UITableView`: the table asks for the current step's sections
  /// and rows, is reloaded after every step of the machine, and a tap on an enabled row sends
  /// the row's event: a wizard in UIKit.
  ///
  /// ```swift
  /// tableSource = FlowTableDataSource(flow: flow, tableView: tableView)  // keep it: UIKit holds it weakly
  /// flow.start()
  /// ```
  ///
  /// A text-entry row shows its text; the app types into it with ``Flow/type(_:intoRow:)``.
  @MainActor
  public final class FlowTableDataSource<S: Hashable & Sendable, E: Hashable & Sendable, C: AnyObject>: NSObject,
    UITableViewDataSource, UITableViewDelegate
  {
    /// The flow shown.
    public let flow: Flow<S, E, C>
    /// The table that shows it (held weakly, as UIKit holds its data source).
    public private(set) weak var tableView: UITableView?
    private var token: ObservationToken?

    /// The reuse identifier of the rows' cells.
    public static var cellIdentifier: String { "org.statekit.flow.row" }

    /// Makes this object the table's data source and delegate, and shows the current step.
    public init(flow: Flow<S, E, C>, tableView: UITableView) {
      self.flow = flow
      self.tableView = tableView
      super.init()
      tableView.dataSource = self
      tableView.delegate = self
      token = flow.machine.onTransition { [weak self] _ in self?.tableView?.reloadData() }
      tableView.reloadData()
    }

    isolated deinit { token?.cancel() }

    /// The current step's sections, computed from the context now.
    private var sections: [FlowSection<E, C>] {
      flow.currentStep?.sections(flow.machine.context) ?? []
    }

    public func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      let sections = sections
      return sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      let sections = sections
      return sections.indices.contains(section) ? sections[section].title : nil
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
        ?? UITableViewCell(style: .subtitle, reuseIdentifier: Self.cellIdentifier)
      let sections = sections
      guard sections.indices.contains(indexPath.section),
        sections[indexPath.section].rows.indices.contains(indexPath.row)
      else { return cell }
      let row = sections[indexPath.section].rows[indexPath.row]
      cell.textLabel?.text = row.text
      cell.detailTextLabel?.text = row.detail
      cell.accessoryType = row.accessory.tableViewAccessory
      cell.isUserInteractionEnabled = row.isEnabled
      return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      flow.select(section: indexPath.section, row: indexPath.row)
    }
  }

  extension FlowRowAccessory {
    /// The table-view cell's accessory for a flow row's.
    fileprivate var tableViewAccessory: UITableViewCell.AccessoryType {
      switch self {
      case .none: .none
      case .disclosureIndicator: .disclosureIndicator
      case .detailDisclosureButton: .detailDisclosureButton
      case .checkmark: .checkmark
      case .detailButton: .detailButton
      }
    }
  }
#endif
