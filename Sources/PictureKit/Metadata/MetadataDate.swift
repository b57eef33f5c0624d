/// Dates as picture metadata writes them: Exif's `YYYY:MM:DD HH:MM:SS` with its separate
/// offset (`+02:00`), and XMP's ISO 8601 (`2019-07-04T18:30:00+02:00`, `2019-07-04`).
///
/// Each parser takes the text alone and gives the wall time and the offset from UTC in
/// minutes, nil when the text is not such a date (a camera's "0000:00:00 00:00:00", blanks).
package enum MetadataDate {
  /// An Exif date and time (Exif 2.32 §4.6.5: DateTimeOriginal), with an Exif offset
  /// (OffsetTimeOriginal) when there is one.
  package static func exif(_ text: String, offset: String? = nil) -> (WallTime, Int?)? {
    let bytes = Array(text.utf8)
    guard bytes.count >= 10,
      let date = date(bytes, separator: UInt8(ascii: ":"))
        ?? self.date(bytes, separator: UInt8(ascii: "-"))
    else { return nil }
    var time = WallTime(date: date)
    if bytes.count >= 19, let clock = clock(bytes, at: 11) {
      time = WallTime(date: date, secondOfDay: clock)
    }
    return (time, offset.flatMap { zone(Array($0.utf8)[...]) })
  }

  /// An ISO 8601 date, with a time and a zone when given (XMP's dates, RFC 3339 profile):
  /// seconds and their fraction may be left out.
  package static func iso(_ text: String) -> (WallTime, Int?)? {
    let bytes = Array(text.utf8)
    guard let date = date(bytes, separator: UInt8(ascii: "-")) else { return nil }
    guard bytes.count > 10 else { return (WallTime(date: date), nil) }
    guard bytes[10] == UInt8(ascii: "T"), let hour = number(bytes, 11, 2),
      bytes.count >= 16, bytes[13] == UInt8(ascii: ":"), let minute = number(bytes, 14, 2)
    else { return nil }
    var index = 16
    var second = 0
    if bytes.count >= 19, bytes[16] == UInt8(ascii: ":"), let value = number(bytes, 17, 2) {
      second = value
      index = 19
      while index < bytes.count, bytes[index] == UInt8(ascii: ".") || isDigit(bytes[index]) {
        index += 1
      }
    }
    guard let time = WallTime(date: date, hour: hour, minute: minute, second: second) else {
      return nil
    }
    return (time, index < bytes.count ? zone(bytes[index...]) : nil)
  }

  /// `YYYY?MM?DD` at the start of `bytes`, `?` being `separator`.
  private static func date(_ bytes: [UInt8], separator: UInt8) -> CalendarDate? {
    guard bytes.count >= 10, bytes[4] == separator, bytes[7] == separator,
      let year = number(bytes, 0, 4), let month = number(bytes, 5, 2),
      let day = number(bytes, 8, 2), year > 0
    else { return nil }
    return CalendarDate(year: year, month: month, day: day)
  }

  /// `HH:MM:SS` at `start`, as seconds since midnight.
  private static func clock(_ bytes: [UInt8], at start: Int) -> Int? {
    guard bytes[start + 2] == UInt8(ascii: ":"), bytes[start + 5] == UInt8(ascii: ":"),
      let hour = number(bytes, start, 2), let minute = number(bytes, start + 3, 2),
      let second = number(bytes, start + 6, 2), hour < 24, minute < 60, second <= 60
    else { return nil }
    return hour * 3_600 + minute * 60 + min(second, 59)
  }

  /// `Z`, `+HH:MM`, `-HH:MM` or `+HHMM`, as minutes east of UTC.
  private static func zone(_ bytes: ArraySlice<UInt8>) -> Int? {
    let text = Array(bytes.drop { $0 == UInt8(ascii: " ") })
    if text == [UInt8(ascii: "Z")] { return 0 }
    guard text.count == 6 || text.count == 5, text[0] == plus || text[0] == minus,
      let hours = number(text, 1, 2)
    else { return nil }
    let minutesAt = text.count == 6 ? 4 : 3
    guard text.count == 5 || text[3] == UInt8(ascii: ":"), let minutes = number(text, minutesAt, 2),
      hours <= 14, minutes < 60
    else { return nil }
    let total = hours * 60 + minutes
    return text[0] == minus ? -total : total
  }

  private static let plus = UInt8(ascii: "+")
  private static let minus = UInt8(ascii: "-")

  /// The `width` decimal digits at `start`, or nil.
  private static func number(_ bytes: [UInt8], _ start: Int, _ width: Int) -> Int? {
    guard start >= 0, start + width <= bytes.count else { return nil }
    var value = 0
    for byte in bytes[start..<(start + width)] {
      guard isDigit(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
