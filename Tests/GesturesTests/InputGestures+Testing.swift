import SDLKit

@testable import Gestures

extension InputGestures {
  /// Handles `event` with its timestamp read as plain milliseconds: what the app's event clock
  /// gives for stamps in order that do not cross SDL's 2³² ms wrap (`TimestampWrapTests` covers
  /// the wrap with the real clock).
  mutating func handle(_ event: InputEvent, now: Double, pager: some PagerControlling) -> Bool {
    handle(event, time: event.timestamp.map { Double($0) / 1000 }, now: now, pager: pager)
  }
}
