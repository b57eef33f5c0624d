/// Why a feed (a calendar, the weather) gave nothing to show: no whole answer, or one that could
/// not be read; the reason in words, for a line on standard error.
struct FeedFailure: Error, Equatable {
  var reason: String
}
