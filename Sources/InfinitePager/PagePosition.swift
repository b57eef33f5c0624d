/// A position in pages, kept as a whole page plus a fraction so it stays exact however far the
/// pager travels (the StreetScroller recenter, done in integer arithmetic).
///
/// `page` is the slot at or before the position and `offset` is in `0..<1`, so a position at
/// rest is exactly a whole page with offset 0.
public struct PagePosition: Sendable, Equatable, CustomStringConvertible {
  /// The whole page (slot) at or before the position.
  public private(set) var page: Int
  /// The fraction of a page past ``page``, in `0..<1`.
  public private(set) var offset: Double

  /// The whole page `page`.
  public init(page: Int) {
    self.page = page
    offset = 0
  }

  /// The position `base + relative` pages, normalised; `relative` should be finite and small.
  public init(base: Int, relative: Double) {
    let whole = relative.rounded(.down)
    page = base + Int(whole)
    offset = relative - whole
    // rel = -1e-17 gives floor -1 and a remainder that rounds up to exactly 1.
    if offset >= 1 {
      page += 1
      offset = 0
    }
  }

  /// The position in pages measured from slot `base` (small when `base` is nearby).
  public func relative(to base: Int) -> Double {
    Double(page - base) + offset
  }

  /// The slot under the viewport centre: the nearer whole page, ties going forward.
  public var nearestPage: Int {
    offset < 0.5 ? page : page + 1
  }

  /// Moves the position by a whole number of pages (a rebase).
  mutating func shift(by pages: Int) {
    page += pages
  }

  public var description: String {
    "\(page)+\(offset)"
  }
}
