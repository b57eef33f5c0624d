import Control
import Dispatch
import Foundation
import SystemKit
import TestSupport
import Testing

@testable import SocketSurface

#if canImport(Glibc)
  import Glibc
#endif

/// The control socket's bounds against hostile local clients (issue 33, defect 6): one that
/// sends and never reads, and idle ones holding every slot.
@Suite(.serialized) struct ControlServerBoundsTests {
  /// Sets a hang guard of 30 s on `descriptor`'s reads and writes.
  static func guardHangs(_ descriptor: Int32) {
    var timeout = timeval(tv_sec: 30, tv_usec: 0)
    let size = socklen_t(MemoryLayout<timeval>.size)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, size)
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, size)
  }

  /// Reads `descriptor` until the server closes it: the bytes read, and whether it was closed
  /// (false: the hang guard ran out).
  static func readToEnd(_ descriptor: Int32) -> (bytes: Int, closed: Bool) {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    var total = 0
    while true {
      let count = recv(descriptor, &chunk, chunk.count, 0)
      if count < 0, errno == EINTR { continue }
      if count == 0 || count < 0 && errno == ECONNRESET { return (total, true) }
      guard count > 0 else { return (total, false) }
      total += count
    }
  }

  /// Bug: 2 MB of newlines whose answers were never read grew the app by 500 MB and cost 16 s
  /// of CPU: every line was read and answered into memory.
  @Test("a client that sends 2 MB of lines and reads no answer is dropped, holding little")
  func aClientThatNeverReadsIsDropped() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("run/control")
    let server = try ControlServer.open(at: path, center: ControlCenter())
    defer { server.stop() }
    let descriptor = try UnixSocket.connect(to: path)
    defer { close(descriptor) }
    Self.guardHangs(descriptor)
    let flood = [UInt8](repeating: 0x0A, count: 65_536)
    var sent = 0
    while sent < 2_000_000 {
      let count = send(descriptor, flood, flood.count, Int32(MSG_NOSIGNAL))
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      sent += count
    }
    #expect(sent < 2_000_000, "the server read all \(sent) bytes")
    let (answered, closed) = Self.readToEnd(descriptor)
    #expect(closed, "the server did not drop the client")
    #expect(answered < 1_000_000, "\(answered) bytes of answers")
    #expect(server.mostHeldBytes < 128 * 1024, "a client held \(server.mostHeldBytes) bytes")
  }

  /// Bug: 16 connections that sent nothing held every slot, and `--send` timed out.
  @Test("16 idle clients are closed after the idle timeout and --send is answered")
  func idleClientsAreClosed() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("run/control")
    let center = ControlCenter()
    let arrived = DispatchSemaphore(value: 0)
    center.connect { arrived.signal() }
    let clock = Locked(0.0)
    let server = try ControlServer.open(
      at: path, center: center, now: { clock.withLock { $0 } }, idleTimeout: 5)
    defer { server.stop() }
    // Each asks once and reads its answer, then keeps its connection and says nothing more:
    // all 16 are served, and idle.
    var idle: [Int32] = []
    defer { for descriptor in idle { close(descriptor) } }
    for _ in 0..<SocketConstants.mostClients {
      let descriptor = try UnixSocket.connect(to: path)
      Self.guardHangs(descriptor)
      idle.append(descriptor)
      #expect(send(descriptor, "status\n", 7, Int32(MSG_NOSIGNAL)) == 7)
    }
    var asked: [ControlRequest] = []
    while asked.count < idle.count {
      #expect(arrived.wait(timeout: .now() + 30) == .success, "the commands did not arrive")
      asked += center.takeRequests()
    }
    for request in asked { request.reply(.ok) }
    for descriptor in idle {
      var answer = [UInt8](repeating: 0, count: 3)
      #expect(recv(descriptor, &answer, 3, Int32(MSG_WAITALL)) == 3)
    }
    clock.withLock { $0 = 5 }
    server.wake()
    for descriptor in idle {
      #expect(Self.readToEnd(descriptor) == (0, true), "an idle client was kept")
    }
    // The slots are free: `--send` gets its answer.
    let status = Locked<Int32?>(nil)
    let sender = Thread {
      let code = ControlClient.send("next", to: path, reporter: .silent)
      status.withLock { $0 = code }
    }
    sender.start()
    #expect(arrived.wait(timeout: .now() + 30) == .success, "--send's command did not arrive")
    let requests = center.takeRequests()
    for request in requests { request.reply(.ok) }
    #expect(requests.map(\.command) == [ControlCommand.next])
    try waitUntil("--send to end", in: status) { $0 != nil }
    #expect(status.withLock { $0 } == 0)
  }
}
