import Foundation
import SystemKit
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Remote control of the real binary: signals and the control socket.
///
/// `carousel --send` is the client. The live loop runs on SDL's offscreen driver; the test waits on what the
/// child records (`--record` into a FIFO, read with blocking reads) and on its answers, never
/// on a timer.
@Suite(.serialized) struct RemoteControlTests {
  /// A live Carousel over three pictures with a control socket, recording into a FIFO.
  final class LiveCarousel {
    let folder: TemporaryFolder
    let socket: String
    let child: RunningCarousel
    let recording: LineReader

    init() throws {
      folder = try TemporaryFolder()
      try LiveFolderHarness.makePictures(["a.png", "b.png", "c.png"], in: folder)
      socket = folder.file("run/control")
      let fifo = folder.file("recording")
      try #require(mkfifo(fifo, 0o600) == 0)
      child = try RunningCarousel(
        ["--size", "64x36", "--control", socket, "--record", fifo, folder.file("pics")],
        environment: ["SDL_VIDEODRIVER": "offscreen"])
      // Opening blocks until the child opens its recording: it is running by then.
      recording = try #require(LineReader(path: fifo))
    }

    /// `carousel --send SOCKET WORDS…`: its exit status and its one line of output.
    func send(_ words: String...) throws -> (status: Int32, answer: String) {
      let result = try CarouselProcess.run(["--send", socket] + words)
      return (result.status, result.standardOutput.trimmingCharacters(in: .newlines))
    }

    /// The `status` answer's fields.
    func status() throws -> [String: Any] {
      let (code, answer) = try send("status")
      #expect(code == 0)
      return try #require(
        try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])
    }

    /// Sends `signal` and waits until the child has acted on it (its recording says so).
    func signal(_ signal: Int32, named name: String) {
      child.send(signal)
      while let line = recording.readLine() {
        if line.contains(#""type":"signal","name":"\#(name)""#) { return }
      }
      Issue.record("the recording ended before \(name) was handled")
    }
  }

  @Test func signalsAndEveryCommandSteerARunningCarousel() throws {
    let live = try LiveCarousel()
    // Owner-only: the folder made 0700, the socket 0600.
    var info = stat()
    #expect(stat(live.folder.file("run"), &info) == 0 && info.st_mode & 0o777 == 0o700)
    #expect(lstat(live.socket, &info) == 0 && info.st_mode & 0o777 == 0o600)

    // The folder scan runs in the background and says nothing when it ends: ask until it has
    // listed the three pictures. Each answer is a round trip through the running carousel,
    // which blocks until its loop has answered (nothing here spins or waits on a timer).
    let deadline = Deadline(secondsFromNow: WaitTimeout.defaultSeconds)
    var status = try live.status()
    while status["count"] as? Int != 3 {
      guard !deadline.hasPassed else {
        throw WaitTimeout("the scan listing the three pictures (status: \(status))", seconds: 30)
      }
      status = try live.status()
    }
    #expect(status["index"] as? Int == 1 && status["count"] as? Int == 3)
    #expect(status["name"] as? String == "a.png" && status["paused"] as? Bool == true)

    live.signal(SIGUSR1, named: "USR1")
    #expect(try live.status()["index"] as? Int == 2)
    live.signal(SIGUSR2, named: "USR2")
    #expect(try live.status()["index"] as? Int == 1)

    #expect(try live.send("next") == (0, "ok"))
    #expect(try live.status()["index"] as? Int == 2)
    #expect(try live.send("previous") == (0, "ok"))
    #expect(try live.send("goto", "c.png") == (0, "ok"))
    #expect(try live.status()["name"] as? String == "c.png")
    #expect(try live.send("goto", "1") == (0, "ok"))
    #expect(try live.status()["index"] as? Int == 1)
    #expect(try live.send("play") == (0, "ok"))
    #expect(try live.status()["paused"] as? Bool == false)
    #expect(try live.send("pause") == (0, "ok"))
    #expect(try live.status()["paused"] as? Bool == true)

    let bad = try live.send("jump")
    #expect(bad.status == 1)
    #expect(bad.answer.hasPrefix("error: unknown command 'jump'; expected one of next"))
    let long = try live.send("goto", String(repeating: "x", count: 9000))
    #expect(long == (1, "error: a line is longer than 8192 bytes"))
    #expect(try live.status()["index"] as? Int == 1)  // still answering

    // HUP reloads instead of ending; `reload` answers once the new list is in.
    try LiveFolderHarness.makePictures(["d.png"], in: live.folder)
    live.signal(SIGHUP, named: "HUP")
    try LiveFolderHarness.makePictures(["e.png"], in: live.folder)
    #expect(try live.send("reload") == (0, "ok"))
    status = try live.status()
    #expect(status["count"] as? Int == 5 && status["name"] as? String == "a.png")

    // A second Carousel on the same socket is turned away with a clear message.
    let second = try CarouselProcess.run(
      ["--headless", "--control", live.socket, live.folder.file("pics")])
    #expect(second.status == 2)
    #expect(
      second.standardError.contains("another Carousel is already listening on '\(live.socket)'"))

    #expect(try live.send("quit") == (0, "ok"))
    let ended = try live.child.wait()
    #expect(ended.status == 0, "stderr: \(ended.standardError)")
    #expect(access(live.socket, F_OK) != 0)  // the socket file is gone
  }

  @Test func sigtermEndsARunningCarouselAtOnce() throws {
    let live = try LiveCarousel()
    live.child.send(SIGTERM)
    var lines: [String] = []
    while let line = live.recording.readLine() { lines.append(line) }
    #expect(lines.last?.contains(#""type":"quit""#) == true)  // the recording was completed
    #expect(try live.child.wait().status == 0)
  }

  @Test func aPathThatIsNotASocketIsLeftAlone() throws {
    let folder = try TemporaryFolder()
    mkdir(folder.file("run"), 0o700)
    let path = folder.file("run/notes.txt")
    try Data("keep me".utf8).write(to: URL(fileURLWithPath: path))
    let result = try CarouselProcess.run(["--headless", "--control", path, "/nonexistent.png"])
    #expect(result.status == 2)
    #expect(
      result.standardError
        == "carousel: option --control: cannot use '\(path)': '\(path)' exists and is not a "
        + "socket; it is left alone\n")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me")
  }

  @Test func aFolderOthersCanWriteIsRefused() throws {
    let folder = try TemporaryFolder()
    mkdir(folder.file("shared"), 0o777)
    chmod(folder.file("shared"), 0o777)
    let path = folder.file("shared/control")
    let result = try CarouselProcess.run(["--headless", "--control", path, "/nonexistent.png"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("is not yours alone"))
    #expect(access(path, F_OK) != 0)
  }

  @Test func aSocketLeftByAnEndedCarouselIsReplaced() throws {
    let folder = try TemporaryFolder()
    mkdir(folder.file("run"), 0o700)
    let path = folder.file("run/control")
    // A socket bound and closed, as a crash leaves it: nobody listens.
    let stale = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (offset, byte) in path.utf8.enumerated() { raw[offset] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(stale, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    close(stale)
    try #require(bound == 0)
    let replay = folder.file("quit.jsonl")
    try #"{"t":100,"type":"control","line":"status"}"#.write(
      toFile: replay, atomically: true, encoding: .utf8)
    let result = try CarouselProcess.run(
      ["--headless", "--control", path, "--replay", replay, "/nonexistent.png"])
    #expect(result.status == 0, "stderr: \(result.standardError)")
    #expect(result.standardOutput.contains(#""answer":"{\"index\":1,\"count\":1"#))
  }

  @Test func sendingToNothingSaysSo() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("control")
    let result = try CarouselProcess.run(["--send", path, "next"])
    #expect(result.status == 1)
    #expect(
      result.standardError.hasPrefix(
        "carousel: option --send: cannot reach '\(path)': no Carousel listens there"))
    let noCommand = try CarouselProcess.run(["--send", path])
    #expect(noCommand.status == 2)
    #expect(noCommand.standardError.contains("option --send needs a command after its PATH"))
  }

  /// SIGHUP reads the config file again: a slideshow it now asks for starts at its interval;
  /// a config file with a mistake is said on one line and the settings in use are kept.
  @Test func hangupRereadsTheConfigFile() throws {
    let folder = try TemporaryFolder()
    try LiveFolderHarness.makePictures(["a.png", "b.png", "c.png"], in: folder)
    try "fit = contain\n".write(toFile: folder.file("config"), atomically: true, encoding: .utf8)
    try "slideshow = 2\n".write(toFile: folder.file("good"), atomically: true, encoding: .utf8)
    try "slideshow = fast\n".write(toFile: folder.file("bad"), atomically: true, encoding: .utf8)
    let replay = folder.file("reload.jsonl")
    try [
      #"{"t":0,"type":"file","op":"replace","path":"config","from":"good"}"#,
      #"{"t":1000,"type":"signal","name":"HUP"}"#,
      #"{"t":4000,"type":"file","op":"replace","path":"config","from":"bad"}"#,
      #"{"t":4500,"type":"signal","name":"HUP"}"#,
      #"{"t":6000,"type":"control","line":"status"}"#,
    ].joined(separator: "\n").write(toFile: replay, atomically: true, encoding: .utf8)
    let result = try CarouselProcess.run([
      "--headless", "--size", "64x36", "--config", folder.file("config"), "--replay", replay,
      folder.file("pics"),
    ])
    #expect(result.status == 0, "stderr: \(result.standardError)")
    let settles = try result.standardOutput.split(separator: "\n").map {
      try TraceEntry(line: String($0))
    }.filter { $0.type == "settled" }
    // Every 2 s from the first reload; the second reload changed nothing.
    #expect(settles.map { Int($0.time / 1000) } == [3, 5])
    #expect(settles.map(\.page) == [1, 2])
    #expect(
      result.standardError.contains(
        "carousel: reload: \(folder.file("config")):1: slideshow takes seconds"))
    #expect(result.standardError.contains("keeping the settings and pictures in use"))
  }
}
