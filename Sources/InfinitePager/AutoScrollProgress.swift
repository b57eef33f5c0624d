/// Where the slideshow is in the dwell of the current page: what a progress bar shows.
public struct AutoScrollProgress: Equatable, Sendable {
  /// The current page's dwell, in s.
  public let dwell: Double
  /// The time left until the next transition, in s, from `dwell` down to 0; it stands still
  /// while the slideshow is paused.
  public let timeLeft: Double
  /// Whether the slideshow is paused: held by a drag, a hidden window or
  /// ``InfinitePager/pauseAutoScroll(at:)``, or waiting out the idle time of
  /// ``AutoScrollInteractionPolicy/resumeAfterIdle(_:)`` before it counts down again.
  public let isPaused: Bool

  public init(dwell: Double, timeLeft: Double, isPaused: Bool) {
    self.dwell = dwell
    self.timeLeft = timeLeft
    self.isPaused = isPaused
  }

  /// The part of the dwell gone, from 0 at its start to 1 when the transition is due.
  public var fractionElapsed: Double {
    dwell > 0 ? min(max(1 - timeLeft / dwell, 0), 1) : 1
  }
}
