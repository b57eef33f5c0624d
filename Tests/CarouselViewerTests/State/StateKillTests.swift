import Foundation
import TestSupport
import Testing

@testable import CarouselViewer

#if canImport(Glibc)
  import Glibc
#endif

/// A kiosk killed with SIGKILL at random moments, 200 times, each time started again on the
/// same state: the state file is always whole and readable, at most a minute of the show older
/// than what the killed run had shown, and each start goes on with the next picture of the same
/// shuffle.
///
/// Each run is the real binary, headless, on a virtual clock that runs a day of a 1 s
/// slideshow as fast as it can, and is killed after a random number of trace lines (none, at
/// times: before it wrote anything), its wall clock set to 10⁹ s at its start. The trace reaches the test in 64 KiB pieces, so "what the
/// killed run had shown" is what the test read of it: the state may be newer, never older
/// than a minute before that.
@Suite(.serialized) struct StateKillTests {
  @Test func killedAtRandomMomentsGoesOnWithTheNextPicture() throws {
    let (folder, environment) = try StateReplayTests.frame()
    let replay = try folder.write(
      "day.jsonl",
      bytes: Array(
        (#"{"t":0,"type":"clock","wall":"2001-09-09T01:46:40Z"}"# + "\n"
          + RemoteControlReplayTests.control(0, "status") + "\n"
          + #"{"t":86400000,"type":"quit"}"# + "\n").utf8))
    let statePath = folder.file("state-home/carousel/default.state")
    var generator = SeededGenerator(seed: 25)
    var successor: [String: String] = [:]
    var checkedStarts = 0
    for run in 0..<200 {
      let before = try Self.state(at: statePath)
      let child = try RunningCarousel(
        [
          "--headless", "--size", "64x36", "--kiosk", "--slideshow", "1", "--transition", "none",
          "--shuffle", "--replay", replay, folder.file("pics"),
        ], environment: environment)
      let wanted = run % 10 == 0 ? 0 : Int.random(in: 1...1_600, using: &generator)
      var lines: [String] = []
      while lines.count < wanted, let line = child.readLine() { lines.append(line) }
      child.send(SIGKILL)
      let end = try child.wait()
      #expect(end.status == 128 + SIGKILL, "run \(run) ended by itself: \(end.standardError)")
      lines += end.standardOutput.split(separator: "\n").map(String.init)
      let trace = lines.compactMap { try? TraceEntry(line: $0) }
      // Always whole and readable (once there is one: the first run may die before it writes).
      let read = try Self.state(at: statePath)
      if before == nil, read == nil, trace.isEmpty { continue }  // killed before it wrote
      let after = try #require(read, "run \(run): the state went")
      try Self.check(after, before: before, trace: trace, successor: &successor, run: run)
      if !trace.isEmpty, before?.next != nil { checkedStarts += 1 }
    }
    #expect(successor.count == StateReplayTests.names.count, "the whole cycle was seen")
    #expect(checkedStarts >= 150)
  }

  /// Checks the state `after` a run killed after writing `trace`, started on `before`.
  static func check(
    _ after: FrameState, before: FrameState?, trace: [TraceEntry],
    successor: inout [String: String], run: Int
  ) throws {
    guard !trace.isEmpty else { return }
    // The start went on with the next picture of the last run's order.
    let shown = StateReplayTests.shown(trace)
    if let next = before?.next {
      #expect(shown.first == next.displayName, "run \(run) started elsewhere")
    }
    // One shuffle across every run: each picture is always followed by the same one.
    for (left, right) in zip(shown, shown.dropFirst()) {
      #expect(successor[left, default: right] == right, "run \(run): \(left) → \(right)")
      successor[left] = right
    }
    // At most a minute of the show older than the last page the test read.
    let lastPage = trace.filter { $0.type == "page" }.map(\.time).max() ?? 0
    #expect(after.saved - 1e9 >= lastPage / 1_000 - 60, "run \(run): a stale state")
  }

  /// The state file at `path`, read whole; nil when there is none; a failure when it cannot be
  /// read.
  static func state(at path: String) throws -> FrameState? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let (head, body, first) = try FrameState.readHead([UInt8](data)).get()
    var state = head
    if let problem = state.readPictures(body, from: first) { throw problem }
    return state
  }
}
