import SystemKit

/// Local dates and times of day as instants, in a time zone with its daylight-saving rules.
///
/// A local time that does not exist (in the hour the clocks go forward) is the moment they
/// went forward: 02:30 on that night is 03:00. A local time that comes twice (the hour they go
/// back) is its first coming, so nothing placed at it happens twice.
enum LocalCalendar {
  /// The local day number (days from 1970-01-01) of the instant `wall` (s from the epoch).
  static func day(of wall: Double, in zone: LocalZone) -> Int {
    let local = wall.rounded(.down) + Double(offset(at: wall, in: zone))
    return CivilTime.day(containing: Int64(local)).day
  }

  /// The seconds `zone` is ahead of UTC at `wall`.
  static func offset(at wall: Double, in zone: LocalZone) -> Int {
    zone.secondsFromUTC(at: wall)
  }

  /// The instant (s from the epoch) of `second` seconds after midnight on local day `day`.
  static func instant(day: Int, second: Int, in zone: LocalZone) -> Double {
    let local = Double(CivilTime.seconds(day: day, second: second))
    // The offsets in force well before and well after: one of them is the local time's.
    let length = Double(CivilTime.secondsPerDay)
    let candidates = [offset(at: local - length, in: zone), offset(at: local + length, in: zone)]
      .map { local - Double($0) }
    let valid = candidates.filter { Double(offset(at: $0, in: zone)) + $0 == local }
    if let first = valid.min() { return first }
    // In a gap: the change happened between the two readings; find its second.
    var (low, high) = (candidates.min() ?? local, candidates.max() ?? local)
    let before = offset(at: low, in: zone)
    while high - low > 1 {
      let middle = ((low + high) / 2).rounded(.down)
      if offset(at: middle, in: zone) == before { low = middle } else { high = middle }
    }
    return high
  }
}
