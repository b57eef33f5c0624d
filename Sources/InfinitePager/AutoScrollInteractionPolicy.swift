/// What the slideshow does when the user drags, steps or scrolls programmatically.
public enum AutoScrollInteractionPolicy: Sendable, Equatable {
  /// Stop the slideshow for good (until started again).
  case stop
  /// Pause during the interaction; the next transition comes a full interval after it ends.
  case restart
  /// Pause during the interaction; once the user has been idle for the given seconds, resume
  /// with the time that was left.
  case resumeAfterIdle(Double)
}
