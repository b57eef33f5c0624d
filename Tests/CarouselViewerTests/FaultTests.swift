import Foundation
import TestSupport
import Testing

/// What the world can take from a running carousel, each at the cost of a clear message.
///
/// The disk for its trace, the descriptors it opens files with: the show goes on.
@Suite(.serialized) struct FaultTests {
  @Test("a full disk for the trace is said once; the replay still runs to its end")
  func fullDiskForTheTrace() throws {
    let folder = try TemporaryFolder()
    let replay = folder.file("keys.jsonl")
    try (0..<20).map { #"{"t":\#($0 * 100),"type":"key_down","key":"Right"}"# }
      .joined(separator: "\n").write(toFile: replay, atomically: true, encoding: .utf8)
    let result = try CarouselProcess.run([
      "--headless", "--size", "64x36", "--replay", replay, "--trace", "/dev/full",
      "/nonexistent/a.png", "/nonexistent/b.png",
    ])
    #expect(result.status == 1)  // the trace, the run's product, is incomplete
    let lines = result.standardError.split(separator: "\n").filter { $0.contains("trace") }
    #expect(lines == ["carousel: cannot write the trace to /dev/full: No space left on device"])
  }

  /// Under a limit of seven descriptors the decoders cannot all start and the app cannot take
  /// every picture back: each such picture gets a page saying so, the others show, and the run
  /// ends as usual.
  @Test("out of file descriptors: each picture hit says so, and the show goes on")
  func outOfDescriptors() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
    process.arguments = [
      "--nofile=7:7", CarouselProcess.executable, "--headless", "--size", "64x36", "--frames",
      "3", RepositoryPath.appending("Assets/Pictures"),
    ]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
    let lines = text.split(separator: "\n")
    #expect(!lines.isEmpty)
    for line in lines {
      #expect(
        line.contains("too many open files") || line.contains("Too many open files"),
        "\(line)")
    }
  }
}
