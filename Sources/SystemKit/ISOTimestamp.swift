/// An ISO 8601 date as it was written, with its time of day and its zone offset when written:
/// the one reader of ISO 8601 (RFC 3339's profile of it, and XMP's, which may leave out the
/// seconds, the time or the zone).
///
/// Reads `YYYY-MM-DD`, then optionally `THH:MM` (or a space for the `T`), `:SS` (60, a leap
/// second, reads as 59), a fraction of a second after a `.`, and a zone (``zoneOffset(_:)``).
/// The date must be one of the calendar (``CivilTime/exists(year:month:day:)``); digits are
/// ASCII's only. Callers say which parts they require.
package struct ISOTimestamp: Hashable, Sendable {
  /// The zone written after the time.
  package enum Zone: Hashable, Sendable {
    /// Nothing after the time (or no time): a clock on the wall, zone unknown.
    case absent
    /// `Z` or an offset, in seconds east of UTC.
    case offset(Int)
    /// Text after the time that is not a zone: the time stands, its zone is unknown.
    case unreadable
  }

  package let year: Int
  /// 1 to 12.
  package let month: Int
  /// 1 to the month's length.
  package let day: Int
  /// Seconds after midnight, 0 to 86,399; nil for a date alone.
  package let secondOfDay: Int?
  /// Whether the seconds were written (`07:08:09`, not `07:08`).
  package let hasSeconds: Bool
  /// The fraction of a second written after the seconds, 0 to below 1 (nine digits read).
  package let fraction: Double
  package let zone: Zone

  /// The timestamp `text` writes, or nil when it is not one.
  package init?(_ text: some StringProtocol) {
    let bytes = Array(text.utf8)
    guard bytes.count >= 10, bytes[4] == Self.dash, bytes[7] == Self.dash,
      let year = Self.number(bytes, 0, 4), let month = Self.number(bytes, 5, 2),
      let day = Self.number(bytes, 8, 2), CivilTime.exists(year: year, month: month, day: day)
    else { return nil }
    (self.year, self.month, self.day) = (year, month, day)
    guard bytes.count > 10 else {
      (secondOfDay, hasSeconds, fraction, zone) = (nil, false, 0, .absent)
      return
    }
    guard let time = Self.time(bytes) else { return nil }
    (secondOfDay, hasSeconds, fraction) = (time.second, time.hasSeconds, time.fraction)
    if time.end == bytes.count {
      zone = .absent
    } else {
      zone = Self.zoneOffset(bytes[time.end...]).map(Zone.offset) ?? .unreadable
    }
  }

  /// A zone offset as ISO 8601 writes it, in seconds east of UTC; nil for anything else.
  ///
  /// `Z`, `+HH:MM`, `-HH:MM` or `+HHMM` (hours to 23). The one reader of zone offsets: Exif's
  /// OffsetTime fields are written the same way.
  package static func zoneOffset(_ bytes: ArraySlice<UInt8>) -> Int? {
    let text = Array(bytes)
    if text == [UInt8(ascii: "Z")] { return 0 }
    guard text.count == 6 || text.count == 5, text[0] == plus || text[0] == dash,
      let hours = number(text, 1, 2)
    else { return nil }
    let minutesAt = text.count == 6 ? 4 : 3
    guard text.count == 5 || text[3] == colon, let minutes = number(text, minutesAt, 2),
      hours < 24, minutes < 60
    else { return nil }
    let total = hours * 3600 + minutes * 60
    return text[0] == dash ? -total : total
  }

  /// `THH:MM[:SS[.fraction]]` from byte 10: the second of the day, whether seconds were
  /// written, the fraction, and where the time ends; nil when it is not a time.
  private static func time(_ bytes: [UInt8]) -> (
    second: Int, hasSeconds: Bool, fraction: Double, end: Int
  )? {
    guard bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "),
      let hour = number(bytes, 11, 2), bytes.count >= 16, bytes[13] == colon,
      let minute = number(bytes, 14, 2), hour < 24, minute < 60
    else { return nil }
    guard bytes.count >= 19, bytes[16] == colon, let second = number(bytes, 17, 2) else {
      return (hour * 3600 + minute * 60, false, 0, 16)
    }
    guard second <= 60 else { return nil }
    let whole = hour * 3600 + minute * 60 + min(second, 59)
    guard bytes.count > 19, bytes[19] == UInt8(ascii: ".") else { return (whole, true, 0, 19) }
    let digits = bytes[20...].prefix(while: isDigit)
    guard !digits.isEmpty else { return nil }
    let read = digits.prefix(9)
    let value = read.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    let scale = read.reduce(1) { value, _ in value * 10 }
    return (whole, true, Double(value) / Double(scale), 20 + digits.count)
  }

  private static let dash = UInt8(ascii: "-")
  private static let plus = UInt8(ascii: "+")
  private static let colon = UInt8(ascii: ":")

  /// The `width` ASCII decimal digits at `start`, or nil (also the EXIF date reader's).
  package static func number(_ bytes: [UInt8], _ start: Int, _ width: Int) -> Int? {
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
