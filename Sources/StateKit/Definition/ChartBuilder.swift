/// Anything that can be written inside a chart: ``State``, ``On``, ``Entry`` and the rest.
public protocol ChartContent<S, E, C> {
  associatedtype S: Hashable & Sendable
  associatedtype E: Hashable & Sendable
  associatedtype C
  /// The element this content stands for.
  var element: ChartElement<S, E, C> { get }
}

/// The result builder in which a chart is written: states, transitions, actions and invocations.
@resultBuilder
public enum ChartBuilder<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  @inlinable
  public static func buildExpression<Content: ChartContent<S, E, C>>(_ content: Content) -> ChartElement<S, E, C> {
    content.element
  }
  @inlinable public static func buildExpression(_ elements: [ChartElement<S, E, C>]) -> ChartElement<S, E, C> {
    ChartElement(kind: .group(elements))
  }
  @inlinable public static func buildBlock(_ parts: ChartElement<S, E, C>...) -> ChartElement<S, E, C> {
    ChartElement(kind: .group(parts))
  }
  @inlinable public static func buildOptional(_ part: ChartElement<S, E, C>?) -> ChartElement<S, E, C> {
    part ?? .empty
  }
  @inlinable public static func buildEither(first part: ChartElement<S, E, C>) -> ChartElement<S, E, C> { part }
  @inlinable public static func buildEither(second part: ChartElement<S, E, C>) -> ChartElement<S, E, C> { part }
  @inlinable public static func buildArray(_ parts: [ChartElement<S, E, C>]) -> ChartElement<S, E, C> {
    ChartElement(kind: .group(parts))
  }
}

extension ChartElement: ChartContent {
  @inlinable public var element: ChartElement { self }

  /// No element: the content of a state that has nothing inside.
  @inlinable public static var empty: ChartElement { ChartElement(kind: .group([])) }

  /// Flattens groups produced by the builder into a plain list, in one array (a recursive
  /// `flatMap` made an array per level and was half of a chart's compile time).
  @inlinable var flattened: [ChartElement] {
    guard case .group(let parts) = kind else { return [self] }
    var result: [ChartElement] = []
    result.reserveCapacity(parts.count)
    Self.append(parts, to: &result)
    return result
  }

  @inlinable static func append(_ parts: [ChartElement], to result: inout [ChartElement]) {
    for part in parts {
      if case .group(let inner) = part.kind {
        append(inner, to: &result)
      } else {
        result.append(part)
      }
    }
  }
}
