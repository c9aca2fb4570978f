import Foundation

// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {}

// https://developer.apple.com/documentation/uikit/uitableview
@MainActor open class UITableView: UIScrollView {
  // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  // https://developer.apple.com/documentation/uikit/uitableview/style-swift.property
  open private(set) var style: UITableView.Style = .plain
  // https://developer.apple.com/documentation/uikit/uitableview/datasource
  open weak var dataSource: (any UITableViewDataSource)?
  // https://developer.apple.com/documentation/uikit/uitableview/delegate
  open weak var delegate: (any UITableViewDelegate)?

  private var registered: [String: UITableViewCell.Type] = [:]
  /// The cells shown since the last reload, by section and row: a table of any height shows
  /// every row here (there is no screen to scroll).
  private var shown: [[UITableViewCell]] = []
  /// Cells that left the table, by reuse identifier.
  private var reusable: [String: [UITableViewCell]] = [:]

  // https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
  public init(frame: CGRect, style: UITableView.Style) {
    self.style = style
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-8wfwd
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registered[identifier] = cellClass as? UITableViewCell.Type
  }

  // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = reusable[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    return registered[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
  }

  // UIKit raises an exception for an identifier nothing was registered for; so does this.
  // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      fatalError("unable to dequeue a cell with identifier \(identifier): register a class for it first")
    }
    return cell
  }

  // Asks the data source for every section and row again.
  // https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
  open func reloadData() {
    for cell in shown.joined() {
      if let identifier = cell.reuseIdentifier { reusable[identifier, default: []].append(cell) }
    }
    shown = []
    guard let dataSource else { return }
    let sections = dataSource.numberOfSections(in: self)
    for section in 0..<max(sections, 0) {
      let rows = dataSource.tableView(self, numberOfRowsInSection: section)
      shown.append(
        (0..<max(rows, 0)).map { dataSource.tableView(self, cellForRowAt: IndexPath(row: $0, section: section)) })
    }
  }

  // https://developer.apple.com/documentation/uikit/uitableview/numberofsections
  open var numberOfSections: Int { shown.count }

  // https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
  open func numberOfRows(inSection section: Int) -> Int {
    shown.indices.contains(section) ? shown[section].count : 0
  }

  // https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    guard shown.indices.contains(indexPath.section), shown[indexPath.section].indices.contains(indexPath.row)
    else { return nil }
    return shown[indexPath.section][indexPath.row]
  }

  // https://developer.apple.com/documentation/uikit/uitableview/visiblecells
  open var visibleCells: [UITableViewCell] { Array(shown.joined()) }
}

// Objective-C's optional requirements have no Swift form on Linux: the optional methods used
// here are requirements with default implementations, which a conformer's methods satisfy alike.
// https://developer.apple.com/documentation/uikit/uitableviewdatasource
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
  func numberOfSections(in tableView: UITableView) -> Int
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

// https://developer.apple.com/documentation/uikit/uitableviewdelegate
@MainActor public protocol UITableViewDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor open class UITableViewCell: UIView {
  // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier
  open private(set) var reuseIdentifier: String?
  // https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
  open private(set) var textLabel: UILabel?
  // https://developer.apple.com/documentation/uikit/uitableviewcell/detailtextlabel
  open private(set) var detailTextLabel: UILabel?
  // https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property
  open var accessoryType: UITableViewCell.AccessoryType = .none
  // https://developer.apple.com/documentation/uikit/uitableviewcell/isselected
  open var isSelected: Bool = false

  // `required` here (not in the SDK): the table view makes registered cells through this
  // initialiser, as UIKit does by message; a cell class without it cannot be registered.
  // https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    self.textLabel = UILabel(frame: .zero)
    self.detailTextLabel = style == .default ? nil : UILabel(frame: .zero)
    super.init(frame: .zero)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/setselected(_:animated:)
  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
  open func prepareForReuse() {}

  // The cell's subview that holds its content, made on first use.
  // https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
  // apple: var contentView: UIView { get }
  open var contentView: UIView { ownContentView }
  private lazy var ownContentView: UIView = {
    let view = UIView(frame: .zero)
    addSubview(view)
    return view
  }()
}

// UIKit's additions to Foundation's IndexPath.
// https://developer.apple.com/documentation/foundation/indexpath/row
extension IndexPath {
  // https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }
  // https://developer.apple.com/documentation/foundation/indexpath/section
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  // https://developer.apple.com/documentation/foundation/indexpath/row
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
