/// Why a feed (a calendar, the weather) gave nothing to show: no whole answer, or one that could
/// not be read; the reason in words, for a line on standard error.
package struct FeedFailure: Error, Equatable {
  package var reason: String

  package init(reason: String) {
    self.reason = reason
  }
}
