import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The side-by-side of README's "Performance": Carousel and the other Linux viewers that are
/// installed, each started fullscreen on the same folders in the same X server, timed by the
/// screen (``ScreenWatch``), and their resident memory once a picture shows.
extension Benchmark {
  /// A viewer to compare with: its program and how it is asked for fullscreen on a folder.
  struct ComparedViewer {
    let name: String
    let executable: String
    let arguments: [String]
  }

  /// feh, fullscreen and fitting the picture: the viewer the first-picture ratios compare with.
  static let feh = ComparedViewer(
    name: "feh", executable: "/usr/bin/feh", arguments: ["-F", "-Z", "--hide-pointer"])

  /// The viewers measured beside Carousel, when installed (Debian's packages `feh`, `nsxiv`,
  /// `pqiv`, `imv`), each fullscreen, fitting the picture, without its own status text.
  static let comparedViewers = [
    feh,
    ComparedViewer(name: "nsxiv", executable: "/usr/bin/nsxiv", arguments: ["-f", "-b", "-r"]),
    ComparedViewer(name: "pqiv", executable: "/usr/bin/pqiv", arguments: ["-f", "-i"]),
    ComparedViewer(name: "imv", executable: "/usr/bin/imv-x11", arguments: ["-f"]),
  ]

  /// For each viewer (Carousel first): the median start until the screen shows a picture, for a
  /// folder of one PNG and one of 10,000, and the resident memory a few seconds after the start
  /// (with its children's proportional share, Carousel's decoder workers, said apart), as notes.
  static func measureViewers(
    _ pictures: BenchPictures, runs: BenchProcessRuns, settings: BenchSettings,
    into report: inout BenchReport
  ) throws {
    let watch = ScreenWatch(display: runs.display)
    let carousel = ComparedViewer(
      name: "Carousel", executable: runs.executable, arguments: ["--no-config", "-f"])
    let installed = comparedViewers.filter {
      FileManager.default.isExecutableFile(atPath: $0.executable)
    }
    for viewer in [carousel] + installed {
      progress("side by side: \(viewer.name)")
      let one = try watch.medianWatch(
        viewer.executable, viewer.arguments + [pictures.onePNG], runs: settings.runs)
      let many = try watch.medianWatch(
        viewer.executable, viewer.arguments + [pictures.tenThousandPNGs], runs: settings.runs)
      let memory = try resident(viewer, folder: pictures.onePNG, display: runs.display)
      let workers =
        memory.children > 0 ? String(format: " + %.1f MB of its workers", memory.children) : ""
      report.note(
        "side by side, \(viewer.name)",
        "on screen \(milliseconds([one.median.picture])) (one PNG), "
          + "\(milliseconds([many.median.picture])) (10,000); "
          + String(format: "%.1f MB resident", memory.own) + workers)
    }
    let missing = comparedViewers.filter { !installed.map(\.name).contains($0.name) }
    if !missing.isEmpty {
      report.note("not installed", missing.map(\.name).joined(separator: ", "))
    }
  }

  /// `viewer`'s resident memory (VmRSS) ``BenchConstants/viewerSettle`` s after its start on
  /// `folder`, and its children's proportional sets added up, in MB.
  private static func resident(_ viewer: ComparedViewer, folder: String, display: String) throws
    -> (own: Double, children: Double)
  {
    // Xvfb refuses about one connection in six made right after another client left, and the
    // viewer then ends at once: it is started again.
    for _ in 0..<BenchConstants.connectTries {
      let child = try BenchChild(
        executable: viewer.executable, arguments: viewer.arguments + [folder],
        environment: ["DISPLAY": display], capturesStandardError: false)
      defer { child.terminate() }
      usleep(useconds_t(BenchConstants.viewerSettle * 1_000_000))
      if child.isRunning { return measure(child) }
    }
    throw BenchError("\(viewer.name) ended before it was measured, every time")
  }

  /// `child`'s resident memory and its children's proportional sets, in MB.
  private static func measure(_ child: BenchChild) -> (own: Double, children: Double) {
    let own = ProcFile.kilobytes("VmRSS", in: "status", of: child.pid)
    let children = child.children.map { ProcFile.kilobytes("Pss", in: "smaps_rollup", of: $0) }
    return (Double(own) / 1_048_576, Double(children.reduce(0, +)) / 1_048_576)
  }
}
