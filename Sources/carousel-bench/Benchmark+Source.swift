import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// MARK: - A photo server's mirror: the first picture from it empty and full, and its rest

extension Benchmark {
  /// The one-PNG folder served over loopback WebDAV (`--webdav`, no folder named): starts with
  /// an empty mirror each (the first picture comes with the first download), then starts with
  /// the full mirror alternating with plain starts of the folder itself, then the app at rest
  /// between two refreshes.
  static func measureSource(
    _ pictures: BenchPictures, runs: BenchProcessRuns, settings: BenchSettings,
    into report: inout BenchReport
  ) throws {
    var template = Array("/tmp/carousel-bench-source-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw BenchError("no temporary folder") }
    let scratch = String(cString: made)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let server = try BenchWebDAV(serving: pictures.onePNG, scratch: scratch)
    func options(_ mirror: String) -> [String] {
      ["--webdav", server.url, "--mirror-dir", scratch + "/" + mirror]
    }

    progress("first picture from a photo server, its mirror empty")
    var empty: [Double] = []
    for run in 0...settings.runs {
      let seconds = try runs.firstPicture(nil, options: options("empty-\(run)")).seconds
      if run > 0 { empty.append(seconds) }  // the first warms the caches
    }
    report.set("first_picture_source_empty_ms", BenchRuns.median(empty) * 1000)
    report.note("first picture, empty mirror, all runs", milliseconds(empty))

    progress("first picture from the full mirror, alternating with the folder itself")
    _ = try runs.firstPicture(nil, options: options("full"))  // fills it
    _ = try runs.firstPicture(pictures.onePNG)
    // A difference of a few per cent needs more pairs than the other parts' runs, and the
    // median of each pair's ratio, which the machine's drift from pair to pair does not move.
    var pairs: [(folder: Double, mirror: Double)] = []
    // Which of the two starts first alternates too: a start just after the other's end
    // differs (rclone has just answered the mirror's refresh).
    for pair in 0..<max(settings.runs, BenchConstants.sourcePairsAtLeast) {
      let folder: () throws -> Double = { try runs.firstPicture(pictures.onePNG).seconds }
      let mirror: () throws -> Double = {
        try runs.firstPicture(nil, options: options("full")).seconds
      }
      if pair.isMultiple(of: 2) {
        let first = try folder()
        pairs.append((first, try mirror()))
      } else {
        let first = try mirror()
        pairs.append((try folder(), first))
      }
    }
    let full = BenchRuns.median(pairs.map(\.mirror))
    report.set("first_picture_source_full_ms", full * 1000)
    report.set(
      "first_picture_source_full_ratio", BenchRuns.median(pairs.map { $0.mirror / $0.folder }))
    report.note(
      "first picture, folder / full mirror",
      String(
        format: "%.1f / %.1f ms (medians of %d alternate starts each)",
        BenchRuns.median(pairs.map(\.folder)) * 1000, full * 1000, pairs.count))

    progress("at rest between two refreshes of the photo server")
    let rest = try runs.atRest(nil, settle: 5, idle: 10, options: options("full"))
    report.set("idle_cpu_percent_source", rest.cpuPercent)
  }
}
