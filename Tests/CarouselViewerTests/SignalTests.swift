import Foundation
import Geometry
import SDLTestSupport
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
    let result = try child.wait()
    #expect(result.status == 0, "stderr: \(result.standardError)")
    let last = result.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.contains("\"type\":\"end\""), "last line: \(last)")
  }
}

/// A signal ends Carousel while a decoder is stuck on a picture: the wait for the decode ends at
/// once, the trace is completed, and the picture is not reported as given up (it was abandoned
/// long before the decoder's 10 s deadline).
@Suite(.serialized) struct SignalDuringDecodeTests {
  static func folderOfTwoPictures() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try SDLTestSession.run {
      try writeSolidPNG(folder.file("a.png"), size: Size(width: 8, height: 8), color: .white)
      try writeSolidPNG(folder.file("b.png"), size: Size(width: 8, height: 8), color: .white)
    }
    return folder
  }

  enum Mode: String, CaseIterable {
    /// A replay whose first picture hangs: it waits for it before its first frame.
    case replay
    /// A headless run whose first picture hangs: it waits for it before its first frame.
    case headless
    /// A headless run whose second picture (prefetched) hangs: it draws frames meanwhile.
    case headlessPrefetching

    /// The picture whose decode hangs.
    var hangingPicture: String { self == .headlessPrefetching ? "b.png" : "a.png" }
  }

  @Test(arguments: Mode.allCases)
  func sigtermEndsARunWaitingForAStuckDecode(_ mode: Mode) throws {
    let folder = try Self.folderOfTwoPictures()
    let trace = folder.file("trace.jsonl")
    let modeArguments =
      mode == .replay
      ? ["--replay", try SignalTests.longReplay(folder), "--trace", trace, "--trace-frames"]
      : ["--frames", "207360000"]  // hours of frames: the signal must end them
    let hanging = mode.hangingPicture
    let child = try RunningCarousel(
      ["--headless", "--size", "64x36"] + modeArguments + [folder.path],
      environment: ["CAROUSEL_DECODE_FAULT": "hang:\(hanging)"], readsStandardError: true)
    let line = child.readLine()  // a worker is stuck on the picture now
    #expect(line?.contains("fault hang on \(hanging)") == true, "\(line ?? "nil")")
    let sent = ContinuousClock.now
    child.send(SIGTERM)
    let result = try child.wait()
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
