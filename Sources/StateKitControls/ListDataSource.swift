extension Headless {
  /// Provides the content of a ``ListView``, like `UITableViewDataSource`.
  @MainActor
  public protocol ListDataSource: AnyObject {
    /// How many sections the list has.
    func numberOfSections(in list: ListView) -> Int
    /// How many rows `section` has.
    func list(_ list: ListView, numberOfRowsInSection section: Int) -> Int
    /// The title above `section`; nil for none.
    func list(_ list: ListView, titleForSection section: Int) -> String?
    /// Sets up `cell`, reused from another row or new, to show the row at `index`.
    func list(_ list: ListView, configure cell: ListCell, at index: RowIndex)
  }

  /// Reacts to selection in a ``ListView``, like `UITableViewDelegate`.
  @MainActor
  public protocol ListDelegate: AnyObject {
    /// The row at `index` was tapped.
    func list(_ list: ListView, didSelectRowAt index: RowIndex)
  }
}
