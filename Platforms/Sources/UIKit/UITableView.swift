import Foundation

// https://developer.apple.com/documentation/uikit/uiscrollview
// apple: @MainActor class UIScrollView
@MainActor open class UIScrollView: UIView {}

// https://developer.apple.com/documentation/uikit/uitableview
// apple: @MainActor class UITableView
@MainActor open class UITableView: UIScrollView {
  // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
  // apple: enum Style
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  // https://developer.apple.com/documentation/uikit/uitableview/style-swift.property
  // apple: var style: UITableView.Style { get }
  open private(set) var style: UITableView.Style = .plain
  // https://developer.apple.com/documentation/uikit/uitableview/datasource
  // apple: weak var dataSource: (any UITableViewDataSource)? { get set }
  open weak var dataSource: (any UITableViewDataSource)?
  // https://developer.apple.com/documentation/uikit/uitableview/delegate
  // apple: weak var delegate: (any UITableViewDelegate)? { get set }
  open weak var delegate: (any UITableViewDelegate)?

  private var registered: [String: UITableViewCell.Type] = [:]
  /// The cells shown since the last reload, by section and row: a table of any height shows
  /// every row here (there is no screen to scroll).
  private var shown: [[UITableViewCell]] = []
  /// Cells that left the table, by reuse identifier.
  private var reusable: [String: [UITableViewCell]] = [:]

  // https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
  // apple: init(frame: CGRect, style: UITableView.Style)
  public init(frame: CGRect, style: UITableView.Style) {
    self.style = style
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
  // apple: func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registered[identifier] = cellClass as? UITableViewCell.Type
  }

  // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)
  // apple: func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell?
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = reusable[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = registered[identifier] else { return nil }
    // UIKit makes a registered class's cell by message, running a subclass's own
    // `init(style:reuseIdentifier:)`; Swift calls only a `required` initialiser through a
    // metatype, and UIKit's is not required. The shim makes cells of UITableViewCell itself and
    // says so for a subclass: make those cells in the data source.
    guard cellClass == UITableViewCell.self else {
      fatalError(
        "the shim makes registered cells of class UITableViewCell only, not \(cellClass): Swift cannot call "
          + "\(cellClass)'s init(style:reuseIdentifier:) through its metatype as UIKit does; make the cell in the data source"
      )
    }
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  // UIKit raises an exception for an identifier nothing was registered for; so does this.
  // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  // apple: func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      fatalError("unable to dequeue a cell with identifier \(identifier): register a class for it first")
    }
    return cell
  }

  // Asks the data source for every section and row again.
  // https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
  // apple: func reloadData()
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
  // apple: var numberOfSections: Int { get }
  open var numberOfSections: Int { shown.count }

  // https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
  // apple: func numberOfRows(inSection section: Int) -> Int
  open func numberOfRows(inSection section: Int) -> Int {
    shown.indices.contains(section) ? shown[section].count : 0
  }

  // https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)
  // apple: func cellForRow(at indexPath: IndexPath) -> UITableViewCell?
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    guard shown.indices.contains(indexPath.section), shown[indexPath.section].indices.contains(indexPath.row)
    else { return nil }
    return shown[indexPath.section][indexPath.row]
  }

  // https://developer.apple.com/documentation/uikit/uitableview/visiblecells
  // apple: var visibleCells: [UITableViewCell] { get }
  open var visibleCells: [UITableViewCell] { Array(shown.joined()) }
}

// Objective-C's `optional` requirements (`@objc optional func`) need the Objective-C runtime,
// which Linux lacks. The nearest form: a requirement with a default implementation. A conformer
// may leave it out and its own method is called through the protocol, as on iOS; what differs is
// the caller's side — iOS code asks `dataSource?.numberOfSections?(in: tableView)`, which does not
// compile here, and a plain call compiles here but not on iOS. Only UITableView (the shim) calls
// these methods; .ci/check_shim.py fails on a call to one of them outside Platforms/Sources.
// https://developer.apple.com/documentation/uikit/uitableviewdatasource
// apple: @MainActor protocol UITableViewDataSource : NSObjectProtocol
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  // apple: func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  // apple: func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
  // apple: optional func numberOfSections(in tableView: UITableView) -> Int
  func numberOfSections(in tableView: UITableView) -> Int
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
  // apple: optional func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
// apple: @MainActor protocol UIScrollViewDelegate : NSObjectProtocol
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}

// https://developer.apple.com/documentation/uikit/uitableviewdelegate
// apple: @MainActor protocol UITableViewDelegate : UIScrollViewDelegate
@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
  // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

// https://developer.apple.com/documentation/uikit/uitableviewcell
// apple: @MainActor class UITableViewCell
@MainActor open class UITableViewCell: UIView {
  // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
  // apple: enum CellStyle
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum
  // apple: enum AccessoryType
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier
  open private(set) var reuseIdentifier: String?
  // https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
  open private(set) var textLabel: UILabel?
  // https://developer.apple.com/documentation/uikit/uitableviewcell/detailtextlabel
  // apple: var detailTextLabel: UILabel? { get }
  open private(set) var detailTextLabel: UILabel?
  // https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property
  // apple: var accessoryType: UITableViewCell.AccessoryType { get set }
  open var accessoryType: UITableViewCell.AccessoryType = .none
  // https://developer.apple.com/documentation/uikit/uitableviewcell/isselected
  // apple: var isSelected: Bool { get set }
  open var isSelected: Bool = false

  // The designated initialiser, as in UIKit: a subclass writes `override init(style:reuseIdentifier:)`.
  // https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  // apple: init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    self.textLabel = UILabel(frame: .zero)
    self.detailTextLabel = style == .default ? nil : UILabel(frame: .zero)
    super.init(frame: .zero)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/setselected(_:animated:)
  // apple: func setSelected(_ selected: Bool, animated: Bool)
  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
  // apple: func prepareForReuse()
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
  // apple: init(row: Int, section: Int)
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }
  // https://developer.apple.com/documentation/foundation/indexpath/section-8h7wo
  // apple: var section: Int { get set }
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  // https://developer.apple.com/documentation/foundation/indexpath/row
  // apple: var row: Int { get set }
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
