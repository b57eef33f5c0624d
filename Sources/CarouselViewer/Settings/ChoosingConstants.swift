/// Tuning of what the frame shows: the filters by date, the state kept across restarts.
package enum ChoosingConstants {
  /// `--on-this-day`'s accepted days either side of today: up to half a year, where every day
  /// of the year is within reach of today.
  static let onThisDayRange = 0...183
  /// The longest the frame trusts a deadline worked out from the time of day, in s.
  ///
  /// The clock may be set or corrected meanwhile (a board without a battery-backed clock learns the time
  /// from the network after it boots), so filters that move with time look again at least
  /// this often. One wake-up an hour, only while such a filter is set.
  static let wallClockRecheck = 3_600.0
  /// The state file and the picture index's cache are written at most this often while
  /// something changes, in s (and at exit): a power cut loses at most this much of either.
  static let stateWriteInterval = 60.0
  /// While the folder scan and the index deliver pictures, what the frame shows is worked out
  /// again at most this often, in s: a 20,000-picture frame's 80 batches cost a few passes over
  /// its list, not 80, and a picture still joins within a second of being dated.
  static let reselectionInterval = 1.0
}
