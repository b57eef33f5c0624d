import Foundation
import TestSupport
import Testing

/// A kiosk left running: days of slideshow at 5 s through the real binary, headless, on the
/// virtual clock, while its folder changes every minute (a picture added, replaced as rsync
/// does, renamed, removed), the folder disappears and comes back once a day, a remote pages
/// it (SIGUSR1), reloads it (SIGHUP) and asks its status now and then, every night its display
/// sleeps (`--awake 07:00-23:00`, the run starting at 08:00 UTC), and all the while it is a
/// device on a real MQTT broker, publishing its state at every change.
///
/// No drift: between two interruptions every change comes exactly one interval after the one
/// before, and the first after a night a full interval after the display woke. Nothing lost,
/// nothing twice: each change goes to the next picture of the list as it then is. Night and
/// day: the trace says the display off at exactly 23:00 and on at 07:00 each day, and no
/// picture changes between. Flat: the last day ends holding what the first day ended with
/// (resident memory within a margin; the cache within its budget; the same descriptors and
/// threads), each probe taken at night.
///
/// `scripts/test` runs two days (`CAROUSEL_SOAK_DAYS`, default 2); `scripts/soak` runs 30.
@Suite(.serialized) struct SoakTests {
  static let days = Environment.value("CAROUSEL_SOAK_DAYS").flatMap { Int($0) } ?? 2
  static let interval = 5_000  // ms
  static let day = 86_400_000  // ms
  /// How much resident memory may grow from the first day's end to the last's, in bytes:
  /// allocator slack (4 MiB), and 256 KiB a day, well under the 0.9 MiB a day the inbox's
  /// unread wake-ups once cost (the fixed run grows about 50 KiB a day).
  static let residentMargin = 4 * 1_048_576 + days * 256 * 1_024
  /// The hours the display is on, and the run's start: 08:00 UTC, an hour into the window.
  static let awake = "07:00-23:00"
  static let start = "2024-05-06T08:00:00Z"
  /// When, from each day's start (08:00), the display turns off (23:00) and on (07:00), in ms.
  static let sleeps = 15 * 3_600_000
  static let wakes = 23 * 3_600_000

  /// A file record of the replay.
  static func file(_ t: Int, _ op: String, _ path: String, _ extra: String = "") -> String {
    #"{"t":\#(t),"type":"file","op":"\#(op)","path":"\#(path)"\#(extra)}"#
  }

  /// The replay: churn every minute, the folder's daily absence, remote steering, probes.
  static func replay(days: Int) -> (lines: [String], interruptions: [Int]) {
    let spare = #","from":"spares/spare.png""#
    var lines: [String] = []
    var interruptions: [Int] = []
    for minute in 0..<(days * 1_440) {
      let t = minute * 60_000 + 2_500  // mid-interval: the carousel rests
      switch minute % 4 {
      case 0: lines.append(file(t, "add", "pics/n\(minute).png", spare))
      case 1: lines.append(file(t, "replace", "pics/p\((minute / 4) % 8).png", spare))
      case 2:
        lines.append(file(t, "rename", "pics/n\(minute - 2).png", #","to":"pics/z\#(minute).png""#))
      default: lines.append(file(t, "remove", "pics/z\(minute - 1).png"))
      }
      if minute % 60 == 30 {
        lines.append(#"{"t":\#(t + 20_000),"type":"control","line":"status"}"#)
      }
    }
    for index in 0..<days {
      let start = index * day
      // A remote pages (USR1) and reloads (HUP); the folder goes away and comes back.
      lines.append(#"{"t":\#(start + 3_600_000 + 12_500),"type":"signal","name":"USR1"}"#)
      lines.append(#"{"t":\#(start + 7_200_000 + 12_500),"type":"signal","name":"HUP"}"#)
      lines.append(file(start + 43_200_000 + 12_500, "rename", "pics", #","to":"gone""#))
      lines.append(file(start + 43_200_000 + 42_500, "rename", "gone", #","to":"pics""#))
      lines.append(#"{"t":\#(start + day - 2_500),"type":"probe"}"#)
      interruptions += [
        start + 3_600_000 + 12_500, start + 7_200_000 + 12_500, start + 43_200_000 + 12_500,
        start + 43_200_000 + 42_500,
      ]
    }
    let sorted = lines.sorted { time(of: $0) < time(of: $1) }
    return ([#"{"t":0,"type":"clock","wall":"\#(start)"}"#] + sorted, interruptions)
  }

  /// The `t` of a replay line.
  static func time(of line: String) -> Int {
    let digits = line.dropFirst(#"{"t":"#.count).prefix { $0.isNumber }
    return Int(digits) ?? 0
  }

  @Test func aKioskKeepsTimeLosesNothingAndHoldsFlat() throws {
    let folder = try TemporaryFolder()
    try LiveFolderHarness.makePictures((0..<8).map { "p\($0).png" }, in: folder)
    try LiveFolderHarness.makePictures(["spare.png"], in: folder, subfolder: "spares")
    let (lines, interruptions) = Self.replay(days: Self.days)
    let replay = folder.file("soak.jsonl")
    try lines.joined(separator: "\n").write(toFile: replay, atomically: true, encoding: .utf8)
    var environment = CarouselProcess.isolatedEnvironment(in: folder)
    environment["TZ"] = "UTC"
    let broker = try MosquittoBroker()
    let result = try CarouselProcess.run(
      [
        "--headless", "--kiosk", "--slideshow", "5", "--size", "64x36", "--awake", Self.awake,
        "--replay", replay, "--mqtt", broker.address, "--mqtt-name", "soak", folder.file("pics"),
      ], environment: environment)
    #expect(result.status == 0, "stderr: \(result.standardError)")
    let trace = try result.standardOutput.split(separator: "\n").map {
      try TraceEntry(line: String($0))
    }
    checkNights(trace)
    checkTime(trace, interruptions: interruptions)
    checkOrder(trace)
    try checkResources(result.standardOutput)
    // The broker holds the state the frame ended with: its last picture, and offline.
    let lastPage = try #require(trace.last { $0.type == "settled" }?.page)
    let state = try #require(broker.retained("carousel/soak/state"))
    #expect(state.hasPrefix(#"{"index":\#(lastPage + 1),"#), "\(state)")
    #expect(broker.retained("carousel/soak/availability") == "offline")
  }

  /// The display off at 23:00 and on at 07:00 each day, exactly, and no picture changes while
  /// it is off.
  func checkNights(_ trace: [TraceEntry]) {
    let changes = trace.filter { $0.type == "display" }
    let expected = (0..<Self.days).flatMap { day in
      ["off \(day * Self.day + Self.sleeps) ", "on \(day * Self.day + Self.wakes) "]
    }
    let seen = changes.map { "\($0.display ?? "") \(Int($0.time)) " }
    // The first line is the start's: on, by the schedule, at 0.
    #expect(seen.first == "on 0 " && Array(seen.dropFirst()) == expected, "\(seen.prefix(6))")
    var asleep = false
    var changedAtNight: [TraceEntry] = []
    for entry in trace {
      if entry.type == "display" { asleep = entry.display == "off" }
      if asleep, entry.type == "page" || entry.type == "settled" { changedAtNight.append(entry) }
    }
    #expect(
      changedAtNight.isEmpty,
      "\(changedAtNight.count) changes at night: \(changedAtNight.prefix(3))")
  }

  /// How long an interruption may shift the slideshow, in ms: a kiosk goes on 15 s after the
  /// remote paged it (`--resume-after`), with what was left of the interval, then one more.
  static let interruptionShadow = 30_000.0

  /// The slide's 0.6 s: a settle comes that long after its change began, in ms.
  static let transition = 600.0

  /// Consecutive settles come one interval apart, unless an interruption came just before;
  /// across a night, the first comes a full interval (and its slide) after the display woke.
  func checkTime(_ trace: [TraceEntry], interruptions: [Int]) {
    let settles = trace.filter { $0.type == "settled" }.map(\.time)
    let awake = Self.day - (Self.wakes - Self.sleeps)
    let expected = Self.days * awake / Self.interval
    #expect(settles.count >= expected - Self.days * 30, "\(settles.count) of about \(expected)")
    let wakes = trace.filter { $0.type == "display" && $0.display == "on" }.map(\.time)
    var offTime: [(Double, Double)] = []
    for (previous, next) in zip(settles, settles.dropFirst()) {
      let interrupted = interruptions.contains {
        Double($0) < next && Double($0) > next - Self.interruptionShadow
      }
      if let wake = wakes.last(where: { $0 > previous && $0 < next }) {
        if next - wake != Double(Self.interval) + Self.transition { offTime.append((wake, next)) }
      } else if !interrupted, next - previous != Double(Self.interval) {
        offTime.append((previous, next))
      }
    }
    #expect(offTime.isEmpty, "\(offTime.count) changes off time, first: \(offTime.first as Any)")
  }

  /// Each change goes to the next picture of the list as it then is.
  func checkOrder(_ trace: [TraceEntry]) {
    var current = 0
    var count = 8
    var skipped: [TraceEntry] = []
    for entry in trace {
      if entry.type == "catalog" {
        current = entry.page ?? 0
        count = entry.count ?? 0
      } else if entry.type == "settled", let page = entry.page {
        if count > 0, page != (current + 1) % count { skipped.append(entry) }
        current = page
      }
    }
    #expect(
      skipped.isEmpty, "\(skipped.count) changes not to the next picture: \(skipped.prefix(3))")
  }

  /// The last day ends holding what the first day ended with.
  func checkResources(_ output: String) throws {
    let probes = try output.split(separator: "\n").compactMap { line -> [String: Int]? in
      guard line.contains(#""type":"probe""#) else { return nil }
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return object?.compactMapValues { ($0 as? NSNumber)?.intValue }
    }
    try #require(probes.count == Self.days)
    let first = probes[0]
    let last = probes[probes.count - 1]
    let grown = (last["resident_kib"] ?? 0) - (first["resident_kib"] ?? 0)
    #expect(grown * 1024 <= Self.residentMargin, "resident grew \(grown) KiB: \(probes)")
    #expect(last["descriptors"] == first["descriptors"], "\(probes)")
    #expect(last["threads"] == first["threads"], "\(probes)")
    #expect((last["cache_bytes"] ?? .max) <= 256 * 1_048_576)
    #expect(last["cache_entries"] ?? .max <= (first["cache_entries"] ?? 0) + 4, "\(probes)")
    print("carousel: soak of \(Self.days) days: probes \(probes)")
  }
}
