import Foundation

/// The benchmark's figures: the keys of README's "Performance", each with its budget, and rows
/// of detail.
struct BenchReport {
  /// A figure the benchmark reports, and the most it may be on the build machine.
  struct Key {
    let name: String
    /// The largest value within budget (the smallest, for a ``isFloor`` figure), or nil for a
    /// figure without one.
    let budget: Double?
    let unit: String
    let meaning: String
    /// Whether the budget is the least the figure may be (frames a second).
    var isFloor = false
  }

  /// The keys of `--json`, in order (docs/performance.md), every kind of picture's last.
  static let keys = fixedKeys + Benchmark.kindKeys

  private static let fixedKeys: [Key] = [
    Key(
      name: "first_picture_ms", budget: 60, unit: "ms",
      meaning: "process start to the first present of the picture, folder of one 1920×1080 PNG"),
    Key(
      name: "first_picture_http_ms", budget: 60, unit: "ms",
      meaning: "the same with --http serving on loopback (starts alternating with and without)"),
    Key(
      name: "first_picture_10k_ms", budget: 70, unit: "ms",
      meaning: "the same, folder of 10,000 such PNGs"),
    Key(
      name: "first_picture_20k_index_ms", budget: nil, unit: "ms",
      meaning: "the same, 20,000 PNGs with --on-this-day, no picture index or state yet"),
    Key(
      name: "first_picture_20k_again_ms", budget: nil, unit: "ms",
      meaning: "the same, the next start, with the index and the state the first one left"),
    Key(
      name: "first_picture_20k_again_ratio", budget: 1.05, unit: "×",
      meaning: "that, over the start without them (medians of starts taken in turn)"),
    Key(
      name: "index_20k_again_reads", budget: 0, unit: "",
      meaning: "pictures the next start's index read (the others come from its cache)"),
    Key(
      name: "index_20k_again_ms", budget: nil, unit: "ms",
      meaning: "process start to that index complete, 20,000 pictures from its cache"),
    Key(
      name: "first_picture_screen_ms", budget: 70, unit: "ms",
      meaning: "process start to the picture on the X server's screen (grabbed), one PNG"),
    Key(
      name: "first_picture_screen_feh_ratio", budget: 0.9, unit: "×",
      meaning: "that, over feh's started the same way on the same folder (null without feh)"),
    Key(
      name: "first_picture_10k_screen_ms", budget: 80, unit: "ms",
      meaning: "process start to the picture on screen, folder of 10,000 PNGs"),
    Key(
      name: "first_picture_10k_screen_feh_ratio", budget: 0.9, unit: "×",
      meaning: "that, over feh's on the same folder (null without feh)"),
    Key(
      name: "decode_ms_photo", budget: 60, unit: "ms",
      meaning: "a 6000×4000 JPEG to 1920×1080, one thread"),
    Key(name: "decode_ms_png", budget: nil, unit: "ms", meaning: "a 1920×1080 PNG, one thread"),
    Key(
      name: "cut_decode_cpu_ms_max", budget: 250, unit: "ms",
      meaning: "the most CPU of a decode of a 64×48 picture of any format cut at any tenth"),
    Key(
      name: "hostile_png_cpu_ms_max", budget: 250, unit: "ms",
      meaning: "the most CPU of a decode of a 57-byte PNG whose chunk claims 1 GiB, or of a "
        + "cut PNG"),
    Key(
      name: "long_gif_cpu_ms", budget: 2000, unit: "ms",
      meaning: "CPU of a decode of a 500-frame GIF of 1920×1080 (its first frame alone)"),
    Key(
      name: "frame_ms_p50", budget: nil, unit: "ms",
      meaning: "draw and present, two 1920×1080 pages sliding, software renderer"),
    Key(name: "frame_ms_p99", budget: 8, unit: "ms", meaning: "the same, 99th percentile"),
    Key(
      name: "kenburns_frame_ms_p50", budget: nil, unit: "ms",
      meaning: "draw and present, a 24 MP photo in its Ken Burns pan and zoom, software renderer"),
    Key(name: "kenburns_frame_ms_p99", budget: 8, unit: "ms", meaning: "the same, 99th percentile"),
    Key(
      name: "kenburns_cpu_ms_p99", budget: 8, unit: "ms",
      meaning: "the main thread's CPU time a Ken Burns frame, 99th percentile (what the frame "
        + "costs, without the time a busy machine gives other processes)"),
    Key(
      name: "kenburns_fps", budget: 59, unit: "/s",
      meaning: "frames drawn a second while it moves (the display's refresh is 60)", isFloor: true),
    Key(
      name: "backdrop_frame_ms_p99", budget: 8, unit: "ms",
      meaning: "draw and present, two portrait pages with their backdrops sliding, 99th percentile"),
    Key(
      name: "backdrop_ms_per_decode", budget: 2, unit: "ms",
      meaning: "making a picture's backdrop from its 1620×1080 decode, one thread"),
    Key(
      name: "first_picture_surfaces_ms", budget: nil, unit: "ms",
      meaning: "first_picture_ms with every surface on (MQTT to a local broker, MPRIS on a "
        + "private session bus, the control socket, --http), alternating with plain starts"),
    Key(
      name: "idle_cpu_percent_surfaces", budget: 0.5, unit: "%",
      meaning: "idle_cpu_percent with every surface on"),
    Key(
      name: "first_picture_source_empty_ms", budget: 1000, unit: "ms",
      meaning: "process start to the first present, the one PNG served by rclone serve webdav "
        + "on loopback (--webdav, no folder named), the mirror empty: its first download shown"),
    Key(
      name: "first_picture_source_full_ms", budget: nil, unit: "ms",
      meaning: "the same, the mirror holding the picture (starts alternating with the folder's)"),
    Key(
      name: "first_picture_source_full_ratio", budget: 1.05, unit: "×",
      meaning: "that, over the folder's own first picture (the median of each pair's ratio)"),
    Key(
      name: "idle_cpu_percent_source", budget: 0.5, unit: "%",
      meaning: "CPU of the app and its workers over 10 s at rest between two refreshes of the "
        + "photo server, the full mirror shown"),
    Key(
      name: "fade_cpu_ms", budget: nil, unit: "ms",
      meaning: "CPU of the app over the on-screen display's fade-out after a fullscreen start, "
        + "one 1920×1080 PNG"),
    Key(
      name: "rss_mb_idle", budget: 25, unit: "MB",
      meaning: "resident memory of the app, one picture at rest (fullscreen, 1920×1080)"),
    Key(
      name: "pss_mb_idle_workers", budget: nil, unit: "MB",
      meaning: "the decoder workers' proportional share at that moment (a page they share with "
        + "the app counts a share)"),
    Key(
      name: "libraries_first_present", budget: nil, unit: "",
      meaning: "shared libraries the app had mapped when the first picture was presented"),
    Key(
      name: "libraries_idle", budget: nil, unit: "",
      meaning: "shared libraries the app has mapped at rest (fonts opened)"),
    Key(
      name: "rss_mb_peak_photos", budget: 200, unit: "MB",
      meaning: "peak resident memory paging through 200 of 2,000 24 MP photos, default cache"),
    Key(
      name: "idle_cpu_percent", budget: 0.5, unit: "%",
      meaning: "CPU of the app and its workers over 10 s at rest"),
    Key(
      name: "idle_cpu_percent_http", budget: 0.5, unit: "%",
      meaning: "the same with --http on and a page following (an event stream open)"),
    Key(
      name: "asleep_cpu_percent", budget: 0, unit: "%",
      meaning: "CPU of the app and its workers over 10 s with the display off by --awake, a kiosk "
        + "of 10,000 PNGs at 1 s"),
    Key(
      name: "slideshow_late_ms_max", budget: 50, unit: "ms",
      meaning: "latest arrival after its planned time, 0.5 s slideshow of 30 24 MP photos"),
    Key(
      name: "photos_cut_short", budget: 0, unit: "",
      meaning: "pictures of that slideshow never shown at rest"),
    Key(
      name: "video_first_frame_ms", budget: 100, unit: "ms",
      meaning: "a 20 s 1080p H.264 clip at 30 frames a second, fullscreen: from the carousel's "
        + "rest on it to its first new frame on screen"),
    Key(
      name: "video_dropped_frames", budget: 0, unit: "",
      meaning: "frames of that clip never shown (the decoder was late for them)"),
    Key(
      name: "video_cpu_percent", budget: nil, unit: "%",
      meaning: "CPU of the app and its workers while it plays, % of one core"),
    Key(
      name: "video_cpu_mpv_ratio", budget: 1, unit: "×",
      meaning: "that, over mpv's on the same clip in the same X server (--vo=x11 --hwdec=no "
        + "--no-audio --fs; null without mpv)"),
    Key(
      name: "video_4k_hevc_dropped_frames", budget: nil, unit: "",
      meaning: "frames dropped of a 4 s 3840×2160 HEVC Main 10 clip at 30 frames a second, "
        + "fullscreen (null without ffmpeg's libx265, or when it cannot play)"),
    Key(
      name: "video_4k_hevc_frames", budget: nil, unit: "",
      meaning: "all the frames of that clip, shown or dropped"),
    Key(
      name: "small_board_late_ms_max", budget: 50, unit: "ms",
      meaning: "--small-board: latest arrival, 3 s slideshow of 24 MP photos for 10 min on one "
        + "core (taskset -c 0) in a 256 MiB memory cgroup"),
    Key(
      name: "small_board_cut_short", budget: 0, unit: "",
      meaning: "pictures of that slideshow never shown at rest"),
    Key(
      name: "small_board_rss_mb_peak", budget: nil, unit: "MB",
      meaning: "peak memory of the app and its workers in that run (their proportional sets "
        + "added up: a shared page counts once)"),
    Key(
      name: "small_board_video_dropped_percent", budget: 1, unit: "%",
      meaning: "--small-board: frames dropped of 720p H.264 clips (6 s, 30 frames a second) "
        + "between every two 24 MP photos of a 3 s slideshow for at most 2 min, each clip's slide "
        + "lasting the clip and 2 s more, on one core in a 256 MiB memory cgroup"),
    Key(
      name: "small_board_video_rss_mb_peak", budget: nil, unit: "MB",
      meaning: "peak memory of the app and its decoder and video workers in that run (their "
        + "proportional sets added up)"),
  ]

  private(set) var values: [String: Double] = [:]
  /// Rows of detail beside the keys: what each figure is made of.
  private(set) var details: [(String, String)] = []

  mutating func set(_ name: String, _ value: Double) {
    precondition(Self.keys.contains { $0.name == name }, "unknown key \(name)")
    values[name] = value
  }

  mutating func note(_ label: String, _ text: String) {
    details.append((label, text))
  }

  /// Exactly the keys, as one JSON object; a figure not measured is null.
  var json: String {
    let fields = Self.keys.map { key in
      "  \"\(key.name)\": " + (values[key.name].map { Self.number($0, unit: key.unit) } ?? "null")
    }
    return "{\n" + fields.joined(separator: ",\n") + "\n}"
  }

  /// The keys with their budgets and verdicts, then the details.
  var table: String {
    let width = Self.keys.map(\.name.count).max() ?? 0
    var lines = ["carousel-bench", ""]
    for key in Self.keys {
      let value =
        values[key.name].map { Self.number($0, unit: key.unit) + " " + key.unit } ?? "not measured"
      let sign = key.isFloor ? "≥ " : "≤ "
      let budget =
        key.budget.map { "budget " + sign + Self.number($0, unit: key.unit) + " " + key.unit } ?? ""
      let verdict: String
      switch (values[key.name], key.budget) {
      case (let value?, let budget?):
        let within = key.isFloor ? value >= budget : value <= budget
        verdict = within ? "within" : (key.isFloor ? "UNDER" : "OVER")
      default: verdict = ""
      }
      lines.append(
        key.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
          + value.padding(toLength: 12, withPad: " ", startingAt: 0) + "  "
          + budget.padding(toLength: 18, withPad: " ", startingAt: 0) + "  " + verdict)
    }
    lines.append("")
    let labelWidth = details.map(\.0.count).max() ?? 0
    lines += details.map {
      $0.0.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + "  " + $0.1
    }
    return lines.joined(separator: "\n")
  }

  /// `value` as written: whole numbers without a point, ratios (×) to two places (a budget of
  /// 1.05 is not 1.1), anything else to one.
  private static func number(_ value: Double, unit: String) -> String {
    guard value != value.rounded() || abs(value) >= 1e9 else { return String(Int(value)) }
    return String(format: unit == "×" ? "%.2f" : "%.1f", value)
  }
}
