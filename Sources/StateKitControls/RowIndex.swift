extension Headless {
  /// A row's position in a list.
  public struct RowIndex: Hashable, Sendable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The row within its section, from 0.
    public var row: Int
    /// The position of `row` in `section`.
    public init(section: Int, row: Int) {
      self.section = section
      self.row = row
    }
    /// `section.row`, such as `0.2`.
    public var description: String { "\(section).\(row)" }
  }
}
