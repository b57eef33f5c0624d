/// What the event loop asks the viewer each turn: whether it still runs, whether a frame is
/// due, and when it last updated (s).
struct LoopState {
  /// False once the user asked to quit.
  var isRunning = true
  /// True when something changed since the last frame was drawn.
  var needsRedraw = true
  /// The `now` of the last update, in s.
  var lastUpdate = 0.0
}
