import Foundation

/// `2s`, `1.5s`, `500ms` (CSS2 time values, SCXML 6.2).
package func parseDuration(_ text: String) -> Duration? {
  let trimmed = text.trimmingCharacters(in: .whitespaces)
  let (number, scale): (Substring, Double)
  if trimmed.hasSuffix("ms") {
    (number, scale) = (trimmed.dropLast(2), 0.001)
  } else if trimmed.hasSuffix("s") {
    (number, scale) = (trimmed.dropLast(), 1)
  } else {
    return nil
  }
  guard let value = Double(number), value >= 0, value.isFinite, value < 1e9 else { return nil }
  return .milliseconds(Int((value * scale * 1000).rounded()))
}
