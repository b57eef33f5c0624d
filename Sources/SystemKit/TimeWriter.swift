#if canImport(Glibc)
  import Glibc
#endif

/// Dates and times written as a locale writes them, with the C library's own locales
/// (`strftime_l`, `nl_langinfo_l`): month and day names, the order of a date, a 12- or 24-hour
/// clock, without ICU.
///
/// One locale's time category, opened once (`newlocale`); main thread or one owner at a time.
package final class TimeWriter {
  /// A date and time of day as a calendar shows it, without a time zone (what Exif writes).
  package struct Moment: Equatable, Sendable {
    package var year: Int
    /// 1 to 12.
    package var month: Int
    package var day: Int
    package var hour = 0
    package var minute = 0
    package var second = 0

    package init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
      self.year = year
      self.month = month
      self.day = day
      self.hour = hour
      self.minute = minute
      self.second = second
    }
  }

  /// The C library's locale, or nil for its C locale.
  private let locale: locale_t?

  /// - Parameter localeName: a locale such as `de_DE.UTF-8`; nil takes the environment's, as
  ///   the C library does (`LC_ALL`, `LC_TIME`, `LANG`). A locale that is not installed gives
  ///   the C locale's English.
  package init(localeName: String? = nil) {
    locale = newlocale(LC_TIME_MASK, localeName ?? "", nil)
  }

  deinit {
    if let locale { freelocale(locale) }
  }

  /// The locale's time of day without seconds: `%H:%M` in most, `%-I:%M %p` (2:05 PM) where
  /// the locale uses a 12-hour clock (its `T_FMT` with the seconds taken out).
  package var timeOfDayFormat: String {
    var format = information(T_FMT)
    // `%r` is the 12-hour time (T_FMT_AMPM), `%T` and `%X` the 24-hour one.
    if format.contains("%r") {
      format = format.replacing("%r", with: information(T_FMT_AMPM))
    }
    format = format.replacing("%T", with: "%H:%M:%S").replacing("%X", with: "%H:%M:%S")
    let trimmed = Self.withoutSeconds(format).replacing("%I", with: "%-I")
      .trimmingSpaces
    return trimmed.isEmpty ? "%H:%M" : trimmed
  }

  /// The locale's long date: its short date's order with the month's name.
  ///
  /// The order of `D_FMT`, the day unpadded: "May 12, 2024", "12. Mai 2024", "12 mai 2024";
  /// the short date with its numbers unpadded where it is not written with Latin letters
  /// ("2024年5月12日").
  package var longDateFormat: String {
    let short = information(D_FMT)
    guard short.unicodeScalars.allSatisfy(\.isASCII) else {
      return short.replacing("%m", with: "%-m").replacing("%d", with: "%-d")
        .replacing("%e", with: "%-d")
    }
    let day = short.firstRange(of: "%d") ?? short.firstRange(of: "%e")
    let month = short.firstRange(of: "%m") ?? short.firstRange(of: "%b")
    guard let day, let month else { return "%-d %B %Y" }
    if month.lowerBound < day.lowerBound { return "%B %-d, %Y" }
    // After the day: Germans, Poles and Czechs write a full stop.
    let afterDay = short[day.upperBound...].first
    return afterDay == "." ? "%-d. %B %Y" : "%-d %B %Y"
  }

  /// `moment` written with `format` (strftime's fields, in this locale).
  package func write(_ format: String, _ moment: Moment) -> String {
    var fields = tm()
    fields.tm_year = Int32(clamping: moment.year - 1900)
    fields.tm_mon = Int32(clamping: moment.month - 1)
    fields.tm_mday = Int32(clamping: moment.day)
    fields.tm_hour = Int32(clamping: moment.hour)
    fields.tm_min = Int32(clamping: moment.minute)
    fields.tm_sec = Int32(clamping: moment.second)
    // timegm fills in the weekday and the day of the year (in UTC: no daylight saving moves
    // the fields).
    var seconds = timegm(&fields)
    gmtime_r(&seconds, &fields)
    return write(format, fields)
  }

  /// The wall time `wall` (s from the epoch) written with `format`, in local time (the `TZ`
  /// environment variable, else the system's zone), or `utcOffset` seconds east of UTC.
  package func write(_ format: String, wall: Double, utcOffset: Int? = nil) -> String {
    var fields = tm()
    if let utcOffset {
      var seconds = time_t(wall.rounded(.down)) + time_t(utcOffset)
      gmtime_r(&seconds, &fields)
    } else {
      var seconds = time_t(wall.rounded(.down))
      localtime_r(&seconds, &fields)
    }
    return write(format, fields)
  }

  /// Whether `format` shows seconds (a clock with it changes every second, not every minute).
  package static func showsSeconds(_ format: String) -> Bool {
    ["%S", "%T", "%r", "%X", "%c", "%s", "%+", "%-S", "%OS"].contains { format.contains($0) }
  }

  /// `format` with its seconds taken out, with the separator before them (`%H:%M:%S`), else the
  /// letters after them (`%H時%M分%S秒`).
  static func withoutSeconds(_ format: String) -> String {
    var result = format
    while let range = result.firstRange(of: "%S") {
      var start = range.lowerBound
      if start > result.startIndex, ":. ".contains(result[result.index(before: start)]) {
        start = result.index(before: start)
      }
      var end = range.upperBound
      while end < result.endIndex, result[end] != "%", result[end] != " " {
        end = result.index(after: end)
      }
      result.removeSubrange(start..<end)
    }
    return result
  }

  private func write(_ format: String, _ fields: tm) -> String {
    guard !format.isEmpty else { return "" }
    var fields = fields
    var buffer = [CChar](repeating: 0, count: 256)
    let count: Int
    if let locale {
      count = strftime_l(&buffer, buffer.count, format, &fields, locale)
    } else {
      count = strftime(&buffer, buffer.count, format, &fields)
    }
    // 0 is an empty result or one longer than the buffer: nothing to show either way.
    guard count > 0 else { return "" }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private func information(_ item: Int) -> String {
    guard let locale, let text = nl_langinfo_l(nl_item(item), locale) else {
      return item == Int(D_FMT) ? "%m/%d/%y" : "%H:%M:%S"
    }
    return String(cString: text)
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
