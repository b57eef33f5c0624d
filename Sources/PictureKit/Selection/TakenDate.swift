import SystemKit

/// When a picture was taken, as its file tells: the date its own metadata writes (Exif
/// DateTimeOriginal with its offset, else XMP), else the file's modification time.
package enum TakenDate: Hashable, Sendable {
  /// The camera's clock as written in the file, with its offset from UTC in minutes when the
  /// file records one (Exif OffsetTimeOriginal, an XMP date's zone).
  case written(WallTime, offsetMinutes: Int?, source: Source)
  /// The file's modification time, in seconds since 1970-01-01 UTC: what is left when the file
  /// says nothing.
  case modified(Int64)

  /// Where a written date comes from.
  package enum Source: UInt8, Hashable, Sendable {
    case exif = 1
    case xmp = 2
  }

  /// The day the picture was taken: its own calendar's (as written, whatever the zone), or the
  /// modification time's day in `zone`.
  package func date(in zone: LocalZone) -> CalendarDate {
    switch self {
    case .written(let time, _, _): time.date
    case .modified(let seconds): WallTime(secondsAsUTC: Self.local(seconds, in: zone)).date
    }
  }

  /// The moment the picture was taken, in seconds since 1970-01-01 UTC: a written time with its
  /// offset, or without one as a clock in `zone` shows it.
  package func instant(in zone: LocalZone) -> Int64 {
    switch self {
    case .written(let time, let offset?, _): return time.secondsAsUTC - Int64(offset) * 60
    case .written(let time, nil, _):
      // The zone's offset at that moment, found from a guess that is at most a day off.
      let guess = time.secondsAsUTC
      let first = Int64(zone.secondsFromUTC(at: Double(guess)))
      let second = Int64(
        zone.secondsFromUTC(at: Double(guess - first)))
      return guess - second
    case .modified(let seconds): return seconds
    }
  }

  /// `seconds` since 1970 UTC as a clock in `zone` shows them, in the same units.
  static func local(_ seconds: Int64, in zone: LocalZone) -> Int64 {
    seconds + Int64(zone.secondsFromUTC(at: Double(seconds)))
  }
}
