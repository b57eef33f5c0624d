#if canImport(Glibc)
  import Glibc
#endif

/// A time zone as the seconds its clocks are ahead of UTC at each instant, daylight saving
/// included: the system's (through the C library), or one a test gives.
///
/// The system's zone is the C library's local time: the `TZ` environment variable, else
/// `/etc/localtime`, read once by the first call (as `tzset` does) and the same for the rest of
/// the process. Foundation's `TimeZone` is not used: without ICU (FoundationEssentials alone)
/// it knows UTC only.
package struct LocalZone: Equatable, Sendable {
  /// What the zone is called, which is what makes two zones equal.
  package let name: String
  private let offset: @Sendable (Double) -> Int

  /// A zone called `name` whose clocks are `offset(t)` seconds ahead of UTC at `t` (seconds from
  /// the epoch).
  package init(name: String, offset: @escaping @Sendable (_ seconds: Double) -> Int) {
    self.name = name
    self.offset = offset
  }

  /// The system's zone, as the C library's `localtime_r` reads it.
  package static let system = LocalZone(name: "system") { seconds in
    guard seconds.isFinite else { return 0 }
    var time = time_t(clamping: Int64(clamping: seconds.rounded(.down)))
    var fields = tm()
    guard localtime_r(&time, &fields) != nil else { return 0 }
    return Int(fields.tm_gmtoff)
  }

  /// Coordinated Universal Time: no offset, ever.
  package static let utc = LocalZone(name: "UTC") { _ in 0 }

  /// The seconds this zone's clocks are ahead of UTC at `seconds` (from the epoch, UTC).
  package func secondsFromUTC(at seconds: Double) -> Int {
    offset(seconds)
  }

  package static func == (left: LocalZone, right: LocalZone) -> Bool {
    left.name == right.name
  }
}

extension Int64 {
  /// `value` rounded down, or the nearest end of the range when it is beyond it.
  fileprivate init(clamping value: Double) {
    if value >= 9.2e18 {
      self = .max
    } else if value <= -9.2e18 {
      self = .min
    } else {
      self = Int64(value)
    }
  }
}
