/// Which page dots show and how large, as iOS's page control collapses many pages: at most
/// ``DisplayConstants/maximumVisibleDots``, a window round the current page, the dots at an end
/// that has more pages beyond it shrinking (medium, then small) to say "there is more".
///
/// Pure: the painter places the dots; tests check the windows.
enum PageDots {
  /// One dot to draw.
  struct Dot: Equatable {
    /// The page it stands for.
    let page: Int
    /// Its size as a fraction of a full dot.
    let scale: Double
    let isCurrent: Bool
  }

  /// The scales of the last and next-to-last dot at an end with more pages beyond it.
  static let endScales = (outer: 0.4, inner: 0.7)

  /// The dots for `count` pages with `current` shown, left to right.
  static func dots(count: Int, current: Int, maximum: Int = DisplayConstants.maximumVisibleDots)
    -> [Dot]
  {
    guard count > 0, maximum > 0 else { return [] }
    let current = min(max(current, 0), count - 1)
    let visible = min(count, maximum)
    let start = min(max(current - visible / 2, 0), count - visible)
    let hiddenBefore = start > 0
    let hiddenAfter = start + visible < count
    return (0..<visible).map { slot in
      let page = start + slot
      var scale = 1.0
      if hiddenBefore, slot < 2 { scale = slot == 0 ? endScales.outer : endScales.inner }
      if hiddenAfter, slot >= visible - 2 {
        scale = slot == visible - 1 ? endScales.outer : endScales.inner
      }
      return Dot(page: page, scale: page == current ? 1 : scale, isCurrent: page == current)
    }
  }
}
