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

/// The control socket alone, with the test as the app behind its command center: lines are
/// parsed at the socket, commands reach the center in order, and each client gets its answers
/// in the order of its lines, whatever order the replies come in.
@Suite(.serialized) struct ControlServerTests {
  /// A client connected to `path` that sends `text` and closes its side.
  static func client(sending text: String, to path: String) throws -> Int32 {
    let descriptor = try UnixSocket.connect(to: path)
    let bytes = Array(text.utf8)
    #expect(bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) } == bytes.count)
    shutdown(descriptor, Int32(SHUT_WR))
    return descriptor
  }

  /// Everything the server writes to `descriptor` until it closes, as lines.
  static func answers(from descriptor: Int32) -> [String] {
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = recv(descriptor, &chunk, chunk.count, 0)
      guard count > 0 else { break }
      received += chunk[..<count]
    }
    close(descriptor)
    return String(decoding: received, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// Folders made while sockets open keep their mode.
  ///
  /// Bug: the socket was bound under `umask(0o177)`, which is the whole process's, so a folder
  /// another thread made with mode 0700 at that moment got 0600 and could not be entered (in
  /// a full test run: temporary folders, a trash, a thumbnail cache; brokers that could not
  /// read their configuration).
  @Test("opening sockets leaves the mode of folders other threads make alone")
  func socketsLeaveTheUmaskAlone() throws {
    let folder = try TemporaryFolder()
    let done = Locked<Bool>(false)
    let sockets = folder.file("sockets")
    let opener = Thread {
      for round in 0..<2_000 {
        let path = sockets + "/s\(round % 4)"
        if let descriptor = try? UnixSocket.listen(at: path) {
          close(descriptor)
          unlink(path)
        }
      }
      done.withLock { $0 = true }
    }
    opener.start()
    var made = 0
    var wrong: [String] = []
    while !done.withLock({ $0 }) || made < 200 {
      let path = folder.file("made-\(made)")
      made += 1
      guard mkdir(path, 0o700) == 0 else { continue }
      var info = stat()
      if stat(path, &info) == 0, info.st_mode & 0o777 != 0o700 {
        wrong.append(String(info.st_mode & 0o777, radix: 8))
      }
      rmdir(path)
    }
    #expect(wrong.count == 0, "of \(made) folders were made with another mode: \(wrong.prefix(3))")
  }

  @Test("a refused line waits behind a reload answered late; answers keep the lines' order")
  func answersInOrder() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("run/control")
    let center = ControlCenter()
    let arrived = DispatchSemaphore(value: 0)
    center.connect { arrived.signal() }
    let server = try ControlServer.open(at: path, center: center)
    defer { server.stop() }
    let client = try Self.client(sending: "reload\nbogus\n  STATUS\n", to: path)
    var requests: [ControlRequest] = []
    while requests.count < 2 {
      #expect(arrived.wait(timeout: .now() + 30) == .success, "the commands did not arrive")
      requests += center.takeRequests()
    }
    #expect(requests.map(\.command) == [.reload, .status], "the refused line never reaches it")
    #expect(requests.allSatisfy { $0.origin == .surface("control socket") })
    var status = Status()
    status.count = 3
    requests[1].reply(.status(status))  // the status is ready first; the reload comes later
    requests[0].reply(.ok)
    #expect(
      Self.answers(from: client) == [
        "ok", "error: unknown command 'bogus'; expected one of " + ControlCommand.synopsis,
        status.json,
      ])
  }

  @Test("lines from two clients are answered to each its own")
  func twoClients() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("run/control")
    let center = ControlCenter()
    let arrived = DispatchSemaphore(value: 0)
    center.connect { arrived.signal() }
    let server = try ControlServer.open(at: path, center: center)
    defer { server.stop() }
    let first = try Self.client(sending: "next\n", to: path)
    let second = try Self.client(sending: "goto 2\n", to: path)
    var requests: [ControlRequest] = []
    while requests.count < 2 {
      #expect(arrived.wait(timeout: .now() + 30) == .success, "the commands did not arrive")
      requests += center.takeRequests()
    }
    for request in requests {
      request.reply(request.command == .next ? .ok : .failure(ControlError("no picture 2")))
    }
    #expect(Self.answers(from: first) == ["ok"])
    #expect(Self.answers(from: second) == ["error: no picture 2"])
  }
}
