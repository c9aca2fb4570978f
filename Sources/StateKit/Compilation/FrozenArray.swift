/// An immutable array in one allocation that the engine reads through a pointer: no reference
/// counting and no bounds check per element (debug builds check the index). For the dispatch
/// table, read on every event.
///
/// Copying one copies the pointer. The object that made it frees it in its `deinit`, and the
/// engine holds that object for as long as it reads the copy (see `Engine.useDispatchTable`).
@usableFromInline struct FrozenArray<Element: BitwiseCopyable>: @unchecked Sendable {
  @usableFromInline let base: UnsafeMutablePointer<Element>
  @usableFromInline let count: Int

  init(_ elements: [Element]) {
    count = elements.count
    base = .allocate(capacity: Swift.max(count, 1))
    for (index, element) in elements.enumerated() { (base + index).initialize(to: element) }
  }

  var isEmpty: Bool { count == 0 }

  @inlinable subscript(index: Int) -> Element {
    assert(index >= 0 && index < count, "element \(index) of \(count)")
    return base[index]
  }

  /// Called once, by the owner's `deinit`.
  func deallocate() { base.deallocate() }
}
