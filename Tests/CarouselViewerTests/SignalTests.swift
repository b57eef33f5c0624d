import Foundation
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
