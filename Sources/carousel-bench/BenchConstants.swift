/// The benchmark's method, with units and where each value comes from.
enum BenchConstants {
  /// The frame budget of README's "Performance" table, in s: a frame's draw and present.
  static let frameBudget = 0.008
  /// How often the screen is grabbed while a program starts, in s: the side-by-side method of
  /// README's "Performance" (10 ms).
  static let screenGrabInterval = 0.010
  /// The part of the screen grabbed: its middle, this fraction of the width and of the height
  /// (the central quarter of its area), where every viewer puts a fitted picture.
  static let screenRegion = 0.5
  /// Every this many pixels of every this many rows are counted (a 960×540 grab is then about
  /// 32,000 pixels, read in well under the grab interval).
  static let screenGrabStep = 4
  /// Distinct colours from which a grab shows a picture: a loading page, a spinner or a window
  /// being mapped shows a few dozen (measured: 26), a photograph or the generated pictures
  /// thousands.
  static let pictureColours = 200
  /// Connections tried, 50 ms apart, before the screen cannot be watched: an X server refuses
  /// connections while it resets after its last client left (a guard: the bench's Xvfb runs
  /// with -noreset, ``XServer``).
  static let connectTries = 20
  /// The longest a start waits for its picture index to be complete, in s: 20,000 pictures
  /// read for the first time take about 40 s on the build machine in a debug build.
  static let indexTimeout = 300.0
  /// Pictures in the folder of the index's starts (hard links to one PNG: each path is an entry
  /// of the index, dated by the file's modification time).
  static let indexedPictures = 20_000
  /// Seconds after a viewer's start at which the side by side reads its resident memory: every
  /// viewer here shows its picture within one, and Carousel's on-screen display has faded (as
  /// for `rss_mb_idle`).
  static let viewerSettle = 5.0
  /// When the fade's CPU is counted, in s after the first present: the on-screen display
  /// fades 3 s after the start for 0.4 s (DisplayConstants), so from 2 s to 5 s holds the
  /// whole fade with a second's margin on either side, and nothing else at rest.
  static let fadeWindow = 2.0...5.0
  /// Fullscreen starts whose fade is measured (the median is reported): one start's figure
  /// moves by a few milliseconds on a shared machine.
  static let fadeRuns = 7
  /// The small board's slideshow interval, in s: a photo frame's pace (README, "Performance").
  static let smallBoardInterval = 3.0
  /// The small board's memory limit, in bytes: half of a 512 MB board, the rest being the
  /// system's and the compositor's (README, "Performance").
  static let smallBoardMemoryLimit = 256 * 1_048_576
  /// How often the small board's memory is sampled, in s: reading `smaps_rollup` walks the
  /// processes' page tables, so not too often; a decode holds its memory for hundreds of ms.
  static let smallBoardSampleInterval = 0.25
  /// The clip's length, in s (issue 36's budgets: a 20 s 1080p clip at 30 frames a second).
  static let videoSeconds = 20.0
  /// When a player's CPU is counted, in s after it shows the clip's first new frame: past the
  /// opening (one worker start, the first decodes) and well before the clip's end.
  static let videoWindow = 1.0...13.0
  /// Seconds after mpv's start before its window's counting begins: its start, the X window and
  /// the first decodes take well under one here (mpv says no frame to the bench).
  static let videoStartAllowance = 0.5
  /// The 4K HEVC 10-bit clip's length, in s: a few seconds of 3840×2160 frames show whether
  /// the decoder keeps up; x265's fastest preset makes them in about 35 s of CPU.
  static let video4KSeconds = 4.0
  /// The small board's clips (issue 36's budgets: 720p H.264 among the photos): each this long,
  /// in s (two intervals: its slide lasts the clip), this many distinct ones (the folder links
  /// to them, as it does to the photos), and photos between two clips.
  static let smallBoardClipSeconds = 6.0
  static let smallBoardDistinctClips = 3
  static let smallBoardPhotosPerClip = 2
  /// Seconds past its length that a clip's slide lasts on the small board (a `NAME.duration`
  /// sidecar beside the clip): the slideshow's dwell on a clip is its length and the
  /// transition, and the clip starts once the carousel rests and its worker answers, so on
  /// this machine the carousel moved on a few frames before each clip's end, and `--timing`,
  /// which counts a clip's frames at its end, said none.
  static let smallBoardClipSlack = 2.0
  /// The longest the small board's run with clips lasts, in minutes, whatever
  /// `--small-board-minutes` says: what is dropped shows within a few clips.
  static let smallBoardClipMinutes = 2
  /// Seconds past its length after which a small-board run that has not ended is a hang.
  static let smallBoardGrace = 120.0
  /// Pairs of starts (a folder, then the same picture from a full mirror) at the least, whatever
  /// `--runs` says: the budget is a difference of 5 %, and on one machine in one hour seven
  /// pairs' ratio moved from 0.86 to 1.18 between runs, twenty-one pairs' from 0.92 to 1.07,
  /// forty-one pairs' from 1.00 to 1.05; sixty-one pairs' stayed within 0.99 to 1.01.
  static let sourcePairsAtLeast = 61
}
