import Foundation

/// The first picture on screen for every kind of picture (``BenchKind``), Carousel and feh taken
/// in turn on the same folder in the same X server, so that a machine's moods fall on both.
extension Benchmark {
  /// The keys of every kind: its time on screen and its ratio to feh's.
  static var kindKeys: [BenchReport.Key] {
    BenchKind.all.flatMap { kind in
      [
        BenchReport.Key(
          name: "first_picture_\(kind.name)_screen_ms", budget: nil, unit: "ms",
          meaning: "process start to the picture on screen, \(kind.summary)"),
        BenchReport.Key(
          name: "first_picture_\(kind.name)_screen_feh_ratio", budget: 0.9, unit: "×",
          meaning: "that, over feh's, started in turn (nsxiv's where feh cannot read it)"),
      ]
    }
  }

  static func measureKinds(
    _ pictures: BenchPictures, runs: BenchProcessRuns, settings: BenchSettings,
    into report: inout BenchReport
  ) throws {
    progress("every kind of picture: making them")
    let made = try BenchKind.make(in: pictures.root)
    if !made.missing.isEmpty {
      report.note(
        "kinds not made", made.missing.joined(separator: ", ") + " (scripts/install-deps)")
    }
    let watch = ScreenWatch(display: runs.display)
    let carousel = ComparedViewer(
      name: "Carousel", executable: runs.executable, arguments: ["--no-config", "-f"])
    for kind in made.kinds {
      progress("every kind of picture: \(kind.name)")
      let other = try comparedViewer(for: kind, watch: watch)
      let viewers = [carousel] + (other.map { [$0] } ?? [])
      let times = try alternating(viewers, on: kind.folder, watch: watch, runs: settings.runs)
      let key = "first_picture_\(kind.name)_screen"
      report.set(key + "_ms", BenchRuns.median(times[0]) * 1000)
      report.note("\(kind.name), Carousel, all runs", milliseconds(times[0]))
      guard let other else {
        report.note("\(kind.name)", "neither feh nor nsxiv shows it: no ratio")
        continue
      }
      report.set(key + "_feh_ratio", BenchRuns.median(times[0]) / BenchRuns.median(times[1]))
      report.note("  \(other.name), all runs", milliseconds(times[1]))
    }
  }

  /// feh when it shows `kind`, else nsxiv when installed and it does, else nil.
  private static func comparedViewer(for kind: BenchKind, watch: ScreenWatch) throws
    -> ComparedViewer?
  {
    let nsxiv = comparedViewers.first { $0.name == "nsxiv" }
    for viewer in [feh] + (nsxiv.map { [$0] } ?? [])
    where FileManager.default.isExecutableFile(atPath: viewer.executable) {
      // The first start, not counted, also warms the file cache.
      if (try? watch.watch(viewer.executable, viewer.arguments + [kind.folder], timeout: 10))
        != nil
      {
        return viewer
      }
    }
    return nil
  }

  /// `runs` starts of each of `viewers` on `folder`, taken in turn after one of each not
  /// counted: each viewer's picture times, in s.
  private static func alternating(
    _ viewers: [ComparedViewer], on folder: String, watch: ScreenWatch, runs: Int
  ) throws -> [[Double]] {
    var times = viewers.map { _ in [Double]() }
    _ = try watch.watch(viewers[0].executable, viewers[0].arguments + [folder])
    for _ in 0..<max(runs, 1) {
      for (index, viewer) in viewers.enumerated() {
        times[index].append(
          try watch.watch(viewer.executable, viewer.arguments + [folder]).picture)
      }
    }
    return times
  }
}
