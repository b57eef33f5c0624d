import SDLKit

/// Records live input in the replay format (`--record`), so a user's gesture can be replayed.
///
/// `t` is in whole milliseconds from the first recorded event: SDL's event timestamps where the
/// event has one (they keep SDL's pump batching, which the velocity tracker sees), the loop's
/// `now` otherwise, aligned to each other at the first timestamped event and never decreasing.
/// The stamps come unwrapped by the app's ``EventClock``, so a recording survives SDL's 49.7-day
/// wrap.
/// Main thread only.
package final class InputRecorder {
  private let writer: LineWriter
  /// The loop time of the first event, in s.
  private var start: Double?
  /// Unwrapped SDL timestamp (ms) minus recording time (ms), fixed at the first stamped event.
  private var timestampOffset: Double?
  private var lastTime = 0.0

  /// Starts a recording in a new file at `path`; nil when it cannot be written.
  package init?(path: String) {
    guard let writer = LineWriter(path: path, bufferLimit: 0) else { return nil }
    self.writer = writer
  }

  /// Told once, with the reason, when writing the recording first fails (a full disk); the
  /// recorder goes on trying.
  package var onFailure: ((_ reason: String) -> Void)? {
    get { writer.onFailure }
    set { writer.onFailure = newValue }
  }

  /// Writes `event`, seen at loop time `now` (s), unless the format has no record for it.
  ///
  /// - Parameter timestamp: the event's SDL timestamp unwrapped by the app's ``EventClock``, in
  ///   s; nil for events without one.
  package func record(_ event: InputEvent, timestamp: Double?, now: Double) {
    write(.input(event), timestamp: timestamp, now: now)
  }

  /// Writes a signal or a control line that reached the app at loop time `now` (s).
  package func record(_ event: ReplayEvent, now: Double) {
    write(event, timestamp: nil, now: now)
  }

  private func write(_ event: ReplayEvent, timestamp: Double?, now: Double) {
    let start = self.start ?? now
    self.start = start
    var time = (now - start) * 1000
    if let timestamp {
      let unwrapped = timestamp * 1000
      let offset = timestampOffset ?? unwrapped - time
      timestampOffset = offset
      time = unwrapped - offset
    }
    lastTime = max(lastTime, time.rounded())
    if let line = ReplayRecord(time: lastTime, event: event).line { writer.write(line) }
  }

  /// Ends the recording with a "quit" record at `now` (s), if the last event was not one.
  package func finish(now: Double) {
    let time = max(lastTime, ((now - (start ?? now)) * 1000).rounded())
    if let line = ReplayRecord(time: time, event: .quit).line { writer.write(line) }
    writer.flush()
  }
}
