extension Headless {
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
}
