import CarouselViewer
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Measurements of the real `carousel` binary: started in the benchmark's X server, or
/// headless.
struct BenchProcessRuns {
  /// The built `carousel` beside the benchmark.
  let executable: String
  /// The benchmark's X server.
  let display: String
  /// The clock every figure is read on.
  let clock = MonotonicClock()

  /// One start, fullscreen: from just before the process is spawned to the first present of
  /// the picture, in s, by the binary's own `--timing` lines (which give the process start on
  /// the monotonic clock both read), and those lines.
  ///
  /// A nil `folder`: the options name what is shown (a photo server's mirror).
  func firstPicture(
    _ folder: String?, options: [String] = [], environment: [String: String] = [:]
  ) throws -> (seconds: Double, lines: [String]) {
    let start = clock.now()
    let child = try BenchChild(
      executable: executable,
      arguments: ["--timing", "--no-config", "-f"] + options + (folder.map { [$0] } ?? []),
      environment: environment.merging(["DISPLAY": display]) { $1 })
    defer { child.terminate() }
    var origin: Double?
    var lines: [String] = []
    while let line = child.nextLine(timeout: 20) {
      guard line.hasPrefix("carousel: timing:") else { continue }
      lines.append(line)
      if origin == nil { origin = Self.monotonicOrigin(line) }
      if line.hasSuffix("first present"), let origin, let offset = Self.offset(line) {
        return (origin + offset - start, lines)
      }
    }
    throw BenchError("no first present within 20 s: \(lines)")
  }

  /// `runs` starts (after one not counted, which warms the file cache): the median and every
  /// figure in s, and the timing lines of the median start.
  func firstPictures(
    _ folder: String, runs: Int, options: [String] = [], environment: [String: String] = [:]
  ) throws -> (median: Double, all: [Double], lines: [String]) {
    _ = try firstPicture(folder, options: options, environment: environment)
    var results: [(seconds: Double, lines: [String])] = []
    for _ in 0..<runs {
      results.append(try firstPicture(folder, options: options, environment: environment))
    }
    let sorted = results.sorted { $0.seconds < $1.seconds }
    let median = sorted[sorted.count / 2]
    return (median.seconds, results.map(\.seconds), median.lines)
  }

  /// `runs` pairs of starts, one without `options` and one with, alternately (after one of
  /// each not counted), so that the machine's drift weighs on both alike: the median of each,
  /// and the median of the pairs' differences (with − without), in s; `environment` is added to
  /// the starts with `options`.
  func pairedFirstPictures(
    _ folder: String, runs: Int, options: [String], environment: [String: String] = [:]
  ) throws -> (without: Double, with: Double, difference: Double) {
    _ = try firstPicture(folder)
    _ = try firstPicture(folder, options: options, environment: environment)
    var pairs: [(without: Double, with: Double)] = []
    for _ in 0..<runs {
      let without = try firstPicture(folder).seconds
      pairs.append(
        (without, try firstPicture(folder, options: options, environment: environment).seconds))
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    return (
      median(pairs.map(\.without)), median(pairs.map(\.with)),
      median(pairs.map { $0.with - $0.without })
    )
  }

  /// The app showing one picture at rest, and what it costs.
  ///
  /// Its resident memory, what that is made of, and its workers' proportional share (bytes)
  /// after `settle` s, then the CPU the app and its workers use over `idle` s, in percent of one
  /// core; with the shared libraries it had mapped when the first picture was presented (its
  /// `--timing` line). `extra` are more options, and `check` (called after `settle`, before the
  /// CPU is counted) may throw to say the run does not count.
  func atRest(
    _ folder: String?, settle: Double, idle: Double, options extra: [String] = [],
    environment: [String: String] = [:], check: () throws -> Void = {}
  ) throws -> (
    appResident: Int, breakdown: ResidentBreakdown?, librariesAtFirstPresent: Int?,
    workersProportional: Int, workers: Int, cpuPercent: Double
  ) {
    let child = try BenchChild(
      executable: executable,
      arguments: ["--timing", "--no-config", "-f"] + extra + (folder.map { [$0] } ?? []),
      environment: environment.merging(["DISPLAY": display]) { $1 })
    defer { child.terminate() }
    guard child.waitForLine(containing: "first present", timeout: 20) != nil else {
      throw BenchError("the resting app showed no picture within 20 s")
    }
    let libraries = child.waitForLine(containing: "shared libraries mapped", timeout: 5)
      .flatMap { $0.split(separator: " ").compactMap { Int($0) }.first }
    usleep(useconds_t(settle * 1_000_000))
    try check()
    let workers = child.children
    let resident = ProcFile.kilobytes("VmRSS", in: "status", of: child.pid)
    let breakdown = ResidentBreakdown(pid: child.pid, executable: executable)
    let proportional = workers.map { ProcFile.kilobytes("Pss", in: "smaps_rollup", of: $0) }
      .reduce(0, +)
    let pids = [child.pid] + workers
    func cpu() -> Double { pids.compactMap { ProcFile.stat(of: $0)?.cpuSeconds }.reduce(0, +) }
    let before = cpu()
    let from = clock.now()
    usleep(useconds_t(idle * 1_000_000))
    let used = cpu() - before
    return (
      resident, breakdown, libraries, proportional, workers.count,
      used / (clock.now() - from) * 100
    )
  }

  /// The app at rest serving `--http` on loopback, a page following it (an event stream open
  /// from here): the CPU the app and its workers use over `idle` s after `settle` s, in percent
  /// of one core, and the times the app's threads woke meanwhile (their context switches).
  func atRestServing(_ folder: String, settle: Double, idle: Double) throws
    -> (cpuPercent: Double, wakeups: Int)
  {
    let child = try BenchChild(
      executable: executable,
      arguments: ["--timing", "--no-config", "-f", "--http", "127.0.0.1:0", folder],
      environment: ["DISPLAY": display])
    defer { child.terminate() }
    guard let line = child.waitForLine(containing: "the page is at http://", timeout: 20),
      let port = line.split(separator: ":").last.flatMap({ Int($0.prefix { $0.isNumber }) })
    else { throw BenchError("the server did not start within 20 s") }
    let stream = try Self.followEvents(port: port)
    defer { close(stream) }
    usleep(useconds_t(settle * 1_000_000))
    let pids = [child.pid] + child.children
    func cpu() -> Double { pids.compactMap { ProcFile.stat(of: $0)?.cpuSeconds }.reduce(0, +) }
    let (before, wokenBefore) = (cpu(), ProcFile.contextSwitches(of: child.pid))
    let from = clock.now()
    usleep(useconds_t(idle * 1_000_000))
    let used = cpu() - before
    return (
      used / (clock.now() - from) * 100, ProcFile.contextSwitches(of: child.pid) - wokenBefore
    )
  }

  /// A connection to 127.0.0.1:`port` that asked for `/api/events` and read its first event.
  private static func followEvents(port: Int) throws -> Int32 {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    let request = Array("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
    var answer = [UInt8](repeating: 0, count: 4096)
    guard connected == 0, send(socket, request, request.count, 0) == request.count,
      recv(socket, &answer, answer.count, 0) > 0
    else {
      close(socket)
      throw BenchError("no event stream from the server")
    }
    return socket
  }

  /// The CPU a kiosk of `folder` with a 1 s slideshow and its workers use over `idle` s, in
  /// percent of one core: asleep by its `--awake` schedule, or awake.
  ///
  /// Asleep, the schedule's window is two hours from now (in UTC), and the CPU is counted from
  /// `settle` s after the display turned off; awake (no schedule), from `settle` s after the
  /// first picture. The X server has no DPMS, so asleep is the black screen and its one line.
  func kioskCPU(_ folder: String, asleep: Bool, settle: Double, idle: Double) throws -> Double {
    // No wait after input: the X server's first events would hold a kiosk's slideshow 15 s.
    var arguments = [
      "--timing", "--no-config", "--kiosk", "--slideshow", "1", "--resume-after", "0", folder,
    ]
    if asleep {
      let hour = (Int(Date().timeIntervalSince1970) / 3600 + 2) % 24
      let window = String(format: "%02d:00-%02d:00", hour, (hour + 1) % 24)
      arguments = ["--awake", window] + arguments
    }
    let child = try BenchChild(
      executable: executable, arguments: arguments, environment: ["DISPLAY": display, "TZ": "UTC"])
    defer { child.terminate() }
    guard child.waitForLine(containing: "first present", timeout: 20) != nil else {
      throw BenchError("the kiosk showed no picture within 20 s")
    }
    if asleep, child.waitForLine(containing: "the screen is drawn black", timeout: 20) == nil {
      throw BenchError("the kiosk did not turn its display off within 20 s")
    }
    usleep(useconds_t(settle * 1_000_000))
    let pids = [child.pid] + child.children
    func cpu() -> Double { pids.compactMap { ProcFile.stat(of: $0)?.cpuSeconds }.reduce(0, +) }
    let before = cpu()
    let from = clock.now()
    usleep(useconds_t(idle * 1_000_000))
    return (cpu() - before) / (clock.now() - from) * 100
  }

  /// Pages through `steps` pictures of `folder` in a headless replay at 1920 × 1080 with the
  /// default cache; the app's peak resident memory (bytes) and the run's length (s).
  func pagingPeak(_ folder: String, steps: Int, scratch: String) throws
    -> (peak: Int, seconds: Double)
  {
    let replay = scratch + "/paging.jsonl"
    let report = scratch + "/paging-memory.txt"
    var lines: [String] = []
    for step in 0..<steps {
      let time = 1_000 + step * 700
      lines.append(#"{"t":\#(time),"type":"key_down","key":"Right"}"#)
      lines.append(#"{"t":\#(time + 30),"type":"key_up","key":"Right"}"#)
    }
    lines.append(#"{"t":\#(1_000 + steps * 700 + 1_000),"type":"quit"}"#)
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: replay, atomically: true, encoding: .utf8)
    let start = clock.now()
    let child = try BenchChild(
      executable: executable,
      arguments: [
        "--headless", "--no-config", "--size", "1920x1080", "--replay", replay, "--trace",
        scratch + "/paging-trace.jsonl", "--memory-report", report, folder,
      ],
      environment: [:], capturesStandardError: false)
    let status = child.waitForExit()
    let seconds = clock.now() - start
    guard status == 0, let text = try? String(contentsOfFile: report, encoding: .utf8),
      let kib = text.split(separator: " ").last.flatMap({
        Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
      })
    else { throw BenchError("the paging replay failed (status \(status))") }
    return (kib * 1024, seconds)
  }

  /// The monotonic clock reading at the process start, from the first `--timing` line.
  static func monotonicOrigin(_ line: String) -> Double? {
    guard let range = line.range(of: "monotonic clock ") else { return nil }
    return Double(line[range.upperBound...].prefix { $0 == "." || $0.isNumber })
  }

  /// A `--timing` line's offset from the process start, in s.
  static func offset(_ line: String) -> Double? {
    guard let range = line.range(of: "timing:") else { return nil }
    let field = line[range.upperBound...].split(separator: " ").first
    return field.flatMap { Double($0) }.map { $0 / 1000 }
  }
}
