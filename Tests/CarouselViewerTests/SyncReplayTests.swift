import Foundation
import SystemKit
import TestSupport
import Testing

@testable import CarouselViewer

/// Frames that change together (`--sync`), through the real binary's replays: each run's wall
/// clock set by a `clock` record, so two runs "started 1.7 s apart" start 1.7 s apart on the
/// wall clock, and every instant asserted is exact (virtual time).
@Suite("Frames that change together", .serialized)
struct SyncReplayTests {
  /// The demo's nine pictures.
  static let pictures = RepositoryPath.appending("Assets/Pictures")
  /// 2024-06-01T12:00:23Z: 3 s past a 5 s point, whose number is 343,448,644 (picture 4 of 9).
  static let start = "2024-06-01T12:00:23Z"
  static let startWall = 1_717_243_223.0

  /// A page change: its wall time (s from the epoch) and the picture.
  struct Change: Equatable, CustomStringConvertible {
    var wall: Double
    var page: Int
    var description: String { "\(page)@\(wall)" }
  }

  /// Plays a run that starts at `startWall` + `delay` s and ends at `startWall` + `end` s on
  /// the wall clock (by default 12:01:00); returns its page changes, the picture it showed 1 ms
  /// in, and stderr.
  static func play(
    delay: Double, end: Double = 37, records: [String] = [], _ options: [String]
  ) throws -> (changes: [Change], first: Int?, errors: String) {
    let folder = try TemporaryFolder()
    let wall = startWall + delay
    let lines =
      [
        #"{"t":0,"type":"clock","wall":"\#(CivilTime.iso(wall, offset: 0))"}"#,
        #"{"t":1,"type":"control","line":"status"}"#,
      ] + records + [#"{"t":\#(Int(((end - delay) * 1000).rounded())),"type":"quit"}"#]
    try folder.write(Array(lines.joined(separator: "\n").utf8), to: "replay.jsonl")
    var environment = CarouselProcess.isolatedEnvironment(in: folder)
    environment["TZ"] = "UTC"  // --awake's hours
    let result = try CarouselProcess.run(
      ["--headless", "--size", "160x90", "--replay", folder.file("replay.jsonl"), "--sync"]
        + options + [pictures],
      environment: environment)
    #expect(result.status == 0, "\(result.standardError)")
    let trace = try result.standardOutput.split(separator: "\n").map {
      try TraceEntry(line: String($0))
    }
    let changes = trace.filter { $0.type == "page" }.map {
      Change(wall: wall + $0.time / 1000, page: $0.page ?? -1)
    }
    let status = trace.first { $0.type == "control" }?.answer ?? ""
    let first = Self.index(inStatus: status).map { $0 - 1 }
    return (changes, first, result.standardError)
  }

  /// The `"index"` of a status line (from 1).
  static func index(inStatus status: String) -> Int? {
    guard let range = status.range(of: #""index":"#) else { return nil }
    return Int(status[range.upperBound...].prefix { $0.isNumber })
  }

  /// The picture the grid shows at `wall`: its 5 s point's number, mod 9, `offset` on.
  static func picture(at wall: Double, offset: Int = 0) -> Int {
    (Int((wall / 5).rounded(.down)) + offset) % 9
  }

  @Test("two frames started 1.7 s apart change at the same instants and show the same picture")
  func twoFramesTogether() throws {
    let early = try Self.play(delay: 0, ["--slideshow", "5", "--transition", "none"])
    let late = try Self.play(delay: 1.7, ["--slideshow", "5", "--transition", "none"])
    // At whole 5 s of the wall clock: 12:00:25, :30, … 12:01:00, the frame the runs end in.
    let points = stride(from: 1_717_243_225.0, through: 1_717_243_260, by: 5).map { $0 }
    let expected = points.map { Change(wall: $0, page: Self.picture(at: $0)) }
    #expect(early.changes == expected)
    #expect(late.changes == expected)
    // The late one joined at the picture of its start's point, as the early one showed it then.
    #expect(early.first == 4 && late.first == 4)
  }

  @Test("--sync-offset 2 shows the picture two places on, changing at the same instants")
  func offsetFrame() throws {
    let first = try Self.play(delay: 0, ["--slideshow", "5", "--transition", "none"])
    let second = try Self.play(
      delay: 1.7, ["--slideshow", "5", "--transition", "none", "--sync-offset", "2"])
    #expect(second.changes.map(\.wall) == first.changes.map(\.wall))
    #expect(second.changes.map(\.page) == first.changes.map { ($0.page + 2) % 9 })
    #expect(second.first == 6)
  }

  @Test("sliding frames cross pages within one frame of each other, on the same pictures")
  func slidingFrames() throws {
    let early = try Self.play(delay: 0, ["--slideshow", "5"])
    let late = try Self.play(delay: 1.7, ["--slideshow", "5"])
    #expect(early.changes.map(\.page) == late.changes.map(\.page))
    #expect(early.changes.count == 7)
    // Half of the 0.6 s slide after the point; its frame may round either way, and the trace
    // writes times to 0.1 ms.
    let frame = 1.0 / 60 + 1e-4
    for (a, b) in zip(early.changes, late.changes) {
      #expect(abs(a.wall - b.wall) <= frame, "\(a) against \(b)")
      #expect(abs(a.wall - (a.wall / 5).rounded(.down) * 5 - 0.3) <= frame, "\(a)")
    }
  }

  @Test("--shuffle without --seed shuffles every synchronised frame alike")
  func shuffledFrames() throws {
    let options = ["--slideshow", "5", "--transition", "none", "--shuffle"]
    let early = try Self.play(delay: 0, options)
    let late = try Self.play(delay: 1.7, options)
    #expect(early.changes == late.changes)
    #expect(early.changes.count == 8)
  }

  @Test("a frame that wakes in the morning joins the others at once, then keeps their points")
  func wakeJoins() throws {
    // Off until 12:00:40 (the schedule's window starts there); the slideshow held meanwhile.
    let run = try Self.play(
      delay: 0, ["--slideshow", "5", "--transition", "none", "--awake", "12:00:40-23:00"])
    let expected = [45.0, 50, 55, 60].map {
      Change(wall: Self.startWall - 23 + $0, page: Self.picture(at: Self.startWall - 23 + $0))
    }
    #expect(run.changes == expected, "no change while off, none a full interval late")
    #expect(run.errors.isEmpty, "\(run.errors)")
  }

  @Test("input holds a synchronised frame; it rejoins the others at a point")
  func inputRejoins() throws {
    // A Right key at 12:00:26 pages on; the slideshow goes on a full interval later, at the
    // first point after 12:00:31, with the picture that point shows (the others' picture).
    let run = try Self.play(
      delay: 0,
      records: [
        #"{"t":3000,"type":"key_down","key":"Right"}"#,
        #"{"t":3050,"type":"key_up","key":"Right"}"#,
      ], ["--slideshow", "5", "--transition", "none"])
    let points = run.changes.filter { $0.wall >= Self.startWall + 10 }
    #expect(points.first?.wall == Self.startWall + 12, "12:00:35, the first point after :31")
    #expect(points.allSatisfy { $0.page == Self.picture(at: $0.wall) }, "\(points)")
  }

  @Test("a clock step moves a synchronised frame to the new time's points and pictures")
  func clockStep() throws {
    // 10 s in, at 12:00:33, NTP sets the clock 3,602.5 s on, to 13:00:35.5.
    let step = 3_602.5
    let run = try Self.play(
      delay: 0,
      records: [#"{"t":10000,"type":"clock","wall":"2024-06-01T13:00:35.500Z"}"#],
      ["--slideshow", "5", "--transition", "none"])
    // `play` dates changes from the start's wall clock: those after the step are `step` later.
    let changes = run.changes.map { change in
      change.wall < Self.startWall + 10
        ? change : Change(wall: change.wall + step, page: change.page)
    }
    // 12:00:25 and :30, then 13:00:40 to 13:01:00 (the run ends at 13:01:02.5).
    let walls = [25.0, 30] + stride(from: 3_600 + 40.0, through: 3_600 + 60, by: 5)
    let expected = walls.map { Self.startWall - 23 + $0 }.map {
      Change(wall: $0, page: Self.picture(at: $0))
    }
    #expect(changes == expected)
  }
}
