import Foundation
import TestSupport
import Testing

/// The real `carousel` binary, built next to the test bundle: `--replay` end to end.
@Suite("carousel --replay (subprocess)", .serialized)
struct ReplayBinaryTests {
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let result = try CarouselProcess.run(arguments)
    return (result.status, result.standardOutput, result.standardError)
  }

  /// Four real pictures (the first demo pictures).
  static var pictures: [String] {
    ["01-chelsea.png", "02-coffee.png", "03-astronaut.png", "04-rocket.jpg"].map(DemoPicture.path)
  }

  @Test("bug: a key at t = 0 was lost when the folder scan's reload stopped its motion")
  func keyAtTimeZeroTurnsThePage() throws {
    let folder = try TemporaryFolder()
    let replay = try folder.write(
      "key.jsonl",
      bytes: Array(
        """
        {"t":0,"type":"key_down","key":"Right"}
        {"t":30,"type":"key_up","key":"Right"}

        """.utf8))
    let result = try Self.run(
      ["--headless", "--replay", replay, RepositoryPath.appending("Assets/Pictures")])
    #expect(result.status == 0, "\(result.error)")
    let entries = try result.output.split(separator: "\n").map { try TraceEntry(line: String($0)) }
    #expect(ReplayHarness.events(entries) == ["page 1 next", "settled 1"])
    #expect(entries.last?.page == 1)
  }

  @Test("a flick replay writes the trace file: next page, settle, end")
  func replayWritesTrace() throws {
    let trace = NSTemporaryDirectory() + "carousel-trace-\(UInt32.random(in: 0...UInt32.max)).jsonl"
    defer { try? FileManager.default.removeItem(atPath: trace) }
    let result = try Self.run(
      ["--headless", "--replay", ReplayHarness.path("flick-10-commits"), "--trace", trace]
        + Self.pictures)
    #expect(result.status == 0, "\(result.error)")
    let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
    let entries = try lines.map { try TraceEntry(line: String($0)) }
    #expect(ReplayHarness.events(entries) == ["page 1 next", "settled 1"])
    #expect(entries.last?.type == "end")
    #expect(entries.last?.page == 1)
  }

  @Test("bug: --trace-frames with --replay alone writes frame lines to standard output")
  func traceFramesToStandardOutput() throws {
    let result = try Self.run(
      ["--headless", "--replay", ReplayHarness.path("flick-10-commits"), "--trace-frames"]
        + Self.pictures)
    #expect(result.status == 0, "\(result.error)")
    let entries = try result.output.split(separator: "\n").map { try TraceEntry(line: String($0)) }
    let frames = entries.filter { $0.type == "frame" }
    #expect(frames.first?.time == 0)
    #expect(frames.count == entries.last?.frames)
    #expect(ReplayHarness.events(entries) == ["page 1 next", "settled 1"])
  }

  @Test("a malformed line: its number on stderr, exit status 2")
  func malformedLine() throws {
    let input = NSTemporaryDirectory() + "carousel-bad-\(UInt32.random(in: 0...UInt32.max)).jsonl"
    defer { try? FileManager.default.removeItem(atPath: input) }
    try "{\"t\":0,\"type\":\"key_down\",\"key\":\"Right\"}\n{\"t\":30,\"type\":\"key_up\"\n"
      .write(toFile: input, atomically: true, encoding: .utf8)
    let result = try Self.run(["--headless", "--replay", input] + Self.pictures)
    #expect(result.status == 2)
    #expect(result.error.contains("\(input):2: not a JSON object"), "\(result.error)")
    #expect(result.output.isEmpty)
  }
  @Test(
    "bug: a replay line at x = 1e300 crashed the binary (status 132); now exit 2 with its line",
    arguments: [
      #"{"t":0,"type":"mouse_down","x":1e300,"y":0,"button":1}"#,
      #"{"t":0,"type":"mouse_motion","x":-1e300,"y":0}"#,
      #"{"t":1e300,"type":"quit"}"#,
    ])
  func hostileLineExitsTwo(line: String) throws {
    let input =
      NSTemporaryDirectory() + "carousel-hostile-\(UInt32.random(in: 0...UInt32.max)).jsonl"
    defer { try? FileManager.default.removeItem(atPath: input) }
    try "{\"t\":0,\"type\":\"hide\"}\n\(line)\n".write(
      toFile: input, atomically: true, encoding: .utf8)
    let result = try Self.run(["--headless", "--replay", input] + Self.pictures)
    #expect(result.status == 2, "\(result.error)")
    #expect(result.error.hasPrefix("carousel: \(input):2: "), "\(result.error)")
    #expect(result.output.isEmpty)
  }
}
