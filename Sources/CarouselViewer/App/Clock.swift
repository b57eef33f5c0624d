import SDLKit

#if canImport(Glibc)
  import Glibc
#endif

/// Where the event loop gets `now` from, in seconds, and the time of day.
///
/// Everything else receives `now` as a value, and the wall clock as an offset from it.
package protocol Clock {
  /// The current time in seconds on a monotonic scale.
  func now() -> Double
  /// The wall clock's reading minus ``now()``, in s: wall time (seconds from the Unix epoch,
  /// UTC) is `now + wallOffset()`. It changes when the system clock is set.
  func wallOffset() -> Double
}

/// The real clock, SDL's performance counter, and the system's wall clock.
///
/// The only place Carousel reads the time.
package struct MonotonicClock: Clock {
  package init() {}

  package func now() -> Double { SDL.monotonicSeconds() }

  package func wallOffset() -> Double { Self.wallTime() - now() }

  /// The system's wall clock (CLOCK_REALTIME), in s from the Unix epoch.
  static func wallTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// When this process started, on the scale of ``now()``: the kernel's record of it
  /// (`/proc/self/stat`, in ticks of 10 ms), so up to one tick early; nil when unreadable.
  package func processStart() -> Double? {
    let hertz = sysconf(Int32(_SC_CLK_TCK))
    guard let ticks = Self.startTicks(), hertz > 0 else { return nil }
    var boot = timespec()
    guard clock_gettime(CLOCK_BOOTTIME, &boot) == 0 else { return nil }
    let age = Double(boot.tv_sec) + Double(boot.tv_nsec) / 1e9 - Double(ticks) / Double(hertz)
    return now() - age
  }

  /// Field 22 of `/proc/self/stat`: the start time in clock ticks after boot.
  private static func startTicks() -> Int? {
    let descriptor = open("/proc/self/stat", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 1024)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return nil }
    // The command name (field 2) is in parentheses and may hold spaces: count after its end.
    guard let close = buffer[..<count].lastIndex(of: UInt8(ascii: ")")) else { return nil }
    let fields = buffer[(close + 1)..<count].split(separator: UInt8(ascii: " "))
    // Fields from 3 on: field 22 is the 20th after the name.
    guard fields.count > 19 else { return nil }
    return Int(String(decoding: fields[19], as: UTF8.self))
  }
}

/// A clock that moves only when told: frames of a fixed rate, for headless runs and replays,
/// with a wall clock that starts where it is told and can be set as the system's can.
package final class VirtualClock: Clock {
  /// Frames per second of the virtual display.
  let frameRate: Double
  private(set) var frame = 0
  /// The wall time of frame 0, in s from the Unix epoch.
  private(set) var wallStart: Double

  /// - Parameter wallStart: the wall time of frame 0 (s from the epoch); nil for the system's
  ///   wall clock as the run starts.
  init(frameRate: Double = 60, wallStart: Double? = nil) {
    self.frameRate = frameRate
    self.wallStart = wallStart ?? MonotonicClock.wallTime()
  }

  /// The time of the current frame: exactly `frame / frameRate` seconds, never accumulated.
  package func now() -> Double { Double(frame) / frameRate }

  package func wallOffset() -> Double { wallStart }

  /// Sets the wall clock to `wall` (s from the epoch) at `now` (a replay's "clock" record: a
  /// start's time of day, or a step as NTP makes one).
  func setWall(_ wall: Double, at now: Double) {
    wallStart = wall - now
  }

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
