import CarouselViewer
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// MARK: - The on-screen display's fade-out, measured as the CPU it costs

extension BenchProcessRuns {
  /// The CPU time (s) the app and its workers use over the on-screen display's fade-out after a
  /// fullscreen start on `folder`: counted from `BenchConstants.fadeWindow`'s start to its end
  /// (s after the first present), a window round the fade (3 s after the start, 0.4 s long) in
  /// which nothing else runs at rest.
  func fadeCPU(_ folder: String, options extra: [String] = []) throws -> Double {
    let child = try BenchChild(
      executable: executable, arguments: ["--timing", "--no-config", "-f"] + extra + [folder],
      environment: ["DISPLAY": display])
    defer { child.terminate() }
    guard child.waitForLine(containing: "first present", timeout: 20) != nil else {
      throw BenchError("the fading app showed no picture within 20 s")
    }
    let presented = clock.now()
    let pids = [child.pid] + child.children
    func cpu() -> Double { pids.compactMap { ProcFile.preciseCPUSeconds(of: $0) }.reduce(0, +) }
    Self.sleep(until: presented + BenchConstants.fadeWindow.lowerBound, clock: clock)
    let before = cpu()
    Self.sleep(until: presented + BenchConstants.fadeWindow.upperBound, clock: clock)
    return cpu() - before
  }

  /// `runs` fades: the median and every figure, in s.
  func fadeCPUs(_ folder: String, runs: Int) throws -> (median: Double, all: [Double]) {
    var all: [Double] = []
    for _ in 0..<runs { all.append(try fadeCPU(folder)) }
    return (BenchRuns.median(all), all)
  }

  /// Sleeps until the monotonic `clock` reads `deadline` (s).
  static func sleep(until deadline: Double, clock: MonotonicClock) {
    let left = deadline - clock.now()
    if left > 0 { usleep(useconds_t(left * 1_000_000)) }
  }
}
