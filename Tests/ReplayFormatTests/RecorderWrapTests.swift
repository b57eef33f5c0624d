import SDLKit
import TestSupport
import Testing

@testable import ReplayFormat

/// Recordings across the wrap of SDL's 32-bit millisecond timestamps (49.7 days of uptime).
@Suite("Recording across the timestamp wrap")
struct RecorderWrapTests {
  @Test("bug: a recording across the 2^32 ms wrap stuck at the last time before it")
  func recordingAcrossTheWrap() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("wrap.jsonl")
    let recorder = try #require(InputRecorder(path: path))
    var clock = EventClock()  // the app's one clock, as Viewer uses it
    for (offset, x) in [(0, 500.0), (16, 480.0), (32, 460.0), (48, 440.0)] {
      let stamp = (UInt32.max - 20) &+ UInt32(offset)
      let event = InputEvent.mouseMotion(MouseMotionEvent(x: x, y: 250, timestamp: stamp))
      let now = 50 + Double(offset) / 1000
      recorder.record(event, timestamp: clock.seconds(for: stamp, now: now), now: now)
    }
    recorder.finish(now: 50.1)
    let records = try ReplayScript.load(path: path)
    #expect(records.map(\.time) == [0, 16, 32, 48, 100])
  }
}
