import Foundation
import PictureKit
import SDLKit

#if canImport(Glibc)
  import Glibc
#endif

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

/// Where the frame gets the time of day from, for what depends on the date (`--on-this-day`,
/// `--newer-than`): seconds since 1970-01-01 UTC.
///
/// Unlike a ``Clock`` it may jump (the time is set, NTP corrects it at boot), so what depends on
/// it asks again at each update rather than trusting a deadline worked out earlier.
package protocol WallClock {
  func secondsSince1970() -> Double
}

/// The system's time of day (`CLOCK_REALTIME`): the only place Carousel reads it.
package struct SystemWallClock: WallClock {
  package init() {}

  package func secondsSince1970() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

/// The time of day of a headless run: a start, then the seconds of its ``VirtualClock``, so a
/// replay crosses midnight in a few frames and the same way every time.
package struct VirtualWallClock: WallClock {
  /// The time of day at virtual time 0, in seconds since 1970 UTC.
  let start: Double
  let clock: VirtualClock

  package func secondsSince1970() -> Double { start + clock.now() }

  /// The environment variable that sets ``start`` for headless runs and replays.
  ///
  /// Its value is an ISO 8601 local time (`2024-02-28T23:59:30`, in the process's time zone, `TZ`) or `@SECONDS` since
  /// 1970 UTC. Without it, a headless run starts at the system's time.
  static let variable = "CAROUSEL_WALL_CLOCK"

  /// The start `text` (``variable``'s value) names, or nil when it names none.
  static func start(from text: String, zone: TimeZone) -> Double? {
    if text.hasPrefix("@") { return Double(text.dropFirst()).flatMap { $0.isFinite ? $0 : nil } }
    guard let (time, offset) = MetadataDate.iso(text) else { return nil }
    return Double(TakenDate.written(time, offsetMinutes: offset, source: .xmp).instant(in: zone))
  }
}
