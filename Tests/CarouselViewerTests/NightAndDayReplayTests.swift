import Foundation
import TestSupport
import Testing

@testable import CarouselViewer

/// The display's night and day on the virtual clock, through the real binary's replays with
/// `TZ=Europe/Berlin`: a simulated week across each daylight-saving change, windows across
/// midnight, clock steps, overrides, wake on touch, the hooks; the trace and the status say
/// each change.
@Suite("Night and day", .serialized)
struct NightAndDayReplayTests {
  static let schedule = "mon-fri 06:30-22:00, sat 08:00-01:30, sun 02:30-23:30"
  static let hour = 3_600_000

  /// Plays `records` with `options` and returns the trace, the display lines summarised as
  /// "off schedule 2024-03-29T22:00:00+01:00", and standard error.
  static func play(
    _ records: [String], _ options: [String], zone: String = "Europe/Berlin"
  ) throws -> (trace: [TraceEntry], display: [String], errors: String) {
    let folder = try TemporaryFolder()
    try folder.write(Array(records.joined(separator: "\n").utf8), to: "replay.jsonl")
    var environment = CarouselProcess.isolatedEnvironment(in: folder)
    environment["TZ"] = zone
    let result = try CarouselProcess.run(
      ["--headless", "--size", "160x90", "--replay", folder.file("replay.jsonl")] + options,
      environment: environment)
    #expect(result.status == 0, "\(result.standardError)")
    let trace = try result.standardOutput.split(separator: "\n").map {
      try TraceEntry(line: String($0))
    }
    let display = trace.filter { $0.type == "display" }.map {
      "\($0.display ?? "") \($0.reason ?? "") \($0.wall ?? "")"
    }
    return (trace, display, result.standardError)
  }

  static func clock(_ t: Int, _ wall: String) -> String {
    #"{"t":\#(t),"type":"clock","wall":"\#(wall)"}"#
  }

  static func control(_ t: Int, _ line: String) -> String {
    #"{"t":\#(t),"type":"control","line":"\#(line)"}"#
  }

  @Test(
    "a week across the spring change: exact boundaries, 02:30 starts at 03:00, no steps at night")
  func springWeek() throws {
    let run = try Self.play(
      [
        Self.clock(0, "2024-03-27T12:00:00+01:00"),
        #"{"t":\#(7 * 24 * Self.hour),"type":"quit"}"#,
      ], ["--awake", Self.schedule, "--slideshow", "3600"])
    #expect(
      run.display == [
        "on schedule 2024-03-27T12:00:00+01:00",
        "off schedule 2024-03-27T22:00:00+01:00", "on schedule 2024-03-28T06:30:00+01:00",
        "off schedule 2024-03-28T22:00:00+01:00", "on schedule 2024-03-29T06:30:00+01:00",
        "off schedule 2024-03-29T22:00:00+01:00", "on schedule 2024-03-30T08:00:00+01:00",
        "off schedule 2024-03-31T01:30:00+01:00", "on schedule 2024-03-31T03:00:00+02:00",
        "off schedule 2024-03-31T23:30:00+02:00", "on schedule 2024-04-01T06:30:00+02:00",
        "off schedule 2024-04-01T22:00:00+02:00", "on schedule 2024-04-02T06:30:00+02:00",
        "off schedule 2024-04-02T22:00:00+02:00", "on schedule 2024-04-03T06:30:00+02:00",
      ])
    // The slideshow steps only while on, and goes on a full interval after each wake, from the
    // picture it left.
    var asleep = false
    var lastPage: Int?
    for entry in run.trace {
      if entry.type == "display" { asleep = entry.display == "off" }
      if entry.type == "page" {
        #expect(!asleep, "a page turned at \(entry.time) while the display was off")
        if let lastPage { #expect(entry.page == (lastPage + 1) % 9, "at \(entry.time)") }
        lastPage = entry.page
      }
    }
    let wakes = run.trace.filter { $0.type == "display" && $0.display == "on" }.map(\.time)
    let pages = run.trace.filter { $0.type == "page" }.map(\.time)
    for wake in wakes.dropFirst() {
      let next = try #require(pages.first { $0 > wake })
      #expect(next - wake >= 3_600_000 && next - wake < 3_601_000, "a full interval after \(wake)")
    }
  }

  @Test("a week across the autumn change: the repeated hour's window runs once")
  func autumnWeek() throws {
    let run = try Self.play(
      [
        Self.clock(0, "2024-10-23T12:00:00+02:00"),
        #"{"t":\#(7 * 24 * Self.hour),"type":"quit"}"#,
      ], ["--awake", Self.schedule])
    #expect(
      run.display == [
        "on schedule 2024-10-23T12:00:00+02:00",
        "off schedule 2024-10-23T22:00:00+02:00", "on schedule 2024-10-24T06:30:00+02:00",
        "off schedule 2024-10-24T22:00:00+02:00", "on schedule 2024-10-25T06:30:00+02:00",
        "off schedule 2024-10-25T22:00:00+02:00", "on schedule 2024-10-26T08:00:00+02:00",
        "off schedule 2024-10-27T01:30:00+02:00", "on schedule 2024-10-27T02:30:00+02:00",
        "off schedule 2024-10-27T23:30:00+01:00", "on schedule 2024-10-28T06:30:00+01:00",
        "off schedule 2024-10-28T22:00:00+01:00", "on schedule 2024-10-29T06:30:00+01:00",
        "off schedule 2024-10-29T22:00:00+01:00", "on schedule 2024-10-30T06:30:00+01:00",
      ])
    // 02:30 CEST to 23:30 CET is 22 hours of virtual time: the hour came twice, the window once.
    let times = run.trace.filter { $0.type == "display" }.map(\.time)
    #expect(times[9] - times[8] == Double(22 * Self.hour))
  }

  @Test("clock steps forward and back: the display follows the new time of day at once")
  func clockSteps() throws {
    let run = try Self.play(
      [
        Self.clock(0, "2024-05-06T21:00:00+02:00"),
        // NTP finds the frame an hour and a half behind: it is 22:30, past the window's end.
        Self.clock(1_800_000, "2024-05-06T23:00:00+02:00"),
        // And back to the evening: the window is open again.
        Self.clock(3_600_000, "2024-05-06T20:00:00+02:00"),
        Self.control(3_600_001, "status"),
        #"{"t":\#(4 * Self.hour),"type":"quit"}"#,
      ], ["--awake", "mon-fri 06:30-22:00"])
    #expect(
      run.display == [
        "on schedule 2024-05-06T21:00:00+02:00", "off schedule 2024-05-06T23:00:00+02:00",
        "on schedule 2024-05-06T20:00:00+02:00", "off schedule 2024-05-06T22:00:00+02:00",
      ])
    let times = run.trace.filter { $0.type == "display" }.map(\.time)
    #expect(times == [0, 1_800_000, 3_600_000, 3_600_000 + 7_200_000])
    let status = run.trace.first { $0.type == "control" }?.answer ?? ""
    #expect(status.contains(#""display":"on","display_reason":"schedule""#))
  }

  @Test("display on|off override the schedule until its next boundary; auto hands it back")
  func overrides() throws {
    let run = try Self.play(
      [
        Self.clock(0, "2024-05-06T20:00:00+02:00"),
        Self.control(1000, "display off"),  // until 22:00
        Self.control(3 * Self.hour, "display on"),  // 23:00, at night: on until 06:30
        Self.control(3 * Self.hour + 1000, "status"),
        Self.control(12 * Self.hour, "display off"),  // 08:00 Tuesday, until 22:00
        Self.control(13 * Self.hour, "display auto"),  // 09:00: the schedule's on
        Self.control(13 * Self.hour + 1000, "display sideways"),
        #"{"t":\#(14 * Self.hour),"type":"quit"}"#,
      ], ["--awake", "mon-fri 06:30-22:00"])
    #expect(
      run.display == [
        "on schedule 2024-05-06T20:00:00+02:00", "off command 2024-05-06T20:00:01+02:00",
        "off schedule 2024-05-06T22:00:00+02:00", "on command 2024-05-06T23:00:00+02:00",
        "on schedule 2024-05-07T06:30:00+02:00", "off command 2024-05-07T08:00:00+02:00",
        "on schedule 2024-05-07T09:00:00+02:00",
      ])
    let answers = run.trace.filter { $0.type == "control" }.map { $0.answer ?? "" }
    #expect(answers[2].contains(#""display":"on","display_reason":"command""#))
    #expect(answers.last == "error: display: 'sideways' is not one of on, off, auto")
  }

  @Test("a touch at night wakes the display for --wake-for and turns no page; then it sleeps")
  func wakeOnTouch() throws {
    let swipe = [
      #"{"t":3600000,"type":"finger_down","id":1,"x":0.8,"y":0.5}"#,
      #"{"t":3600050,"type":"finger_motion","id":1,"x":0.5,"y":0.5}"#,
      #"{"t":3600100,"type":"finger_motion","id":1,"x":0.1,"y":0.5}"#,
      #"{"t":3600120,"type":"finger_up","id":1,"x":0.1,"y":0.5}"#,
    ]
    let run = try Self.play(
      [Self.clock(0, "2024-05-06T23:00:00+02:00")] + swipe + [
        // While woken, a key pages as usual and keeps it awake 60 s longer.
        #"{"t":3630000,"type":"key_down","key":"Right"}"#,
        #"{"t":3630050,"type":"key_up","key":"Right"}"#,
        Self.control(3_640_000, "status"),
        #"{"t":\#(2 * Self.hour),"type":"quit"}"#,
      ], ["--awake", "mon-fri 06:30-22:00", "--wake-for", "60"])
    #expect(
      run.display == [
        "off schedule 2024-05-06T23:00:00+02:00", "on wake 2024-05-07T00:00:00+02:00",
        "off schedule 2024-05-07T00:01:30+02:00",
      ])
    let pages = run.trace.filter { $0.type == "page" }
    #expect(pages.map(\.page) == [1], "the swipe that woke it turned nothing; the key did")
    #expect(pages.first.map { $0.time >= 3_630_000 } == true)
    let status = run.trace.first { $0.type == "control" }?.answer ?? ""
    #expect(status.contains(#""display":"on","display_reason":"wake""#))
  }

  @Test("the hooks run through /bin/sh -c at each change, and a failing one is said on one line")
  func hooks() throws {
    let folder = try TemporaryFolder()
    let log = folder.file("power.log")
    let run = try Self.play(
      [
        Self.clock(0, "2024-05-06T21:59:00+02:00"),
        Self.control(Self.hour, "display on"),
        Self.control(Self.hour + 1000, "display auto"),
        #"{"t":\#(2 * Self.hour),"type":"quit"}"#,
      ],
      [
        "--awake", "mon-fri 06:30-22:00",
        "--display-off-command", "echo off >>'\(log)'; echo 'CEC: no TV' >&2; exit 3",
        "--display-on-command", "echo on >>'\(log)'",
      ])
    #expect(run.display.count == 4)
    #expect(try String(contentsOfFile: log, encoding: .utf8) == "off\non\noff\n")
    let failures = run.errors.split(separator: "\n").map(String.init)
      .filter { $0.contains("--display-off-command") }
    #expect(failures.count == 2)
    #expect(
      failures.first
        == "carousel: --display-off-command 'echo off >>'\(log)'; echo 'CEC: no TV' >&2; exit 3' "
        + "failed with exit status 3: CEC: no TV")
  }
}
