/// A row's position in a list.
public struct RowIndex: Hashable, Sendable, CustomStringConvertible {
  public var section: Int
  public var row: Int
  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }
  public var description: String { "\(section).\(row)" }
}

/// What a cell shows at its trailing edge.
public enum Accessory: String, Hashable, Sendable {
  case none, disclosureIndicator, checkmark, detailButton
}

/// A headless table-view cell.
@MainActor
public final class ListCell: View {
  public var text = ""
  public var detailText: String?
  public var accessory: Accessory = .none

  public init() { super.init(name: "cell") }

  public override var properties: [(String, String)] {
    var result = [("text", "\"\(text)\"")]
    if let detailText { result.append(("detail", "\"\(detailText)\"")) }
    if accessory != .none { result.append(("accessory", accessory.rawValue)) }
    return result + super.properties
  }
}

/// Provides the content of a ``ListView``, like `UITableViewDataSource`.
@MainActor
public protocol ListDataSource: AnyObject {
  func numberOfSections(in list: ListView) -> Int
  func list(_ list: ListView, numberOfRowsInSection section: Int) -> Int
  func list(_ list: ListView, titleForSection section: Int) -> String?
  func list(_ list: ListView, configure cell: ListCell, at index: RowIndex)
}

/// Reacts to selection in a ``ListView``, like `UITableViewDelegate`.
@MainActor
public protocol ListDelegate: AnyObject {
  func list(_ list: ListView, didSelectRowAt index: RowIndex)
}

/// A headless single-column list (a `UITableView`): sections of cells from a data source,
/// selection through a delegate, both swappable at run time.
@MainActor
public final class ListView: View {
  public weak var dataSource: ListDataSource?
  public weak var delegate: ListDelegate?
  /// The sections as of the last ``reloadData()``: a title and configured cells.
  public private(set) var sections: [(title: String?, cells: [ListCell])] = []
  /// How many times the list was reloaded.
  public private(set) var reloadCount = 0

  public override init(name: String = "list") { super.init(name: name) }

  /// Asks the data source for everything again and configures new cells.
  public func reloadData() {
    reloadCount += 1
    guard let dataSource else {
      sections = []
      return
    }
    sections = (0..<dataSource.numberOfSections(in: self)).map { section in
      let cells = (0..<dataSource.list(self, numberOfRowsInSection: section)).map { row -> ListCell in
        let cell = ListCell()
        dataSource.list(self, configure: cell, at: RowIndex(section: section, row: row))
        return cell
      }
      return (dataSource.list(self, titleForSection: section), cells)
    }
  }

  /// The cell at an index, if the list shows one there.
  public func cell(at index: RowIndex) -> ListCell? {
    guard sections.indices.contains(index.section), sections[index.section].cells.indices.contains(index.row) else {
      return nil
    }
    return sections[index.section].cells[index.row]
  }

  /// Every index, in order.
  public var rowIndices: [RowIndex] {
    sections.enumerated().flatMap { section, content in
      content.cells.indices.map { RowIndex(section: section, row: $0) }
    }
  }

  /// A tap on a row: reaches the delegate only if the list and the cell receive touches.
  @discardableResult
  public func selectRow(at index: RowIndex) -> Bool {
    guard receivesTouches, let cell = cell(at: index), cell.receivesTouches else { return false }
    delegate?.list(self, didSelectRowAt: index)
    return true
  }
}
