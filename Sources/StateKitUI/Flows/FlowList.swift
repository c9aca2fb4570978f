/// A list that shows a ``Flow``'s current step: StateKitControls' `Headless.ListView`, or a list
/// of the app's own. In UIKit a `FlowTableDataSource` shows a flow in a `UITableView` instead,
/// and a SwiftUI view reads ``Flow/currentStep``; neither needs a `FlowList`.
@MainActor
public protocol FlowList: AnyObject {
  /// Shows `sections` in place of what the list showed before: the current step's, computed
  /// from the context now, whenever the step or its content changes; empty where the state has
  /// no step.
  ///
  /// - Returns: what the list holds weakly, as UIKit holds a data source (the headless list's
  ///   data source of these sections): the flow keeps it while it lives, so that a released
  ///   flow's rows go with it. `nil` when the list keeps what it needs itself.
  func showFlowSections<E, C>(_ sections: [FlowSection<E, C>]) -> AnyObject?
  /// A person's tap on the row at `row` of `section`, made by ``Flow/select(section:row:)``
  /// before it sends the row's event: whether the tap reached the row (a hidden list or row
  /// takes none).
  func tapFlowRow(section: Int, row: Int) -> Bool
}
