import ScrollPhysics

/// The slideshow's clock: deadlines in absolute time, `anchor + k·interval`, so a slideshow
/// never drifts (each deadline is computed, not accumulated) and never bursts (missed deadlines
/// are skipped, not queued).
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

  /// The next deadline in s, or `nil` when stopped or held.
  var deadline: Double? {
    guard isEnabled, holds.isEmpty else { return nil }
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

  /// Turns the slideshow on: the first deadline is `interval` s after `now`.
  mutating func start(at now: Double, interval: Double) {
    isEnabled = true
    self.interval = interval
    remaining = interval
    schedule(first: now + interval)
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
    }
  }

  /// Moves past the deadline that just fired.
  ///
  /// The next one is `nextInterval` s after it (the dwell of the page shown next); deadlines at or
  /// before `now` are skipped, never queued.
  mutating func advance(nextInterval: Double, now: Double) {
    guard let fired = deadline else { return }
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

  private mutating func schedule(first: Double) {
    anchor = first
    count = 0
    idleEnd = -Double.infinity
  }
}
