import SystemKit

/// The clock (`--clock`): the wall time written in a strftime format, in the locale's words,
/// and when that text next changes (the minute, or the second for a format with seconds).
///
/// Main thread only (it holds the locale).
struct ClockFace {
  let time: TimeWriter
  /// The format: `--clock`'s, else the locale's time of day without seconds.
  let format: String
  /// Seconds east of UTC, or nil for local time.
  let utcOffset: Int?

  /// - Parameter format: `--clock`'s format; empty for the locale's time of day.
  init(format: String, localeName: String?, utcOffset: Int?) {
    time = TimeWriter(localeName: localeName)
    self.format = format.isEmpty ? time.timeOfDayFormat : format
    self.utcOffset = utcOffset
  }

  /// The clock's text at the wall time `wall` (s from the epoch).
  func text(atWall wall: Double) -> String {
    time.write(format, wall: wall, utcOffset: utcOffset)
  }

  /// The wall time at which the text next changes after `wall`: the next whole minute, or the
  /// next whole second when the format shows seconds (time zones are whole minutes from UTC).
  func nextChange(afterWall wall: Double) -> Double {
    let step = TimeWriter.showsSeconds(format) ? 1.0 : 60.0
    return ((wall / step).rounded(.down) + 1) * step
  }
}
