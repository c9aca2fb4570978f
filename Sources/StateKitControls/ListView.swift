extension Headless {
  /// A headless single-column list (a `UITableView`): sections of cells from a data source,
  /// selection through a delegate, both swappable at run time.
  @MainActor
  public final class ListView: View {
    /// Gives the list its sections and cells on ``reloadData()``; held weakly, as in UIKit.
    public weak var dataSource: ListDataSource?
    /// Told of taps on rows; held weakly, as in UIKit.
    public weak var delegate: ListDelegate?
    /// The sections as of the last ``reloadData()``: a title and configured cells.
    public private(set) var sections: [(title: String?, cells: [ListCell])] = []
    /// How many times the list was reloaded.
    public private(set) var reloadCount = 0

    public override init(name: String = "list") { super.init(name: name) }

    /// Cells that the last reload did not need, kept for the next one.
    private var reusableCells: [ListCell] = []
    /// How many cells the list has made: reloads reuse cells, as `dequeueReusableCell` does, so
    /// this stays at the most rows ever shown at once.
    public private(set) var madeCellCount = 0

    /// Asks the data source for everything again. Cells are reused, as a `UITableView` reuses
    /// them: a cell configured for one row may show another row after the next reload, so a data
    /// source sets everything a cell shows and replaces whatever it bound to it before.
    public func reloadData() {
      reloadCount += 1
      // Visible cells first, in order, so that a row usually gets its cell back.
      var pool = Array((sections.flatMap(\.cells) + reusableCells).reversed())
      sections = []
      if let dataSource {
        // Counts come from app code; a negative one shows nothing instead of trapping.
        for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
          var cells: [ListCell] = []
          for row in 0..<max(0, dataSource.list(self, numberOfRowsInSection: section)) {
            let cell = pool.popLast() ?? makeCell()
            dataSource.list(self, configure: cell, at: RowIndex(section: section, row: row))
            cells.append(cell)
          }
          sections.append((dataSource.list(self, titleForSection: section), cells))
        }
      }
      reusableCells = pool.reversed()
    }

    private func makeCell() -> ListCell {
      madeCellCount += 1
      return ListCell()
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

    /// A person's tap on a row: reaches the delegate (`list(_:didSelectRowAt:)`) only if the list
    /// and the cell receive touches. Returns whether it did. Named like the other controls' `tap()`:
    /// UIKit's `selectRow(at:animated:scrollPosition:)` selects in code and tells no delegate.
    @discardableResult
    public func tapRow(at index: RowIndex) -> Bool {
      guard receivesTouches, let cell = cell(at: index), cell.receivesTouches else { return false }
      delegate?.list(self, didSelectRowAt: index)
      return true
    }
  }
}
