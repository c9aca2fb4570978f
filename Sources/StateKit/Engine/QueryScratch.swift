/// What `Engine.wouldAccept` selects with, apart from the step's own lists, so that a query from
/// inside a step (`can` in an action) leaves the step's selection alone.
struct QueryScratch {
  /// The list the outermost query selects into (nested ones use a list of their own).
  var enabled: [Int] = []
  /// The bit set it marks its selection in (see `Engine.selected`).
  var selected: StateSet
  /// How many queries are evaluating guards now: a guard may ask `can` itself.
  var depth = 0
}
