import SystemKit

/// When a picture was taken, as its file tells: the date its own metadata writes, in the order
/// of ``TakenDateReader`` (Exif, XMP, IPTC, GPS, a Google Takeout sidecar), else the file's
/// modification time, which only the filters use (captions show no date then).
package enum TakenDate: Hashable, Sendable {
  /// The camera's clock as written in the file, with its offset from UTC in minutes when the
  /// file records one (Exif OffsetTimeOriginal, an XMP date's zone).
  case written(WallTime, offsetMinutes: Int?, source: Source)
  /// The file's modification time, in seconds since 1970-01-01 UTC: what is left when the file
  /// says nothing.
  case modified(Int64)

  /// Where a written date comes from.
  ///
  /// The raw values are the index cache's kinds (3 is the cache's modification time).
  package enum Source: UInt8, Hashable, Sendable, CaseIterable {
    case exif = 1
    case xmp = 2
    case iptc = 4
    case gps = 5
    case takeout = 6

    /// How the caption and the info panel name it.
    package var name: String {
      switch self {
      case .exif: "Exif"
      case .xmp: "XMP"
      case .iptc: "IPTC"
      case .gps: "GPS"
      case .takeout: "Google Takeout"
      }
    }
  }

  /// The date `found` in the picture.
  package init(_ found: TakenDateReader.Found) {
    self = .written(found.time, offsetMinutes: found.offsetMinutes, source: found.source)
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
