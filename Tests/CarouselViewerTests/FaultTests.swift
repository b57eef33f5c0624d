import Foundation
import TestSupport
import Testing

/// What the world can take from a running carousel, each at the cost of a clear message.
///
/// The disk for its trace, the descriptors it opens files with, its standard streams: the show
/// goes on.
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

  /// Under a limit of six descriptors the app has its standard streams and its wake-up pipe,
  /// and no room for a decoder's socket pair: no decoder can start, each picture the run asks
  /// for gets a page saying why, and the run ends as usual.
  @Test("no descriptor for a decoder: each picture asked for says so, and the run ends as usual")
  func noDescriptorForADecoder() throws {
    let (status, lines) = try runOutOfDescriptors(limit: 6)
    #expect(status == 0, "\(lines)")
    let pictures = lines.filter { $0.hasPrefix("carousel: cannot show ") }
    #expect(pictures.contains { $0.contains("01-chelsea.png") }, "\(lines)")  // the first page
    for line in lines {
      #expect(line.contains("Too many open files"), "\(line)")
    }
  }

  /// Under a limit of seven one decoder starts, and a descriptor is short now and then: when a
  /// reply's picture, a file or the font arrives at a moment the one spare descriptor is taken
  /// depends on the machine's timing, so only what holds at any timing is asserted.
  @Test("a descriptor short now and then: whatever is hit says why, and the run ends as usual")
  func aDescriptorShortNowAndThen() throws {
    let (status, lines) = try runOutOfDescriptors(limit: 7)
    #expect(status == 0, "\(lines)")
    for line in lines {
      #expect(
        line.contains("too many open files") || line.contains("Too many open files"), "\(line)")
    }
  }

  /// A launcher may start it with its standard streams closed.
  ///
  /// Each is `/dev/null` before anything is opened, so no pipe, socket or file of its own becomes
  /// its standard error (a decoder's socket did, and a line about a bad file went to it).
  @Test("started with its standard streams closed: each is /dev/null, not a pipe or a socket")
  func closedStandardStreams() throws {
    let folder = try TemporaryFolder()
    try LiveFolderHarness.makePictures(["a.png"], in: folder)
    let fifo = folder.file("recording")
    try #require(mkfifo(fifo, 0o600) == 0)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", #"exec "$0" "$@" <&- >&- 2>&-"#, CarouselProcess.executable, "--size", "64x36",
      "--record", fifo, folder.file("pics"),
    ]
    var environment = CarouselProcess.isolatedEnvironment(in: folder)
    environment["SDL_VIDEODRIVER"] = "offscreen"
    process.environment = environment
    try process.run()
    // Opening blocks until the child opens its recording: it has started by then.
    let recording = try #require(LineReader(path: fifo))
    let streams = (0...2).map {
      try? FileManager.default.destinationOfSymbolicLink(
        atPath: "/proc/\(process.processIdentifier)/fd/\($0)")
    }
    process.terminate()
    while recording.readLine() != nil {}
    process.waitUntilExit()
    #expect(streams == ["/dev/null", "/dev/null", "/dev/null"])
    #expect(process.terminationStatus == 0)
  }

  /// A child of the tests (the app under test, a broker, an Xvfb) starts with no descriptor of
  /// the test process but its standard streams, whatever the tests beside have open: a pipe's
  /// end held by a program another test started (an Xvfb holding an xdotool's output) keeps a
  /// read to its end waiting as long as that program runs, and two such tests wait for each
  /// other for good (once, in CI, the tests never ended).
  @Test("a child of the tests inherits its standard streams only")
  func childrenInheritTheirStreamsOnly() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)  // not close-on-exec, as Foundation's pipes are not
    defer { ends.forEach { close($0) } }
    let listing = try CarouselProcess.run(
      [], launcher: ["/bin/sh", "-c", "ls -1 /proc/$$/fd", "sh"])
    #expect(listing.standardOutput == "0\n1\n2\n", "\(listing.standardOutput)")
    let tool = try ToolProcess("sh", ["-c", "ls -1 /proc/$$/fd"])
    let listed = String(decoding: tool.readAll(), as: UTF8.self)
    #expect(tool.wait() == 0)
    #expect(listed == "0\n1\n2\n", "\(listed)")
  }

  /// A stop of a program that misses its signal ends anyway: mosquitto 2.0 loses a SIGTERM
  /// that comes right after its "running" line, and a test stopping that broker waited for it
  /// for good (once in a full run).
  @Test("a stop of a program that ignores SIGTERM kills it")
  func stoppingAProgramThatIgnoresTheSignalKillsIt() throws {
    let tool = try ToolProcess("sh", ["-c", "trap '' TERM; echo ready; exec sleep 300"])
    #expect(tool.readLine() == "ready")
    #expect(tool.stop(SIGTERM, seconds: 0.2) == 128 + SIGKILL)
  }

  /// Runs three headless frames of the repository's pictures under `prlimit --nofile=limit`.
  ///
  /// Every standard stream is open (a closed one would be a descriptor more) and the state and
  /// caches are in a folder of the test's own. Returns the exit status and the stderr lines.
  /// The app starts with none but its standard streams open (once, in a full run, it inherited
  /// a pipe of a test running beside, which took a descriptor it was meant to have).
  private func runOutOfDescriptors(limit: Int) throws -> (status: Int32, lines: [Substring]) {
    let result = try CarouselProcess.run(
      [
        "--headless", "--size", "64x36", "--frames", "3",
        RepositoryPath.appending("Assets/Pictures"),
      ],
      launcher: ["/usr/bin/prlimit", "--nofile=\(limit):\(limit)"])
    return (result.status, result.standardError.split(separator: "\n"))
  }
}
