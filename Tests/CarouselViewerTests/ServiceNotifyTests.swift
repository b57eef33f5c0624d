import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// systemd's notification protocol with the real binary, live on SDL's offscreen driver: the
/// test is the service manager, a datagram socket named in `NOTIFY_SOCKET`.
///
/// Waits are bounded by generous timeouts that only turn a hang into a failure; the watchdog's
/// rate is checked on explicit times by ``ServiceReportTests``.
@Suite(.serialized) struct ServiceNotifyTests {
  /// A Unix datagram socket bound in a temporary folder: what systemd listens on.
  final class ManagerSocket {
    let folder: TemporaryFolder
    let path: String
    let descriptor: Int32

    init() throws {
      folder = try TemporaryFolder()
      path = folder.file("notify")
      descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      try #require(bound == 0)
    }

    deinit { close(descriptor) }

    /// The next datagram, with the test's monotonic time of its arrival, or nil when none
    /// comes within `timeout` seconds.
    func receive(timeout: Double) -> (text: String, at: Double)? {
      var poll = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard Glibc.poll(&poll, 1, Int32(timeout * 1000)) == 1 else { return nil }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = recv(descriptor, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      var time = timespec()
      clock_gettime(CLOCK_MONOTONIC, &time)
      return (
        String(decoding: buffer[..<count], as: UTF8.self),
        Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
      )
    }
  }

  static func start(_ socket: ManagerSocket, fault: String? = nil) throws -> RunningCarousel {
    var environment = [
      "SDL_VIDEODRIVER": "offscreen", "NOTIFY_SOCKET": socket.path,
      "WATCHDOG_USEC": "400000",
    ]
    environment["CAROUSEL_LOOP_FAULT"] = fault
    return try RunningCarousel(
      ["--size", "64x36", DemoPicture.path("01-chelsea.png")], environment: environment)
  }

  @Test("READY=1 after the first picture, STATUS= with it, WATCHDOG=1 at half WATCHDOG_USEC")
  func readyStatusAndPings() throws {
    let socket = try ManagerSocket()
    let child = try Self.start(socket)
    defer {
      child.send(SIGTERM)
      _ = try? child.wait()
    }
    var messages: [(text: String, at: Double)] = []
    while messages.filter({ $0.text == "WATCHDOG=1" }).count < 6,
      let message = socket.receive(timeout: 20)
    {
      messages.append(message)
    }
    let texts = messages.map(\.text)
    #expect(texts.contains("READY=1"))
    #expect(texts.contains("STATUS=Showing 01-chelsea.png (1 / 1); display on (default)"))
    let pings = messages.filter { $0.text == "WATCHDOG=1" }.map(\.at)
    // Their rate is the loop's deadline, checked on explicit times by ServiceReportTests: the
    // times this socket reads them at are the test's, which a busy machine moves.
    #expect(pings.count == 6)
  }

  @Test("a loop made to hang sends no more WATCHDOG=1, so systemd restarts it")
  func hungLoopStopsPinging() throws {
    let socket = try ManagerSocket()
    let child = try Self.start(socket, fault: "hang-after-pings:3")
    defer {
      child.send(SIGKILL)
      _ = try? child.wait()
    }
    var pings = 0
    while pings < 3, let message = socket.receive(timeout: 20) {
      if message.text == "WATCHDOG=1" { pings += 1 }
    }
    #expect(pings == 3)
    // Five times the ping interval: a live loop would have pinged about five times.
    var later: [String] = []
    while let message = socket.receive(timeout: 1) { later.append(message.text) }
    #expect(!later.contains("WATCHDOG=1"), "\(later)")
  }
}
