import Foundation
import SystemKit
import TestSupport
import Testing

@testable import CarouselViewer

/// The `--awake` schedule: how it is written and refused, and its windows placed on Berlin's
/// calendar, across both daylight-saving changes of 2024.
@Suite("Awake schedule")
struct AwakeScheduleTests {
  static let berlin = LocalZone.named("Europe/Berlin") ?? .utc

  static func wall(_ text: String) -> Double {
    CivilTime.seconds(iso: text) ?? .nan
  }

  @Test func readsDaysRangesListsAndWindows() throws {
    let schedule = try AwakeSchedule(spec: "mon-fri 06:30-22:00, sat,sun 08:00-23:30")
    #expect(
      schedule.windows == [
        .init(days: [0, 1, 2, 3, 4], start: 23_400, end: 79_200),
        .init(days: [5, 6], start: 28_800, end: 84_600),
      ])
    let wrapping = try AwakeSchedule(spec: "FRI-Mon 22:00-02:00 07:00:30-24:00")
    #expect(
      wrapping.windows == [
        .init(days: [4, 5, 6, 0], start: 79_200, end: 7200),
        .init(days: [4, 5, 6, 0], start: 25_230, end: 86_400),
      ])
    #expect(
      try AwakeSchedule(spec: "09:00-17:00").windows == [
        .init(days: Set(0..<7), start: 32_400, end: 61_200)
      ])
  }

  /// Regression: `23:00-00:00` was refused as "not a time window" (an end had to be after
  /// 00:00), though a window may cross midnight; the bench wrote it between 21:00 and 22:00 UTC.
  @Test("a window that ends at 00:00 runs to midnight, as one to 24:00 does")
  func endsAtMidnight() throws {
    let night = try AwakeSchedule(spec: "sat 23:00-00:00")
    #expect(night.windows == [.init(days: [5], start: 82_800, end: 86_400)])
    #expect(night == (try AwakeSchedule(spec: "sat 23:00-24:00")))
    let saturday = Self.wall("2024-06-08T23:30:00Z")  // 23:30 UTC, Saturday
    #expect(night.isAwake(at: saturday, in: .utc))
    #expect(!night.isAwake(at: saturday + 1_800, in: .utc), "Sunday 00:00 is past it")
    #expect(night.nextBoundary(after: saturday, in: .utc) == saturday + 1_800)
    #expect(throws: ScheduleError.self) { try AwakeSchedule(spec: "00:00-00:00") }
  }

  static let refused: [(spec: String, message: String)] = [
    ("", "nothing is given; it takes " + AwakeSchedule.form),
    (
      "weekends 08:00-22:00",
      "'weekends' is not a day or a time window; it takes " + AwakeSchedule.form
    ),
    ("mon 08:00", "'08:00' is not a time window; it takes " + AwakeSchedule.form),
    ("mon 25:00-26:00", "'25:00-26:00' is not a time window; it takes " + AwakeSchedule.form),
    ("mon 08:60-09:00", "'08:60-09:00' is not a time window; it takes " + AwakeSchedule.form),
    ("mon 8:00-9:00", "'8:00-9:00' is not a time window; it takes " + AwakeSchedule.form),
    ("mon 08:00-08:00", "'08:00-08:00' is an empty window; it takes " + AwakeSchedule.form),
    (
      "mon 00:00-24:00 sat",
      "'mon 00:00-24:00 sat' ends with days and no window after them; it takes "
        + AwakeSchedule.form
    ),
  ]

  @Test(arguments: refused)
  func refuses(spec: String, message: String) {
    #expect(throws: ScheduleError(message)) { try AwakeSchedule(spec: spec) }
  }

  @Test("a bad --awake names itself, the spec and the form, and exits 2")
  func badOptionExits2() throws {
    let result = try CarouselProcess.run(["--awake", "weekdays 9-5", "--headless"])
    #expect(result.status == 2)
    #expect(
      result.standardError
        == "carousel: option --awake: 'weekdays' is not a day or a time window; "
        + "it takes \(AwakeSchedule.form)\n")
  }

  @Test("a window at 02:30 on the night the clocks go forward starts at 03:00")
  func springGap() throws {
    let schedule = try AwakeSchedule(spec: "sun 02:30-05:00")
    let saturday = Self.wall("2024-03-30T12:00:00+01:00")
    #expect(
      schedule.nextBoundary(after: saturday, in: Self.berlin)
        == Self.wall("2024-03-31T03:00:00+02:00"))
    #expect(
      schedule.nextBoundary(after: Self.wall("2024-03-31T03:00:00+02:00"), in: Self.berlin)
        == Self.wall("2024-03-31T05:00:00+02:00"))
  }

  @Test("a window in the hour the clocks go back runs once, at its first coming")
  func autumnRepeat() throws {
    let schedule = try AwakeSchedule(spec: "sun 02:15-02:45")
    let intervals = schedule.intervals(
      around: Self.wall("2024-10-27T00:00:00+02:00"), in: Self.berlin)
    let night = intervals.filter { $0.lowerBound > Self.wall("2024-10-26T12:00:00+02:00") }
      .filter { $0.lowerBound < Self.wall("2024-10-27T12:00:00+01:00") }
    #expect(
      night == [Self.wall("2024-10-27T02:15:00+02:00")..<Self.wall("2024-10-27T02:45:00+02:00")])
  }

  @Test("windows across midnight, touching windows joined, and awake all day")
  func midnightAndJoins() throws {
    let schedule = try AwakeSchedule(spec: "fri 22:00-02:00, sat 02:00-03:00")
    let friday = Self.wall("2024-05-10T21:00:00+02:00")
    #expect(!schedule.isAwake(at: friday, in: Self.berlin))
    #expect(
      schedule.nextBoundary(after: friday, in: Self.berlin)
        == Self.wall("2024-05-10T22:00:00+02:00"))
    #expect(schedule.isAwake(at: Self.wall("2024-05-11T01:59:59+02:00"), in: Self.berlin))
    #expect(schedule.isAwake(at: Self.wall("2024-05-11T02:00:00+02:00"), in: Self.berlin))
    #expect(
      schedule.nextBoundary(after: Self.wall("2024-05-10T23:00:00+02:00"), in: Self.berlin)
        == Self.wall("2024-05-11T03:00:00+02:00"), "02:00 joins the two windows")
    let always = try AwakeSchedule(spec: "00:00-24:00")
    #expect(always.nextBoundary(after: friday, in: Self.berlin) == nil)
    #expect(always.isAwake(at: friday, in: Self.berlin))
  }
}
