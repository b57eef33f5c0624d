import Localization
import SystemKit
import WallFeeds

/// The weather's lines: now (an icon and the temperature), today's high and low, the next days
/// by their weekday's short name; and, when the reading is old (the network went), its age.
///
/// The icons are symbols of the shipped DejaVu Sans (its licence: Assets/Fonts/LICENSE), one for
/// each group of WMO's weather codes. Main thread only (it holds the locale).
struct WeatherCard {
  let time: TimeWriter

  init(localeName: String?) {
    time = TimeWriter(localeName: localeName)
  }

  /// The icon of WMO weather code `code`: clear, clouds, fog, rain (drizzle, showers), snow,
  /// thunder; and wind (18, squalls: Home Assistant's `windy`).
  static func icon(_ code: Int) -> String {
    switch code {
    case 0, 1: "☀"
    case 2, 3: "☁"
    case 18: "≈"
    case 45, 48: "≡"
    case 51...67, 80...82: "☂"
    case 71...77, 85, 86: "❄"
    case 95...99: "⚡"
    default: "?"
    }
  }

  /// The lines of `reading` at the wall time `wall`; none before a first report.
  func lines(_ reading: WeatherFeed.Reading?, atWall wall: Double) -> [String] {
    guard let reading, let report = reading.report else { return [] }
    var now = Self.icon(report.code) + " " + Self.degrees(report.temperature)
    if let fetched = reading.fetchedAt, wall - fetched > WallConstants.weatherStaleSeconds {
      now += "  (" + Self.age(wall - fetched) + ")"
    }
    var lines = [now]
    if let today = report.days.first {
      lines.append("↑" + Self.degrees(today.high) + "  ↓" + Self.degrees(today.low))
    }
    for day in report.days.dropFirst() {
      lines.append(
        weekday(day.date) + "  " + Self.icon(day.code) + " " + Self.degrees(day.high) + " / "
          + Self.degrees(day.low))
    }
    return lines
  }

  /// A temperature rounded to the degree, with the degree sign (the unit is the option's).
  static func degrees(_ value: Double) -> String {
    let whole = Int(value.rounded())
    return (whole == 0 ? "0" : String(whole)) + "°"
  }

  /// An age in minutes under two hours, else in hours.
  static func age(_ seconds: Double) -> String {
    let minutes = Int(seconds / 60)
    return minutes < 120
      ? localized("%s min ago", String(minutes)) : localized("%s h ago", String(minutes / 60))
  }

  /// The weekday's short name of a `YYYY-MM-DD` date, in the locale's words.
  private func weekday(_ date: String) -> String {
    let parts = date.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, CivilTime.exists(year: parts[0], month: parts[1], day: parts[2])
    else { return date }
    return time.write("%a", TimeWriter.Moment(year: parts[0], month: parts[1], day: parts[2]))
  }
}
