import CarouselViewer
import Foundation
import X11Probe

#if canImport(Glibc)
  import Glibc
#endif

/// When a program's picture reached the screen, as a user sees it: the benchmark's X server
/// grabbed in its middle quarter every ``BenchConstants/screenGrabInterval`` from the moment
/// the program is started, and the moment the grab first shows a picture (hundreds of
/// distinct colours), with the moment the screen first changed at all.
///
/// The method of README's "Performance" section, for Carousel and the viewers it is compared
/// with, started the same way in the same server.
struct ScreenWatch {
  /// What the screen did after a start, in s from just before the spawn.
  struct Outcome {
    /// The first grab that differed from the screen before the start (a window mapped, a
    /// loading page), or nil when nothing changed before the picture.
    var firstChange: Double?
    /// The first grab that showed a picture.
    var picture: Double
    /// How many distinct colours each grab held, in order (for the notes).
    var counts: [Int]
  }

  let display: String
  private let clock = MonotonicClock()

  /// Starts `executable` with `arguments` in the benchmark's X server and watches the screen
  /// until a picture shows or `timeout` s pass (an error then); the process is ended after.
  func watch(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:],
    timeout: Double = 20
  ) throws -> Outcome {
    // Xvfb refuses about one connection in six made right after another client left.
    var connected: X11ScreenGrab?
    for _ in 0..<BenchConstants.connectTries where connected == nil {
      connected = X11ScreenGrab(display: display)
      if connected == nil { usleep(50_000) }
    }
    guard let grab = connected else {
      throw BenchError("cannot connect to the X server \(display) to watch its screen")
    }
    let before = grab.distinctColours(
      inCentre: BenchConstants.screenRegion, step: BenchConstants.screenGrabStep)
    let start = clock.now()
    let child = try BenchChild(
      executable: executable, arguments: arguments,
      environment: environment.merging(["DISPLAY": display]) { $1 },
      capturesStandardError: false)
    defer { child.terminate() }
    var outcome = Outcome(firstChange: nil, picture: 0, counts: [])
    var next = start
    while clock.now() - start < timeout {
      let count = grab.distinctColours(
        inCentre: BenchConstants.screenRegion, step: BenchConstants.screenGrabStep)
      let at = clock.now() - start
      if let count {
        outcome.counts.append(count)
        if outcome.firstChange == nil, count != before { outcome.firstChange = at }
        if count >= BenchConstants.pictureColours {
          outcome.picture = at
          if outcome.firstChange == at { outcome.firstChange = nil }  // the picture came first
          return outcome
        }
      }
      next += BenchConstants.screenGrabInterval
      let wait = next - clock.now()
      if wait > 0 { usleep(useconds_t(wait * 1_000_000)) }
    }
    throw BenchError("\(executable) showed no picture on screen within \(Int(timeout)) s")
  }

  /// `runs` starts after one not counted (which warms the file cache): the median start's
  /// outcome and every picture time, in s.
  func medianWatch(
    _ executable: String, _ arguments: [String], runs: Int, environment: [String: String] = [:]
  ) throws -> (median: Outcome, all: [Double]) {
    _ = try watch(executable, arguments, environment: environment)
    var outcomes: [Outcome] = []
    for _ in 0..<max(runs, 1) {
      outcomes.append(try watch(executable, arguments, environment: environment))
    }
    let sorted = outcomes.sorted { $0.picture < $1.picture }
    return (sorted[sorted.count / 2], outcomes.map(\.picture))
  }
}
