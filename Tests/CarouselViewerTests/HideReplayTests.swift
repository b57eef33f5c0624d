import Control
import Foundation
import TestSupport
import Testing

@testable import CarouselViewer

/// `hide` and `unhide` as a replay sends them: the picture shown leaves and the next shows, the
/// status counts the hidden, a hidden picture comes back at its place, and nothing changes on
/// disk.
@Suite(.serialized) struct HideReplayTests {
  @Test func hideAndUnhideThroughTheCommandSet() throws {
    let folder = try TemporaryFolder()
    try LiveFolderHarness.makePictures(["a.png", "b.png", "c.png", "d.png"], in: folder)
    let control = RemoteControlReplayTests.control
    let outcome = try LiveFolderHarness.run(
      [
        control(1000, "hide"),  // a.png: b.png shows
        control(2000, "status"),
        control(3000, "next"),  // c.png
        control(4000, "hide"),  // d.png shows
        control(5000, "unhide nope.png"),
        control(6000, "unhide a.png"),  // back first, d.png still shown
        control(7000, "status"),
        control(8000, "hide 2"),
        control(9000, "quit"),
      ], in: folder, roots: ["pics"])
    let events = outcome.trace.filter { ["page", "catalog"].contains($0.type) }
      .map { "\($0.summary) @\(Int($0.time))" }
    #expect(
      events == [
        "catalog 0 @1000", "page 1 next @3116", "catalog 1 @4000", "catalog 2 @6000",
      ])
    #expect(outcome.trace.filter { $0.type == "catalog" }.map(\.count) == [3, 2, 3])
    let answers = outcome.trace.filter { $0.type == "control" }.map { $0.answer ?? "" }
    let pics = folder.file("pics")
    #expect(
      answers == [
        "ok",
        #"{"index":1,"count":3,"name":"b.png","path":"\#(pics)/b.png","paused":true,"interval":5.0,"display":"on","display_reason":"default","kiosk":false,"wrap":true,"hidden":1,"filter":"off","revision":0,"source":null,"last_sync":null,"error":null,"kind":"picture","position":null,"length":null,"playing":null,"muted":null,"calendar":null,"weather":null,"caption":null,"volume":null}"#,
        "ok", "ok", "error: no hidden picture named 'nope.png'", "ok",
        #"{"index":3,"count":3,"name":"d.png","path":"\#(pics)/d.png","paused":true,"interval":5.0,"display":"on","display_reason":"default","kiosk":false,"wrap":true,"hidden":1,"filter":"off","revision":0,"source":null,"last_sync":null,"error":null,"kind":"picture","position":null,"length":null,"playing":null,"muted":null,"calendar":null,"weather":null,"caption":null,"volume":null}"#,
        "error: 'hide' takes nothing after it", "ok",
      ])
    #expect(outcome.names == ["a.png", "b.png", "d.png"])
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: pics).sorted()
    #expect(onDisk == ["a.png", "b.png", "c.png", "d.png"], "hiding deletes nothing")
  }
}
