/// Which way the slideshow moves the content (GBInfiniteScrollView's four directions).
///
/// Content moving right-to-left or bottom-to-top shows the next page; the other two show the
/// previous page. The orientation of the pager decides which axis is drawn.
public enum AutoScrollDirection: Sendable, Equatable, CaseIterable {
  /// Content moves left: next page.
  case rightToLeft
  /// Content moves right: previous page.
  case leftToRight
  /// Content moves up: next page.
  case bottomToTop
  /// Content moves down: previous page.
  case topToBottom

  /// The step in pages: +1 for next, −1 for previous.
  public var step: Int {
    switch self {
    case .rightToLeft, .bottomToTop: 1
    case .leftToRight, .topToBottom: -1
    }
  }
}
