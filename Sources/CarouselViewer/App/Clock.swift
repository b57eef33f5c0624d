import SDLKit

/// Where the event loop gets `now` from, in seconds.
///
/// Everything else receives `now` as a value.
package protocol Clock {
  /// The current time in seconds on a monotonic scale.
  func now() -> Double
}

/// The real clock, SDL's performance counter.
///
/// The only place Carousel reads the time.
package struct MonotonicClock: Clock {
  package init() {}

  package func now() -> Double { SDL.monotonicSeconds() }
}

/// A clock that moves only when told: frames of a fixed rate, for headless runs and replays.
package final class VirtualClock: Clock {
  /// Frames per second of the virtual display.
  let frameRate: Double
  private(set) var frame = 0

  init(frameRate: Double = 60) {
    self.frameRate = frameRate
  }

  /// The time of the current frame: exactly `frame / frameRate` seconds, never accumulated.
  package func now() -> Double { Double(frame) / frameRate }

  /// Moves to the next frame.
  func advance() { frame += 1 }

  /// Moves `frames` frames on at once (none when negative).
  func advance(by frames: Int) { frame += max(frames, 0) }

  /// The first frame from the current one on for which `isReached` holds, given that it holds
  /// from some frame on (a time reached): found from a floating-point estimate, then checked
  /// with `isReached` itself, so it agrees exactly with the test the caller uses.
  func firstFrame(where isReached: (Int) -> Bool) -> Int {
    var low = frame
    var high = frame + 1
    while !isReached(high) { (low, high) = (high, high + (high - frame) * 2) }
    while low < high {
      let middle = low + (high - low) / 2
      if isReached(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
