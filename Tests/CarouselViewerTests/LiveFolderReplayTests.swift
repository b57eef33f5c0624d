import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import ReplayFormat

/// Live folders (`--watch`) while running headless, on the virtual clock: pictures added,
/// removed (the one shown too), replaced in place and renamed, and the folder removed and made
/// again; the picture shown stays where it should, and nothing is shown twice or lost.
@Suite(.serialized) struct LiveFolderReplayTests {
  static func status(_ t: Int) -> String {
    #"{"t":\#(t),"type":"control","line":"status"}"#
  }

  static func file(_ t: Int, _ op: String, _ path: String, _ extra: String = "") -> String {
    #"{"t":\#(t),"type":"file","op":"\#(op)","path":"\#(path)"\#(extra)}"#
  }

  /// The name in a status answer.
  static func name(in entry: TraceEntry) -> String? {
    guard let answer = entry.answer, let data = answer.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return object["name"] as? String
  }

  @Test func theShownPictureStaysShownWhileTheFolderChanges() throws {
    let folder = try TemporaryFolder()
    try LiveFolderHarness.makePictures(["a.png", "c.png", "d.png", "e.png"], in: folder)
    try Self.writeBlue(in: folder)
    let outcome = try LiveFolderHarness.run(
      [
        #"{"t":0,"type":"control","line":"goto c.png"}"#,
        Self.file(1000, "add", "pics/b.png", #","from":"blue.png""#),  // before the one shown
        Self.status(1100),
        Self.file(2000, "remove", "pics/c.png"),  // the one shown: its neighbour shows
        Self.status(2100),
        Self.file(3000, "replace", "pics/d.png", #","from":"blue.png""#),  // rsync's way
        Self.status(3100),
      ], in: folder, roots: ["pics"])
    let catalogLines = outcome.trace.filter { $0.type == "catalog" }
    #expect(catalogLines.map(\.time) == [1000, 2000, 3000])
    #expect(catalogLines.map(\.count) == [5, 4, 4])
    #expect(catalogLines.map(\.page) == [2, 2, 2])
    let shown = outcome.trace.filter { $0.line == "status" }.map(Self.name(in:))
    #expect(shown == ["c.png", "d.png", "d.png"])
    #expect(outcome.names == ["a.png", "b.png", "d.png", "e.png"])
    #expect(outcome.revisions["d.png"] == 1)  // replaced: decoded again…
    #expect(outcome.centre == Color(red: 0, green: 0, blue: 255))  // …and shown so
    // No page was turned by the changes: only the goto moved the carousel.
    #expect(outcome.trace.filter { $0.type == "page" }.map(\.time) == [116.7])
  }

  @Test func aRenamedPictureStaysShownAndAFolderThatComesBackShowsItAgain() throws {
    let folder = try TemporaryFolder()
    try LiveFolderHarness.makePictures(["a.png", "c.png", "d.png"], in: folder)
    let outcome = try LiveFolderHarness.run(
      [
        #"{"t":0,"type":"control","line":"goto d.png"}"#,
        Self.file(1000, "rename", "pics/d.png", #","to":"pics/0.png""#),  // moves to the front
        Self.status(1100),
        Self.file(2000, "rename", "pics", #","to":"gone""#),  // the folder goes
        Self.status(2100),
        Self.file(3000, "rename", "gone", #","to":"pics""#),  // and comes back
        Self.status(3100),
        Self.file(4000, "remove", "pics/a.png"),
        Self.file(4000, "remove", "pics/c.png"),
        Self.file(4000, "remove", "pics/0.png"),
        Self.file(4000, "remove", "pics"),  // removed for good…
        Self.file(5000, "mkdir", "pics"),  // …and made again, empty
        Self.status(5100),
      ], in: folder, roots: ["pics"])
    let catalogLines = outcome.trace.filter { $0.type == "catalog" }
    #expect(catalogLines.map(\.time) == [1000, 2000, 3000, 4000])
    #expect(catalogLines.map(\.count) == [3, 0, 3, 0])
    #expect(catalogLines.map(\.page) == [0, nil, 0, nil])
    let shown = outcome.trace.filter { $0.line == "status" }.map(Self.name(in:))
    #expect(shown == ["0.png", nil, "0.png", nil])
    #expect(outcome.names.isEmpty)
  }

  static func writeBlue(in folder: TemporaryFolder) throws {
    try SDLTestSession.run {
      try writeSolidPNG(
        folder.file("blue.png"), size: Size(width: 8, height: 8),
        color: Color(red: 0, green: 0, blue: 255))
    }
  }

  /// A slideshow at 5 s for ten simulated minutes while pictures come and go about once a
  /// minute: every transition starts at exactly k × 5 s and goes to the next picture of the list
  /// as it is then, none skipped and none repeated; changes made during a transition join once
  /// it has settled.
  @Test func aSlideshowWithFolderChurnKeepsItsTimesAndLosesNothing() throws {
    let folder = try TemporaryFolder()
    try LiveFolderHarness.makePictures((0..<8).map { "p\($0).png" }, in: folder)
    try LiveFolderHarness.makePictures(["spare.png"], in: folder, subfolder: "spares")
    let spare = #","from":"spares/spare.png""#
    let churn = [
      Self.file(37_500, "add", "pics/n1.png", spare),
      Self.file(95_100, "rename", "pics/p2.png", #","to":"pics/r2.png""#),  // mid-transition
      Self.file(152_500, "remove", "pics/n1.png"),
      Self.file(212_500, "remove", "pics/p5.png"),
      Self.file(270_100, "add", "pics/a.png", spare),  // mid-transition
      Self.file(332_500, "replace", "pics/p0.png", spare),
      Self.file(392_500, "rename", "pics/r2.png", #","to":"pics/0.png""#),
      Self.file(452_500, "add", "pics/p9.png", spare),
      Self.file(512_500, "remove", "pics/p7.png"),
    ]
    let outcome = try LiveFolderHarness.run(
      churn + [Self.status(600_000)], in: folder, roots: ["pics"], slideshow: 5)
    let settles = outcome.trace.filter { $0.type == "settled" }
    #expect(settles.count == 120)  // at 5, 10, …, 600 s
    for (k, settle) in settles.enumerated() {
      // Each transition starts at exactly (k + 1) × 5 s and settles within a second.
      let start = Double(k + 1) * 5000
      #expect(settle.time > start && settle.time < start + 1000, "transition \(k + 1)")
    }
    let changes = outcome.trace.filter { $0.type == "catalog" }
    #expect(changes.count == churn.count)
    for (change, line) in zip(changes, churn) {
      let t = try #require(try ReplayScript.parse(line, name: "churn").first?.time)
      // At once when at rest; else when the transition under way settles.
      let settle = settles.first { $0.time >= t }?.time ?? t
      #expect(change.time == (t.truncatingRemainder(dividingBy: 5000) < 1000 ? settle : t))
    }
    // Walk the trace: each settle is the next item of the list as it is at that moment.
    var current = 0
    var count = 8
    for entry in outcome.trace {
      switch entry.type {
      case "catalog":
        current = entry.page ?? 0
        count = entry.count ?? 0
      case "settled":
        #expect(entry.page == (current + 1) % count, "at \(entry.time)")
        current = entry.page ?? 0
      default: break
      }
    }
    #expect(
      outcome.names == [
        "0.png", "a.png", "p0.png", "p1.png", "p3.png", "p4.png", "p6.png",
        "p9.png",
      ])
    #expect(outcome.revisions["p0.png"] == 1)
  }

  /// A kiosk's simulated day with folder churn: live folders as a photo frame meets them.
  ///
  /// A kiosk (a picture every 8 s) runs a day while its folder changes every hour (a picture
  /// added, replaced as rsync does, renamed, removed); every transition starts at exactly
  /// k × 8 s, each goes to the next picture of the list as it is then, every change joins at
  /// once (they come at rest), and at the end the list is the folder's. Through the real
  /// binary, `--kiosk --headless`.
  @Test func aKioskDayWithFolderChurnKeepsItsTimesAndLosesNothing() throws {
    let folder = try TemporaryFolder()
    try LiveFolderHarness.makePictures((0..<8).map { "p\($0).png" }, in: folder)
    try LiveFolderHarness.makePictures(["spare.png"], in: folder, subfolder: "spares")
    let spare = #","from":"spares/spare.png""#
    var churn: [String] = []
    for hour in 0..<24 {
      let t = hour * 3_600_000 + 1_802_500  // half past, mid-interval
      switch hour % 4 {
      case 0: churn.append(Self.file(t, "add", "pics/n\(hour).png", spare))
      case 1: churn.append(Self.file(t, "replace", "pics/p\(hour % 8).png", spare))
      case 2:
        churn.append(
          Self.file(t, "rename", "pics/n\(hour - 2).png", #","to":"pics/z\#(hour).png""#))
      default: churn.append(Self.file(t, "remove", "pics/z\(hour - 1).png"))
      }
    }
    let replay = folder.file("day.jsonl")
    try (churn + [Self.status(86_400_000)]).joined(separator: "\n")
      .write(toFile: replay, atomically: true, encoding: .utf8)
    let result = try CarouselProcess.run([
      "--headless", "--kiosk", "--size", "64x36", "--replay", replay, folder.file("pics"),
    ])
    #expect(result.status == 0, "stderr: \(result.standardError)")
    let trace = try result.standardOutput.split(separator: "\n").map {
      try TraceEntry(line: String($0))
    }
    let settles = trace.filter { $0.type == "settled" }
    #expect(settles.count == 10_800)  // at 8, 16, …, 86,400 s (the status line ends the day)
    let late = settles.enumerated().filter { k, settle in
      let start = Double(k + 1) * 8000
      return !(settle.time > start && settle.time < start + 1000)
    }
    #expect(late.isEmpty, "first off time: \(late.first.map { "\($0.element)" } ?? "")")
    let changes = trace.filter { $0.type == "catalog" }
    let expectedTimes: [Double] = (0..<24).map { hour in Double(hour * 3_600_000 + 1_802_500) }
    #expect(changes.map(\.time) == expectedTimes)
    var current = 0
    var count = 8
    var skipped = 0
    for entry in trace {
      if entry.type == "catalog" {
        current = entry.page ?? 0
        count = entry.count ?? 0
      } else if entry.type == "settled" {
        if entry.page != (current + 1) % count { skipped += 1 }
        current = entry.page ?? 0
      }
    }
    #expect(skipped == 0)
    let status = try #require(trace.last { $0.type == "control" })
    #expect(status.answer?.contains(#""count":8"#) == true)
  }
}
