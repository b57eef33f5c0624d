import CarouselViewer
import Foundation
import PictureKit
import SDLKit

#if canImport(Glibc)
  import Glibc
#endif

/// The small-board run (`--small-board`): a slideshow of 24 MP photos every
/// ``BenchConstants/smallBoardInterval`` s for some minutes of real time, in a copy of the
/// benchmark pinned to one core (`taskset -c 0`) inside a memory cgroup the benchmark makes
/// with ``BenchConstants/smallBoardMemoryLimit``, beside its decoder workers (which inherit
/// both).
///
/// The copy is `carousel-bench --small-board-child FOLDER STEPS CGROUP TRACE CACHE-MB
/// MEGAPIXELS`: it joins the cgroup first, runs the slideshow in the benchmark's X server as
/// ``BenchRuns/slideshow`` does and prints one line, `small-board: LATE_MAX_MS CUT_SHORT
/// LATE_MEDIAN_MS NEVER_SHOWN CACHE_MIB`, on standard error (the lateness of the pictures that appeared;
/// those that never did are counted apart, and among the cut short).
enum SmallBoard {
  /// What one run gave.
  struct Outcome {
    var lateMax: Double
    var lateMedian: Double
    var cutShort: Int
    /// Pictures that never appeared at all (skipped), counted apart from the lateness.
    var neverShown: Int
    /// The texture cache's budget the run had, in MiB (as the app sizes it in the cgroup).
    var cacheMegabytes: Int
    /// The peak of the app's and its workers' proportional set sizes added up (a page they
    /// share, such as the shared memory a decode comes back through, counts once in all),
    /// sampled every ``BenchConstants/smallBoardSampleInterval`` s.
    var residentPeak: Int
    /// The cgroup's own peak (page cache of the photos included), or nil without a cgroup.
    var chargedPeak: Int?
    /// Processes the kernel killed for the limit, or nil without a cgroup.
    var killed: Int?
    /// Times a charge hit the limit (the kernel reclaimed first), and the major page faults
    /// of the cgroup's processes, or nil without a cgroup.
    var limitHits: Int?
    var cgroupMajorFaults: Int?
    /// The app's and the workers' time running, waiting for the processor, and their major
    /// faults, each process's last reading added up.
    var app = ProcessHardship()
    var workers = ProcessHardship()
  }

  /// Runs it on `folder` (which must hold enough photos) in `display`, as `settings` say:
  /// their minutes, trace, cache budget and pixel limit.
  static func run(_ folder: String, settings: BenchSettings, display: String) throws -> Outcome {
    let minutes = settings.smallBoardMinutes
    let limit = MemoryCgroup(limit: BenchConstants.smallBoardMemoryLimit)
    let steps = Int(Double(minutes) * 60 / BenchConstants.smallBoardInterval)
    let bench = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    let child = try BenchChild(
      executable: "/usr/bin/taskset",
      arguments: [
        "-c", "0", bench, "--small-board-child", folder, String(steps), limit?.procs ?? "-",
        settings.smallBoardTrace ?? "-",
        settings.smallBoardCacheMegabytes.map(String.init) ?? "-",
        settings.smallBoardMaximumMegapixels.map(String.init) ?? "-",
      ],
      environment: ["DISPLAY": display])
    var peak = 0
    var hardships: [pid_t: ProcessHardship] = [:]
    var result: String?
    let patience = Double(minutes) * 60 + BenchConstants.smallBoardGrace  // a hang guard only
    let clock = MonotonicClock()
    let start = clock.now()
    while result == nil, child.isRunning, clock.now() - start < patience {
      if let line = child.nextLine(timeout: BenchConstants.smallBoardSampleInterval),
        line.hasPrefix("small-board: ")
      {
        result = line
      }
      let pids = [child.pid] + child.children
      peak = max(
        peak, pids.map { ProcFile.kilobytes("Pss", in: "smaps_rollup", of: $0) }.reduce(0, +))
      for pid in pids { hardships[pid] = ProcFile.hardship(of: pid) ?? hardships[pid] }
    }
    let (limitHits, majorFaults) = (limit?.limitHits, limit?.majorFaults)
    child.terminate()
    let fields = (result ?? "").split(separator: " ").dropFirst().compactMap { Double($0) }
    guard fields.count == 5 else {
      throw BenchError("the small-board run ended without its figures (\(result ?? "nothing"))")
    }
    return Outcome(
      lateMax: fields[0] / 1000, lateMedian: fields[2] / 1000, cutShort: Int(fields[1]),
      neverShown: Int(fields[3]), cacheMegabytes: Int(fields[4]),
      residentPeak: peak, chargedPeak: limit?.peak, killed: limit?.killed,
      limitHits: limitHits, cgroupMajorFaults: majorFaults,
      app: hardships[child.pid] ?? ProcessHardship(),
      workers: hardships.filter { $0.key != child.pid }.values.reduce(ProcessHardship(), +))
  }

  /// The copy's side: `arguments` are FOLDER STEPS CGROUP-PROCS-FILE TRACE-FILE CACHE-MB
  /// MEGAPIXELS (each of the last four `-` for none, or Carousel's default).
  static func child(_ arguments: [String]) -> Int32 {
    guard arguments.count == 6, let steps = Int(arguments[1]) else {
      CarouselApp.printError(
        "carousel-bench: --small-board-child FOLDER STEPS CGROUP TRACE CACHE-MB MEGAPIXELS")
      return 2
    }
    let trace = arguments[3] == "-" ? nil : RunTrace(path: arguments[3])
    if arguments[2] != "-" {
      do {
        try String(getpid()).write(toFile: arguments[2], atomically: false, encoding: .utf8)
      } catch {
        CarouselApp.printError("carousel-bench: cannot join the cgroup: \(error)")
        return 1
      }
    }
    // As the app does: the cache fits the cgroup just joined unless --cache-mb says.
    var options = Options()
    options.cacheMegabytes = Int(arguments[4])
    var pipeline = PipelineSettings()
    pipeline.cacheBudget = options.fittingMemory(Options.usableMemory).cacheBudget
    if let megapixels = Int(arguments[5]) { pipeline.maximumMegapixels = megapixels }
    do {
      let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("carousel").path
      SDL.setHint(Hint.videoDriver, "x11")
      try SDL.initialize([.video, .events])
      EventQueue.registerWake()
      defer { SDL.quit() }
      let show = try BenchRuns.slideshow(
        arguments[0], interval: BenchConstants.smallBoardInterval, executable: executable,
        steps: steps, trace: trace, pipeline: pipeline)
      let arrived = show.lateness.filter(\.isFinite)
      CarouselApp.printError(
        String(
          format: "small-board: %.1f %d %.1f %d %d", (arrived.max() ?? 0) * 1000, show.cutShort,
          BenchRuns.median(arrived) * 1000, show.lateness.count - arrived.count,
          pipeline.cacheBudget.megabytes))
      return 0
    } catch {
      CarouselApp.printError("carousel-bench: small board: \(error)")
      return 1
    }
  }
}
