import StateKitUI

// A headless list shows a StateKitUI flow: `Flow(machine:steps:list: Headless.ListView(name: "steps"))`.

extension Headless.ListView: FlowList {
  /// Shows a flow step's sections: a data source of them replaces the list's, and the list
  /// reloads. Returns the data source, which the list holds weakly and the flow keeps.
  public func showFlowSections<E, C>(_ sections: [FlowSection<E, C>]) -> AnyObject? {
    let source = FlowSectionsSource(sections)
    dataSource = source
    delegate = source
    reloadData()
    return source
  }

  /// A person's tap on the row (``tapRow(at:)``).
  public func tapFlowRow(section: Int, row: Int) -> Bool {
    tapRow(at: Headless.RowIndex(section: section, row: row))
  }
}

/// What a headless list shows of a flow step: the rows' texts, accessories and whether they take
/// taps (their events stay with the flow, which sends them on `select(section:row:)`).
@MainActor
private final class FlowSectionsSource: Headless.ListDataSource, Headless.ListDelegate {
  struct Row {
    var id: String
    var text: String
    var detail: String?
    var accessory: Headless.ListCell.AccessoryType
    var isEnabled: Bool
  }
  let sections: [(title: String?, rows: [Row])]

  init<E, C>(_ sections: [FlowSection<E, C>]) {
    self.sections = sections.map { section in
      let rows = section.rows.map {
        Row(id: $0.id, text: $0.text, detail: $0.detail, accessory: $0.accessory.cellAccessory, isEnabled: $0.isEnabled)
      }
      return (section.title, rows)
    }
  }

  func numberOfSections(in list: Headless.ListView) -> Int { sections.count }
  func list(_ list: Headless.ListView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
  func list(_ list: Headless.ListView, titleForSection section: Int) -> String? { sections[section].title }
  func list(_ list: Headless.ListView, configure cell: Headless.ListCell, at index: Headless.RowIndex) {
    let row = sections[index.section].rows[index.row]
    cell.name = row.id
    cell.textLabel?.text = row.text
    cell.detailTextLabel?.text = row.detail
    cell.accessoryType = row.accessory
    cell.isUserInteractionEnabled = row.isEnabled
  }
  func list(_ list: Headless.ListView, didSelectRowAt index: Headless.RowIndex) {}
}

extension FlowRowAccessory {
  /// The headless cell's accessory for a flow row's.
  fileprivate var cellAccessory: Headless.ListCell.AccessoryType {
    switch self {
    case .none: .none
    case .disclosureIndicator: .disclosureIndicator
    case .detailDisclosureButton: .detailDisclosureButton
    case .checkmark: .checkmark
    case .detailButton: .detailButton
    }
  }
}
