/// Dates and times of day as people write them, without a calendar library: days counted from
/// the Unix epoch (1970-01-01 is day 0, a Thursday), and ISO 8601 instants with their UTC
/// offset (`2024-03-31T03:00:00+02:00`).
///
/// Proleptic Gregorian arithmetic (H. Hinnant's days-from-civil algorithm); every function is
/// pure.
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
    let day = Int((Double(second) / Double(secondsPerDay)).rounded(.down))
    let time = second - day * secondsPerDay
    let date = date(ofDay: day)
    var text =
      "\(pad(date.year, 4))-\(pad(date.month))-\(pad(date.day))T"
      + "\(pad(time / 3600)):\(pad(time / 60 % 60)):\(pad(time % 60))"
    if carried != 0 { text += "." + pad(carried, 3) }
    if offset == 0 { return text + "Z" }
    let sign = offset < 0 ? "-" : "+"
    return text + "\(sign)\(pad(abs(offset) / 3600)):\(pad(abs(offset) / 60 % 60))"
  }

  /// The instant an ISO 8601 date and time with its offset names (`2024-03-31T03:00:00+02:00`,
  /// `2024-06-01T12:00:01.700Z`), in seconds from the epoch; nil for any other text.
  package static func seconds(iso text: String) -> Double? {
    let bytes = Array(text.utf8)
    guard bytes.count >= 20, bytes.count <= 35 else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= bytes.count, !range.isEmpty else { return nil }
      var value = 0
      for byte in bytes[range] {
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      return value
    }
    let separators: [(Int, UInt8)] = [(4, 0x2D), (7, 0x2D), (13, 0x3A), (16, 0x3A)]
    guard separators.allSatisfy({ bytes[$0.0] == $0.1 }), bytes[10] == 0x54 || bytes[10] == 0x20,
      let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
    else { return nil }
    var index = 19
    var fraction = 0.0
    if bytes[index] == 0x2E {
      let digits = bytes[(index + 1)...].prefix { (0x30...0x39).contains($0) }.count
      guard (1...9).contains(digits), let value = number((index + 1)..<(index + 1 + digits))
      else { return nil }
      fraction = Double(value) / Double(pow10(digits))
      index += 1 + digits
    }
    guard let offset = zoneOffset(bytes[index...], number: number) else { return nil }
    let local =
      self.day(year: year, month: month, day: day) * secondsPerDay
      + hour * 3600 + minute * 60 + second
    return Double(local - offset) + fraction
  }

  /// `Z`, or `+HH:MM` / `-HH:MM`, as seconds east of UTC.
  private static func zoneOffset(
    _ bytes: ArraySlice<UInt8>, number: (Range<Int>) -> Int?
  ) -> Int? {
    let start = bytes.startIndex
    if bytes.count == 1, bytes[start] == 0x5A { return 0 }
    guard bytes.count == 6, bytes[start] == 0x2B || bytes[start] == 0x2D,
      bytes[start + 3] == 0x3A, let hours = number((start + 1)..<(start + 3)),
      let minutes = number((start + 4)..<(start + 6)), hours < 24, minutes < 60
    else { return nil }
    let offset = hours * 3600 + minutes * 60
    return bytes[start] == 0x2D ? -offset : offset
  }

  private static func pow10(_ exponent: Int) -> Int {
    (0..<exponent).reduce(1) { value, _ in value * 10 }
  }

  private static func pad(_ value: Int, _ width: Int = 2) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
