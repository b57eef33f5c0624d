import ScrollPhysics

/// The slideshow's clock: deadlines in absolute time, `anchor + k·interval`, so a slideshow
/// never drifts (each deadline is computed, not accumulated) and never bursts (missed deadlines
/// are skipped, not queued).
///
/// With a grid (``AutoScrollGrid``) the deadlines are the grid's points instead: each schedule
/// waits for the first point at or after the time it would have fired, so screens on the same
/// grid change together.
///
/// Pure value type: it reads no clock; every mutation takes `now` (s).
struct AutoScrollTimer: Equatable {
  /// Why the timer is held; it runs only when nothing holds it.
  enum Hold: Hashable {
    /// ``InfinitePager/pauseAutoScroll(at:)``.
    case user
    /// The window is hidden.
    case hidden
    /// The display is off (asleep).
    case asleep
    /// A drag or another interaction is in progress.
    case interaction
  }

  /// When the first deadline after the last hold is released comes.
  enum Resume: Equatable {
    /// After the time that was left when the timer was first held.
    case keepingRemaining
    /// A full interval after the release.
    case afterFullInterval
    /// After the given idle seconds, plus the time that was left.
    case afterIdle(Double)
    /// At once: with a grid, its first point at or after the release (a screen that joins the
    /// others); without one, at the release.
    case atOnce
  }

  /// Whether the slideshow is on (it may still be held).
  private(set) var isEnabled = false
  /// The dwell of the current page, in s.
  private(set) var interval = PhysicsConstants.autoplayInterval
  private(set) var holds: Set<Hold> = []
  private var anchor = 0.0
  private var count = 0
  /// The time left when the timer was held, in s.
  private var remaining = 0.0
  /// Until when the current schedule is idle time (resumeAfterIdle), in s; not part of `remaining`.
  private var idleEnd = -Double.infinity
  /// The grid the deadlines keep to, if any.
  private(set) var grid: AutoScrollGrid?
  /// With a grid: the point the next deadline is.
  private var point = 0

  /// The next deadline in s, or `nil` when stopped or held.
  var deadline: Double? {
    guard isEnabled, holds.isEmpty else { return nil }
    if let grid { return grid.deadline(ofPoint: point) }
    return anchor + Double(count) * interval
  }

  /// The time left until the next deadline at `now`, in s, and whether the timer is waiting
  /// (held, or in the idle time before the time left counts down again); nil when stopped.
  func timeLeft(at now: Double) -> (seconds: Double, isWaiting: Bool)? {
    guard isEnabled else { return nil }
    guard let deadline else { return (min(remaining, interval), true) }
    let seconds = min(max(deadline - max(now, idleEnd), 0), interval)
    return (seconds, now < idleEnd)
  }

  /// Turns the slideshow on: the first deadline is `interval` s after `now`, or with a grid
  /// its first point at or after `now` (the grid's interval then applies).
  mutating func start(at now: Double, interval: Double) {
    isEnabled = true
    self.interval = grid?.interval ?? interval
    remaining = self.interval
    schedule(first: grid == nil ? now + interval : now)
  }

  /// Keeps the deadlines to `grid` from `now` on (nil: counted from the start again, a full
  /// interval after `now`).
  ///
  /// A grid close to the one in use (the same clock read again) moves the pending point with
  /// it; any other (a clock step, a new interval) waits for its first point after `now`.
  mutating func follow(_ grid: AutoScrollGrid?, at now: Double) {
    guard let grid else {
      guard self.grid != nil else { return }
      self.grid = nil
      schedule(first: now + interval)
      return
    }
    let isClose = self.grid?.isClose(to: grid) ?? false
    self.grid = grid
    interval = grid.interval
    if !isClose { schedule(first: now) }
  }

  /// Turns the slideshow off; holds are kept (hidden stays hidden).
  mutating func stop() {
    isEnabled = false
  }

  /// Holds the timer for `reason`, remembering the time left at the first hold.
  mutating func hold(_ reason: Hold, at now: Double) {
    if let deadline {
      remaining = max(0, deadline - max(now, idleEnd))
    }
    holds.insert(reason)
  }

  /// Releases `reason`; when it was the last hold, the next deadline follows `resume`.
  mutating func release(_ reason: Hold, at now: Double, resume: Resume) {
    guard holds.remove(reason) != nil, holds.isEmpty, isEnabled else { return }
    switch resume {
    case .keepingRemaining:
      schedule(first: now + remaining)
    case .afterFullInterval:
      remaining = interval
      schedule(first: now + interval)
    case .afterIdle(let idle):
      schedule(first: now + idle + remaining)
      idleEnd = now + idle
    case .atOnce:
      schedule(first: now)
    }
  }

  /// Moves past the deadline that just fired.
  ///
  /// The next one is `nextInterval` s after it (the dwell of the page shown next), or with a grid
  /// its first point after `now`; deadlines at or before `now` are skipped, never queued.
  mutating func advance(nextInterval: Double, now: Double) {
    guard let fired = deadline else { return }
    if let grid {
      point = grid.point(at: now) + 1
      idleEnd = -Double.infinity
      return
    }
    // A change of interval re-anchors at the deadline that fired; otherwise k just grows.
    if nextInterval != interval {
      anchor = fired
      count = 0
      interval = nextInterval
    }
    count += 1
    idleEnd = -Double.infinity
    let missed = ((now - anchor) / interval).rounded(.down)
    if missed >= Double(count) { count = Int(missed) + 1 }
    while anchor + Double(count) * interval <= now { count += 1 }
  }

  /// The next deadline at `first` (s), or with a grid at its first point at or after it.
  private mutating func schedule(first: Double) {
    anchor = first
    count = 0
    idleEnd = -Double.infinity
    if let grid { point = grid.firstPoint(atOrAfter: first) }
  }
}
