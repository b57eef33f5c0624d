import CarouselViewer
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The small board with clips (issue 36's budgets): a slideshow every
/// ``BenchConstants/smallBoardInterval`` s of 24 MP photos with a 720p H.264 clip at 30 frames
/// a second after every ``BenchConstants/smallBoardPhotosPerClip`` of them, each clip's slide
/// lasting the clip and ``BenchConstants/smallBoardClipSlack`` more, on one core
/// (`taskset -c 0`) in a memory cgroup of ``BenchConstants/smallBoardMemoryLimit`` as
/// ``SmallBoard`` runs the photos alone.
///
/// Unlike ``SmallBoard``, the real binary plays it: `carousel --timing -f --slideshow 3
/// --once FOLDER`, started by a shell that joins the cgroup first and then becomes it, so its
/// decoder and video workers are in the cgroup too. Each clip's frames shown and dropped come
/// from `--timing`'s line at its end (a frame the decoder was late for is never shown); the
/// memory peak is sampled as ``SmallBoard`` samples it.
enum SmallBoardClips {
  /// What one run gave.
  struct Outcome {
    /// Frames shown, and all the frames, of the clips that played to their end.
    var shown = 0
    var frames = 0
    /// Clips that played to their end, of those listed.
    var clipsEnded = 0
    var clipsListed = 0
    /// Lines saying a clip cannot play.
    var failures: [String] = []
    /// The peak of the app's and its workers' proportional set sizes added up, in bytes.
    var residentPeak = 0
    /// The cgroup's own peak, the processes killed for its limit and the times a charge hit
    /// it, or nil without a cgroup.
    var chargedPeak: Int?
    var killed: Int?
    var limitHits: Int?

    /// Of all the frames of the clips that ended, those dropped, in %.
    var droppedPercent: Double { Double(frames - shown) / Double(max(frames, 1)) * 100 }
  }

  /// Runs it on a folder made in `root` of links to `photos` and to clips made there, for
  /// `minutes` (at most ``BenchConstants/smallBoardClipMinutes``), in `display`.
  static func run(root: String, photos: [String], minutes: Int, display: String) throws
    -> Outcome
  {
    let minutes = min(minutes, BenchConstants.smallBoardClipMinutes)
    let (folder, clips) = try makeFolder(in: root, photos: photos, minutes: minutes)
    let carousel = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("carousel").path
    let limit = MemoryCgroup(limit: BenchConstants.smallBoardMemoryLimit)
    let show = [
      "/usr/bin/taskset", "-c", "0", carousel, "--no-config", "--timing", "-f", "--slideshow",
      String(BenchConstants.smallBoardInterval), "--once", folder,
    ]
    // The shell joins the cgroup, then becomes the program: nothing runs outside it.
    let child = try BenchChild(
      executable: limit == nil ? show[0] : "/bin/sh",
      arguments: limit.map { ["-c", "echo $$ > \"$0\" && exec \"$@\"", $0.procs] + show }
        ?? Array(show.dropFirst()),
      environment: ["DISPLAY": display, "SDL_AUDIODRIVER": "dummy"])
    var outcome = Outcome(clipsListed: clips)
    let patience = Double(minutes) * 60 + BenchConstants.smallBoardGrace  // a hang guard only
    let clock = MonotonicClock()
    let start = clock.now()
    while child.isRunning, outcome.clipsEnded < clips, clock.now() - start < patience {
      if let line = child.nextLine(timeout: BenchConstants.smallBoardSampleInterval) {
        if let frames = Benchmark.clipFrames(line) {
          outcome.shown += frames.shown
          outcome.frames += frames.all
          outcome.clipsEnded += 1
        } else if line.contains("cannot play") {
          outcome.failures.append(line)
        }
      }
      let pids = [child.pid] + child.children
      outcome.residentPeak = max(
        outcome.residentPeak,
        pids.map { ProcFile.kilobytes("Pss", in: "smaps_rollup", of: $0) }.reduce(0, +))
    }
    (outcome.chargedPeak, outcome.killed, outcome.limitHits) =
      (limit?.peak, limit?.killed, limit?.limitHits)
    child.terminate()
    guard outcome.clipsEnded > 0 else {
      throw BenchError(
        "no clip of the small board's slideshow played to its end"
          + (outcome.failures.first.map { ": \($0)" } ?? ""))
    }
    return outcome
  }

  /// The folder: for each clip, ``BenchConstants/smallBoardPhotosPerClip`` links to the photos
  /// then one to a clip (``BenchConstants/smallBoardDistinctClips`` distinct 1280×720 clips,
  /// made here) whose slide lasts ``BenchConstants/smallBoardClipSlack`` past its end, as many
  /// as fill `minutes`; named so that the listing keeps that order and no clip shares a
  /// photo's name (which would make it the photo's Live Photo).
  private static func makeFolder(in root: String, photos: [String], minutes: Int) throws
    -> (folder: String, clips: Int)
  {
    let folder = root + "/small-board-clips"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var made: [String] = []
    for index in 0..<BenchConstants.smallBoardDistinctClips {
      let path = root + String(format: "/clip/clip-720p30-%02d.mp4", index)
      try ClipMaker.h264(
        size: "1280x720", seconds: BenchConstants.smallBoardClipSeconds, seed: 1 + index
      ).make(path)
      made.append(path)
    }
    let photosPerClip = BenchConstants.smallBoardPhotosPerClip
    let cycle =
      Double(photosPerClip) * BenchConstants.smallBoardInterval
      + BenchConstants.smallBoardClipSeconds + BenchConstants.smallBoardClipSlack
    let clips = max(1, Int(Double(minutes) * 60 / cycle))
    for clip in 0..<clips {
      for photo in 0..<photosPerClip {
        let source = photos[(clip * photosPerClip + photo) % photos.count]
        try link(source, folder + String(format: "/item-%03d-%d.jpg", clip, photo))
      }
      let name = folder + String(format: "/item-%03d-clip.mp4", clip)
      try link(made[clip % made.count], name)
      let dwell = BenchConstants.smallBoardClipSeconds + BenchConstants.smallBoardClipSlack
      try "\(dwell)\n".write(toFile: name + ".duration", atomically: false, encoding: .utf8)
    }
    return (folder, clips)
  }

  private static func link(_ source: String, _ target: String) throws {
    guard Glibc.link(source, target) == 0 else {
      throw BenchError("cannot link \(target): \(String(cString: strerror(errno)))")
    }
  }
}
