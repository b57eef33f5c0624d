// MARK: - The small board: one core, a memory limit, 24 MP photos at a 3 s slideshow, then
// the same with 720p clips among them

extension Benchmark {
  static func measureSmallBoard(
    _ pictures: BenchPictures, settings: BenchSettings, display: String,
    into report: inout BenchReport
  ) throws {
    progress(
      "small board: \(settings.smallBoardMinutes) min of a 3 s slideshow, one core, 256 MiB")
    let board = try SmallBoard.run(
      pictures.twoThousandPhotos, settings: settings, display: display)
    report.set("small_board_late_ms_max", board.lateMax * 1000)
    report.set("small_board_cut_short", Double(board.cutShort))
    report.set("small_board_rss_mb_peak", Double(board.residentPeak) / 1_048_576)
    report.note("small board, lateness median", milliseconds([board.lateMedian]))
    report.note("small board, pictures never shown", "\(board.neverShown)")
    report.note("small board, texture cache", "\(board.cacheMegabytes) MiB")
    for (name, process) in [("app", board.app), ("workers", board.workers)] {
      report.note(
        "small board, \(name)",
        String(
          format: "ran %.1f s, waited %.1f s for the processor, %d major faults",
          process.running, process.waiting, process.majorFaults))
    }
    if let charged = board.chargedPeak, let killed = board.killed {
      report.note(
        "small board, cgroup",
        String(
          format: "peak %.1f MB charged (page cache included), %d killed, "
            + "limit hit %d times, %d major faults",
          Double(charged) / 1_048_576, killed, board.limitHits ?? 0,
          board.cgroupMajorFaults ?? 0))
    } else {
      report.note("small board, cgroup", "none could be made: one core, no memory limit")
    }
    try measureSmallBoardClips(
      pictures, minutes: settings.smallBoardMinutes, display: display, into: &report)
  }

  /// The small board's slideshow with 720p clips among the photos (``SmallBoardClips``).
  private static func measureSmallBoardClips(
    _ pictures: BenchPictures, minutes: Int, display: String, into report: inout BenchReport
  ) throws {
    let minutes = min(minutes, BenchConstants.smallBoardClipMinutes)
    progress("small board: \(minutes) min of 24 MP photos and 720p clips, one core, 256 MiB")
    let board = try SmallBoardClips.run(
      root: pictures.root, photos: pictures.photos, minutes: minutes, display: display)
    report.set("small_board_video_dropped_percent", board.droppedPercent)
    report.set("small_board_video_rss_mb_peak", Double(board.residentPeak) / 1_048_576)
    report.note(
      "small board, clips",
      "\(board.shown) of \(board.frames) frames shown; \(board.clipsEnded) of "
        + "\(board.clipsListed) clips played to their end, \(board.failures.count) could not play")
    for line in board.failures.prefix(3) { report.note("  cannot play", line) }
    if let charged = board.chargedPeak, let killed = board.killed {
      report.note(
        "small board with clips, cgroup",
        String(
          format: "peak %.1f MB charged (page cache included), %d killed, limit hit %d times",
          Double(charged) / 1_048_576, killed, board.limitHits ?? 0))
    } else {
      report.note("small board with clips, cgroup", "none could be made: one core, no limit")
    }
  }
}
