import Control
import Foundation
import TestSupport
import Testing

@testable import CarouselViewer

/// Remote control on the virtual clock: each signal and control command as a replay record,
/// with the pages it turns and the answers it gives.
@Suite(.serialized) struct RemoteControlReplayTests {
  static func control(_ t: Int, _ line: String) -> String {
    #"{"t":\#(t),"type":"control","line":"\#(line)"}"#
  }

  static func signal(_ t: Int, _ name: String) -> String {
    #"{"t":\#(t),"type":"signal","name":"\#(name)"}"#
  }

  @Test func everySignalAndCommandDoesWhatItSays() throws {
    let folder = try TemporaryFolder()
    try LiveFolderHarness.makePictures(["a.png", "b.png", "c.png"], in: folder)
    try LiveFolderHarness.makePictures(["spare.png"], in: folder, subfolder: "spares")
    let outcome = try LiveFolderHarness.run(
      [
        Self.control(0, "status"),
        Self.signal(1000, "USR1"),
        Self.signal(2000, "USR2"),
        Self.control(3000, "next"),
        Self.control(4000, "previous"),
        Self.control(5000, "goto -1"),
        Self.control(6000, "goto a.png"),
        Self.control(6100, "goto 7"),
        Self.control(6200, "goto nope.png"),
        Self.control(6300, "shuffle"),
        Self.control(7000, "play"),  // a picture every 5 s, the first at 12 s
        Self.control(13000, "pause"),
        Self.control(13100, "status"),
        #"{"t":14000,"type":"file","op":"add","path":"pics/b2.png","from":"spares/spare.png"}"#,
        Self.signal(15000, "HUP"),  // no --watch: the new picture comes with the reload
        #"{"t":16000,"type":"file","op":"add","path":"pics/d.png","from":"spares/spare.png"}"#,
        Self.control(17000, "reload"),
        Self.control(18000, "status"),
        Self.control(19000, "quit"),
        Self.control(30000, "next"),  // never reached
      ], in: folder, roots: ["pics"], watch: false)
    let events = outcome.trace.filter { ["page", "catalog"].contains($0.type) }
      .map { "\($0.summary) @\(Int($0.time))" }
    #expect(
      events == [
        "page 1 next @1116", "page 0 previous @2116", "page 1 next @3116",
        "page 0 previous @4116", "page 2 previous @5116", "page 0 next @6116",
        "page 1 next @12300", "catalog 1 @15000", "catalog 1 @17000",
      ])
    #expect(outcome.trace.filter { $0.type == "catalog" }.map(\.count) == [4, 5])
    let answers = outcome.trace.filter { $0.type == "control" }.map { $0.answer ?? "" }
    let folderPath = folder.file("pics")
    #expect(
      answers == [
        #"{"index":1,"count":3,"name":"a.png","path":"\#(folderPath)/a.png","paused":true,"interval":5.0,"display":"on","display_reason":"default","kiosk":false,"wrap":true,"hidden":0,"filter":"off","revision":0,"source":null,"last_sync":null,"error":null,"kind":"picture","position":null,"length":null,"playing":null,"muted":null,"calendar":null,"weather":null,"caption":null,"volume":null}"#,
        "ok", "ok", "ok", "ok",
        "error: goto 7: the pictures are numbered 1 to 3",
        "error: no picture or folder named 'nope.png'",
        "error: unknown command 'shuffle'; expected one of " + ControlCommand.synopsis,
        "ok", "ok",
        #"{"index":2,"count":3,"name":"b.png","path":"\#(folderPath)/b.png","paused":true,"interval":5.0,"display":"on","display_reason":"default","kiosk":false,"wrap":true,"hidden":0,"filter":"off","revision":0,"source":null,"last_sync":null,"error":null,"kind":"picture","position":null,"length":null,"playing":null,"muted":null,"calendar":null,"weather":null,"caption":null,"volume":null}"#,
        "ok",
        #"{"index":2,"count":5,"name":"b.png","path":"\#(folderPath)/b.png","paused":true,"interval":5.0,"display":"on","display_reason":"default","kiosk":false,"wrap":true,"hidden":0,"filter":"off","revision":2,"source":null,"last_sync":null,"error":null,"kind":"picture","position":null,"length":null,"playing":null,"muted":null,"calendar":null,"weather":null,"caption":null,"volume":null}"#,
        "ok",
      ])  // b was read again by the SIGHUP's reload and the command's: revision 2
    #expect(outcome.trace.last?.type == "end")
    #expect(outcome.trace.last?.time == 19000)
  }

  @Test("TERM and INT end a replay as quitting does; HUP, USR1 and USR2 do not")
  func whichSignalsEnd() throws {
    let folder = try TemporaryFolder()
    try LiveFolderHarness.makePictures(["a.png", "b.png"], in: folder)
    for name in ["TERM", "INT"] {
      let outcome = try LiveFolderHarness.run(
        [Self.signal(500, name), Self.control(9000, "next")], in: folder, roots: ["pics"])
      #expect(outcome.trace.last?.time == 500, "\(name)")
    }
    let outcome = try LiveFolderHarness.run(
      [Self.signal(500, "HUP"), Self.signal(600, "USR1"), Self.control(9000, "status")],
      in: folder, roots: ["pics"])
    #expect(outcome.trace.last?.time == 9000)
  }

  /// Bug: `status` gave `pics/a.png` when the folder was given as `pics`; a client of the
  /// socket runs elsewhere and cannot tell where that is.
  @Test(
    "regression: status gave a relative path for a folder given relative; it is absolute",
    arguments: ["pics", "./pics", "pics/"])
  func statusPathIsAbsolute(given: String) throws {
    let folder = try TemporaryFolder()
    try LiveFolderHarness.makePictures(["a.png"], in: folder)
    let replay = try folder.write(
      "status.jsonl", bytes: Array(Self.control(0, "status").utf8))
    let result = try CarouselProcess.run(
      ["--headless", "--size", "64x36", "--replay", replay, given],
      environment: CarouselProcess.isolatedEnvironment(in: folder), workingFolder: folder.path)
    let status = try #require(
      try result.standardOutput.split(separator: "\n").map { try TraceEntry(line: String($0)) }
        .first { $0.type == "control" }?.answer)
    let path = folder.file("pics/a.png")
    #expect(status.contains(#""path":"\#(path)""#), "\(given): \(status)")
  }
}
