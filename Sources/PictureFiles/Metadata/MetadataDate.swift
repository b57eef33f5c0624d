import SystemKit

/// Dates as picture metadata writes them: Exif's `YYYY:MM:DD HH:MM:SS` with its separate
/// offset (`+02:00`), and XMP's ISO 8601 (`2019-07-04T18:30:00+02:00`, `2019-07-04`).
///
/// Exif's form is read here; ISO 8601 and zone offsets by SystemKit's ``ISOTimestamp``. Each
/// parser takes the text alone and gives the wall time and the offset from UTC in
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
    return (time, offset.flatMap(zone))
  }

  /// An ISO 8601 date, with a time and a zone when given (XMP's dates, RFC 3339 profile).
  ///
  /// Seconds and their fraction may be left out; a zone that cannot be read leaves the offset
  /// unknown. Read by SystemKit's ``ISOTimestamp``.
  package static func iso(_ text: String) -> (WallTime, Int?)? {
    guard let stamp = ISOTimestamp(text), stamp.year > 0,
      let date = CalendarDate(year: stamp.year, month: stamp.month, day: stamp.day)
    else { return nil }
    let time = WallTime(date: date, secondOfDay: stamp.secondOfDay ?? 0)
    guard case .offset(let seconds) = stamp.zone else { return (time, nil) }
    return (time, seconds / 60)
  }

  /// `YYYY?MM?DD` at the start of `bytes`, `?` being `separator`.
  private static func date(_ bytes: [UInt8], separator: UInt8) -> CalendarDate? {
    guard bytes.count >= 10, bytes[4] == separator, bytes[7] == separator,
      let year = ISOTimestamp.number(bytes, 0, 4), let month = ISOTimestamp.number(bytes, 5, 2),
      let day = ISOTimestamp.number(bytes, 8, 2), year > 0
    else { return nil }
    return CalendarDate(year: year, month: month, day: day)
  }

  /// `HH:MM:SS` at `start`, as seconds since midnight.
  private static func clock(_ bytes: [UInt8], at start: Int) -> Int? {
    guard bytes[start + 2] == UInt8(ascii: ":"), bytes[start + 5] == UInt8(ascii: ":"),
      let hour = ISOTimestamp.number(bytes, start, 2),
      let minute = ISOTimestamp.number(bytes, start + 3, 2),
      let second = ISOTimestamp.number(bytes, start + 6, 2), hour < 24, minute < 60, second <= 60
    else { return nil }
    return hour * 3_600 + minute * 60 + min(second, 59)
  }

  /// An Exif offset (`+02:00`, after any blanks), as minutes east of UTC.
  ///
  /// Nil when it is not one (a camera's `   :  `). Read by ``ISOTimestamp/zoneOffset(_:)``.
  private static func zone(_ text: String) -> Int? {
    ISOTimestamp.zoneOffset(Array(text.utf8).drop { $0 == UInt8(ascii: " ") }).map { $0 / 60 }
  }
}
