/// How a clip keeps up with the time it is asked for.
package enum ClipPacing: Sendable {
  /// On the real clock: ``VideoClip/frame(at:)`` never waits; a frame the worker has not
  /// decoded in time is not shown (the one before stays), and a late one is dropped.
  case realTime
  /// On a virtual clock (headless runs, replays, tests): ``VideoClip/frame(at:)`` waits for the
  /// worker, within the deadline, so the frame at each time is the same on every run.
  case virtual
}
