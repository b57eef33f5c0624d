import Control
import SystemKit

/// Whether the display should be on, and why: the `--awake` schedule, a `display on|off`
/// command until the schedule's next boundary, and input that woke it for `--wake-for`.
///
/// A value: it reads no clock. Wall times are seconds from the epoch (the schedule's, and an
/// override's end, so that a clock step moves them as it moves the day); `now` is the loop's
/// monotonic time in seconds (a wake's end, which a clock step must not shorten).
struct PowerPolicy: Equatable {
  /// The hours the display is on, nil for all day.
  var schedule: AwakeSchedule?
  /// The time zone the schedule's hours are in.
  var zone = LocalZone.system
  /// How long input while asleep keeps the display on, in s.
  var wakeFor = PowerConstants.wakeFor

  /// A `display on` or `display off` command, until a wall time (nil: until `display auto`).
  private(set) var override: (power: DisplayPower, until: Double?)?
  /// Until when input keeps the display on, in monotonic s.
  private(set) var wakeUntil: Double?

  static func == (left: Self, right: Self) -> Bool {
    left.schedule == right.schedule && left.zone == right.zone && left.wakeFor == right.wakeFor
      && left.override?.power == right.override?.power
      && left.override?.until == right.override?.until && left.wakeUntil == right.wakeUntil
  }

  /// What the display should be at `now` (monotonic s), `wall` (s from the epoch), and why.
  func decision(now: Double, wall: Double) -> (power: DisplayPower, reason: DisplayReason) {
    let base = baseDecision(wall: wall)
    if base.power == .off, let wakeUntil, now < wakeUntil { return (.on, .wake) }
    return base
  }

  /// The decision without input's wake: an override, else the schedule, else on.
  private func baseDecision(wall: Double) -> (power: DisplayPower, reason: DisplayReason) {
    if let override, override.until.map({ wall < $0 }) ?? true {
      return (override.power, .command)
    }
    guard let schedule else { return (.on, .standing) }
    return (schedule.isAwake(at: wall, in: zone) ? .on : .off, .schedule)
  }

  /// Takes a `display` command at `now` and `wall`: on and off hold until the schedule's next
  /// boundary (for good without a schedule), auto hands the display back to the schedule.
  mutating func take(_ request: DisplayRequest, wall: Double) {
    wakeUntil = nil
    switch request {
    case .on: override = (.on, schedule?.nextBoundary(after: wall, in: zone))
    case .off: override = (.off, schedule?.nextBoundary(after: wall, in: zone))
    case .auto: override = nil
    }
  }

  /// Input at `now` while the display is off, or woken: it stays on for ``wakeFor`` more.
  mutating func wake(now: Double) {
    wakeUntil = now + wakeFor
  }

  /// Forgets an override whose end has passed at `wall`, and a wake over at `now`.
  mutating func expire(now: Double, wall: Double) {
    if let until = override?.until, wall >= until { override = nil }
    if let wakeUntil, now >= wakeUntil { self.wakeUntil = nil }
  }

  /// When the decision may change next, in monotonic s, for a clock whose wall time is
  /// `now + offset`: the wake's end, the override's, the schedule's next boundary; nil when
  /// nothing is due.
  func deadline(now: Double, offset: Double) -> Double? {
    let wall = now + offset
    let walls = [override?.until, schedule?.nextBoundary(after: wall, in: zone)]
    return (walls.compactMap { $0.map { $0 - offset } } + [wakeUntil].compactMap { $0 }).min()
  }
}
