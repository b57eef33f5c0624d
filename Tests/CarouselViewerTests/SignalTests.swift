import Foundation
import Geometry
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// TERM and INT end Carousel as quitting does: exit status 0, the trace completed. (HUP
/// reloads, USR1 and USR2 page: `RemoteControlTests`.)
@Suite(.serialized) struct SignalTests {
  /// A replay whose last event is a day away: it would run for hours of real time.
  static func longReplay(_ folder: TemporaryFolder) throws -> String {
    let path = folder.file("day.jsonl")
    try #"{"t":86400000,"type":"quit"}"#.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test(arguments: [SIGTERM, SIGINT])
  func aSignalEndsAReplayWithItsTraceComplete(_ signal: Int32) throws {
    let folder = try TemporaryFolder()
    let child = try RunningCarousel([
      "--headless", "--size", "64x36", "--replay", try Self.longReplay(folder), "--trace-frames",
      "/nonexistent/a.png",
    ])
    let first = child.readLine()  // the child is running its frames
    #expect(first?.contains("\"type\":\"frame\"") == true)
    child.send(signal)
    let result = child.wait()
    #expect(result.status == 0, "stderr: \(result.standardError)")
    let last = result.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.contains("\"type\":\"end\""), "last line: \(last)")
  }
}

/// A signal ends Carousel while a decoder is stuck on a picture: the wait for the decode ends at
/// once, the trace is completed, and the picture is not reported as given up (it was abandoned
/// long before the decoder's 10 s deadline).
@Suite(.serialized) struct SignalDuringDecodeTests {
  static func folderWithAHangingPicture() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try SDLTestSession.run {
      try writeSolidPNG(folder.file("a-hangs.png"), size: Size(width: 8, height: 8), color: .white)
      try writeSolidPNG(folder.file("b-good.png"), size: Size(width: 8, height: 8), color: .white)
    }
    return folder
  }

  enum Mode: String, CaseIterable {
    case replay, headless
  }

  @Test(arguments: Mode.allCases)
  func sigtermEndsARunWaitingForAStuckDecode(_ mode: Mode) throws {
    let folder = try Self.folderWithAHangingPicture()
    let trace = folder.file("trace.jsonl")
    let modeArguments =
      mode == .replay
      ? ["--replay", try SignalTests.longReplay(folder), "--trace", trace, "--trace-frames"]
      : ["--frames", "600"]
    let child = try RunningCarousel(
      ["--headless", "--size", "64x36"] + modeArguments + [folder.path],
      environment: ["CAROUSEL_DECODE_FAULT": "hang:a-hangs"], readsStandardError: true)
    let line = child.readLine()  // the worker is stuck on the first picture now
    #expect(line?.contains("fault hang on a-hangs.png") == true, "\(line ?? "nil")")
    let sent = ContinuousClock.now
    child.send(SIGTERM)
    let result = child.wait()
    let latency = ContinuousClock.now - sent
    print("SIGTERM to exit, \(mode.rawValue) run with a stuck decoder: \(latency)")
    #expect(result.status == 0, "stderr: \(result.standardError)")
    #expect(!result.standardError.contains("gave up"), "\(result.standardError)")
    if mode == .replay {
      let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
      #expect(lines.last?.contains("\"type\":\"end\"") == true, "\(lines.last ?? "")")
    }
  }
}
