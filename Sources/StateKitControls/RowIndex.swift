extension Headless {
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
}
