/// Per-notch paging (docs/physics.md §8a): each whole unit of wheel notches is one page step.
///
/// Fractions (value120 eighths) add up; a change of direction starts again from zero, as SDL
/// does. The pager's lead cap drops the steps of a fast spin.
package struct NotchPaging {
  private var accumulated = 0.0

  /// Adds `value` (notches, positive = advance).
  /// - Returns: the page steps to take, one per whole notch (signed).
  mutating func add(_ value: Double) -> Int {
    if accumulated * value < 0 { accumulated = 0 }
    accumulated += value
    let whole = accumulated.rounded(.towardZero)
    accumulated -= whole
    return Int(whole)
  }
}
