/// The name of the signal being processed, for descriptor transitions (documents only): each
/// selection marks it stale (a store, not a release), and the first descriptor it meets fills
/// it in (see `Engine.matchesDescriptor(of:)`).
struct DescriptorName {
  var name: String?
  /// Whether `name` is the current signal's.
  var isCurrent = false
}
