/// Dates and times of day as people write them, without a calendar library: days counted from
/// the Unix epoch (1970-01-01 is day 0, a Thursday), and ISO 8601 instants with their UTC
/// offset (`2024-03-31T03:00:00+02:00`).
///
/// The one home of calendar arithmetic: day numbers, leap years, month lengths, seconds of a
/// day; ISO 8601 is read by ``ISOTimestamp``. Proleptic Gregorian arithmetic (H. Hinnant's
/// days-from-civil algorithm); every function is pure.
package enum CivilTime {
  /// Seconds in a civil day.
  package static let secondsPerDay = 86_400

  /// The day number of `year`-`month`-`day` (month 1 to 12).
  package static func day(year: Int, month: Int, day: Int) -> Int {
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The year, month (1 to 12) and day of day number `number`.
  package static func date(ofDay number: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = number + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex + (monthIndex < 10 ? 3 : -9)
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// Whether `year` has a 29 February (proleptic Gregorian: every fourth year, but not a
  /// century unless it divides by 400).
  package static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// Days in `month` (1 to 12) of `year`.
  package static func length(ofMonth month: Int, in year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Whether `year`-`month`-`day` is a day of the calendar (not 30 February, not month 13).
  package static func exists(year: Int, month: Int, day: Int) -> Bool {
    (1...12).contains(month) && (1...length(ofMonth: month, in: year)).contains(day)
  }

  /// The day number of the instant `seconds` from the epoch (on a UTC clock, or on a local
  /// one when `seconds` were counted on it) and the second of that day, 0 to 86,399: rounded
  /// down, so second -1 is the last of 1969-12-31.
  package static func day(containing seconds: Int64) -> (day: Int, second: Int) {
    let (days, second) = seconds.quotientAndRemainder(dividingBy: Int64(secondsPerDay))
    let borrow: Int64 = second < 0 ? 1 : 0
    return (Int(days - borrow), Int(second + borrow * Int64(secondsPerDay)))
  }

  /// The seconds from the epoch of second `second` of day number `day` (the inverse of
  /// ``day(containing:)``).
  package static func seconds(day: Int, second: Int) -> Int64 {
    Int64(day) * Int64(secondsPerDay) + Int64(second)
  }

  /// The weekday of day number `number`: 0 is Monday, 6 Sunday.
  package static func weekday(ofDay number: Int) -> Int {
    ((number + 3) % 7 + 7) % 7
  }

  /// `seconds` (from the epoch, UTC) written as local time `offset` seconds east of UTC:
  /// `2024-03-31T03:00:00+02:00`, with milliseconds when it has a fraction of a second.
  package static func iso(_ seconds: Double, offset: Int) -> String {
    let local = seconds + Double(offset)
    let whole = Int(local.rounded(.down))
    let milliseconds = Int(((local - Double(whole)) * 1000).rounded())
    let (second, carried) = milliseconds == 1000 ? (whole + 1, 0) : (whole, milliseconds)
    let (day, time) = day(containing: Int64(second))
    let date = date(ofDay: day)
    var text =
      "\(pad(date.year, 4))-\(pad(date.month))-\(pad(date.day))T"
      + "\(pad(time / 3600)):\(pad(time / 60 % 60)):\(pad(time % 60))"
    if carried != 0 { text += "." + pad(carried, 3) }
    if offset == 0 { return text + "Z" }
    let sign = offset < 0 ? "-" : "+"
    return text + "\(sign)\(pad(abs(offset) / 3600)):\(pad(abs(offset) / 60 % 60))"
  }

  /// The instant an ISO 8601 date and time with its offset names, in seconds from the epoch.
  ///
  /// `2024-03-31T03:00:00+02:00`, `2024-06-01T12:00:01.700Z`; nil for any other text (a date
  /// alone, a time without seconds or without its offset). Read by ``ISOTimestamp``.
  package static func seconds(iso text: String) -> Double? {
    guard let stamp = ISOTimestamp(text), stamp.hasSeconds, let second = stamp.secondOfDay,
      case .offset(let offset) = stamp.zone
    else { return nil }
    let day = self.day(year: stamp.year, month: stamp.month, day: stamp.day)
    return Double(seconds(day: day, second: second) - Int64(offset)) + stamp.fraction
  }

  private static func pad(_ value: Int, _ width: Int = 2) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
