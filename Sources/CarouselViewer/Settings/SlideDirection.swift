import InfinitePager

/// Which way the slideshow goes (`--direction`).
package enum SlideDirection: String, CaseIterable, Sendable {
  case next
  case previous

  /// The pager's auto-scroll direction for a carousel along `orientation`.
  func autoScrollDirection(for orientation: Orientation) -> AutoScrollDirection {
    switch (self, orientation) {
    case (.next, .horizontal): .rightToLeft
    case (.previous, .horizontal): .leftToRight
    case (.next, .vertical): .bottomToTop
    case (.previous, .vertical): .topToBottom
    }
  }
}
