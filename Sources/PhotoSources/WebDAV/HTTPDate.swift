import SystemKit

/// HTTP's dates (RFC 9110, 5.6.7): `Sun, 06 Nov 1994 08:49:37 GMT`, as WebDAV's
/// `getlastmodified` gives them.
enum HTTPDate {
  private static let months = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]

  /// The moment `text` names, in s from the Unix epoch; nil when it is not an HTTP date.
  static func seconds(_ text: String) -> Double? {
    let words = text.split(separator: " ")
    guard words.count == 6, words[5] == "GMT", let day = Int(words[1]), (1...31).contains(day),
      let month = months.firstIndex(of: words[2].lowercased()), let year = Int(words[3]),
      (1970...9999).contains(year)
    else { return nil }
    let clock = words[4].split(separator: ":").compactMap { Int($0) }
    guard clock.count == 3, (0...23).contains(clock[0]), (0...59).contains(clock[1]),
      (0...60).contains(clock[2])
    else { return nil }
    let days = CivilTime.day(year: year, month: month + 1, day: day)
    return Double(days * CivilTime.secondsPerDay + clock[0] * 3600 + clock[1] * 60 + clock[2])
  }
}
