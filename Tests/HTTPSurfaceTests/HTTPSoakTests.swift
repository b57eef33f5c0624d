import Control
import Foundation
import SystemKit
import TestSupport
import Testing

@testable import HTTPSurface

#if canImport(Glibc)
  import Glibc
#endif

/// The server left serving a household, against the real server.
///
/// Rounds of every kind of request, good and bad, with pages coming and going and uploads
/// taken, refused and cut off. It ends holding nothing: no exchange, stream or connection, sessions within their bound, no
/// hidden file, and no socket on its port but the listening one.
///
/// A second soak runs the same rounds among clients that dribble their headers a byte a
/// second of the server's clock (more of them than the server has slots): each is dropped at
/// its deadline or gives its slot to a quicker client, comes back, and the household is served
/// all along.
///
/// The test process's own memory and descriptors are shared with every other suite running
/// alongside, so the soak counts what the server holds; the resident memory is printed.
/// `scripts/test` runs 400 rounds (`CAROUSEL_SOAK_HTTP_ROUNDS`), and a tenth of them among
/// slow clients; `scripts/soak` runs 40,000.
@Suite(.serialized) struct HTTPSoakTests {
  static let rounds = Environment.value("CAROUSEL_SOAK_HTTP_ROUNDS").flatMap { Int($0) } ?? 400

  /// One round: a page logs in and follows the frame, steers it, uploads, and strangers try
  /// what they should not.
  static func round(_ index: Int, _ harness: ServerHarness) throws {
    let bearer = ["Authorization": "Bearer open sesame"]
    let origin = ["Origin": "http://127.0.0.1:\(harness.port)"]
    let login = try harness.request(
      "POST", "/api/login", headers: origin, body: Array(#"{"password":"open sesame"}"#.utf8))
    let cookie = String((login.header("set-cookie") ?? "").split(separator: ";").first ?? "")
    let stream = try HTTPTestConnection(port: harness.port)
    stream.send("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(cookie)\r\n\r\n")
    _ = try stream.readHead()
    _ = try stream.readEvent()
    #expect(try harness.command(#"{"command":"next"}"#, headers: ["Cookie": cookie]).status == 200)
    _ = try stream.readEvent()
    #expect(try harness.request("GET", "/api/current", headers: bearer).status == 200)
    let bytes =
      index % 3 == 0 ? [UInt8]("not a picture".utf8) : FakeChecker.png + [UInt8(index % 256)]
    let (body, type) = HTTPTestClient.multipart([("round \(index).png", bytes)])
    let upload = try harness.request(
      "POST", "/api/upload", headers: bearer.merging(["Content-Type": type]) { $1 }, body: body)
    #expect(upload.status == (index % 3 == 0 ? 415 : 200))
    #expect(
      try harness.request("GET", "/api/status", headers: ["Cookie": "carousel_session=x"]).status
        == 401)
    #expect(try harness.request("GET", "/..\u{2F}etc/passwd", headers: bearer).status == 404)
    let cut = try HTTPTestConnection(port: harness.port)
    cut.send(
      "POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer open sesame\r\n"
        + "Content-Type: \(type)\r\nContent-Length: \(body.count)\r\n\r\n")
    cut.send(Array(body.prefix(body.count / 2)))  // the phone goes out of range mid-upload
  }

  /// The sockets on `port` that a process holds (the listening one, and each connection the
  /// server has accepted), from the kernel's table.
  static func sockets(onPort port: Int) -> Int {
    let table = ProcFile.text("/proc/net/tcp") ?? ""
    let local = String(format: ":%04X", port)
    return table.split(separator: "\n").dropFirst().filter { line in
      let fields = line.split(separator: " ")
      return fields.count > 9 && fields[1].hasSuffix(local) && fields[9] != "0"
    }.count
  }

  @Test("rounds among 24 clients dribbling their headers: every request served, nothing held")
  func slowClients() throws {
    var limits = HTTPLimits()
    limits.connectionsPerAddress = 100  // one address plays the household and the dribblers
    let harness = try ServerHarness(password: "open sesame", limits: limits)
    let line =
      Array("GET /api/status HTTP/1.1\r\nX-Slow: ".utf8) + [UInt8](repeating: 0x61, count: 64)
    var dribblers: [(connection: HTTPTestConnection, sent: Int)] = []
    var comebacks = 0
    var start = ProcessMemory.residentBytes()
    let rounds = max(20, Self.rounds / 10)
    for index in 0..<rounds {
      for slot in 0..<24 {
        if slot < dribblers.count, dribblers[slot].connection.send([line[dribblers[slot].sent]]) {
          dribblers[slot].sent = min(dribblers[slot].sent + 1, line.count - 1)
          continue
        }
        let connection = try HTTPTestConnection(port: harness.port)
        let fresh = (connection: connection, sent: 0)
        if slot < dribblers.count {
          dribblers[slot] = fresh
          comebacks += 1
        } else {
          dribblers.append(fresh)
        }
      }
      harness.clock.advance(by: 1)
      harness.server.wake()
      try Self.round(index, harness)
      if index == rounds / 10 { start = ProcessMemory.residentBytes() }
    }
    #expect(comebacks > 0, "dribblers were dropped and came back")
    dribblers.removeAll()
    try waitUntil("every connection to close", in: harness.server.holdings) {
      $0.connections == 0 && $0.streams == 0
    }
    #expect(harness.server.holdings.withLock { $0.exchanges } == 0)
    #expect(Self.sockets(onPort: harness.port) == 1, "the listening socket alone")
    #expect(try harness.folderNames().allSatisfy { !$0.hasPrefix(".") })
    print(
      "carousel: soak: http: \(rounds) rounds among 24 slow clients (\(comebacks) came back "
        + "after being dropped); resident \(start / 1_048_576) MiB after a tenth, "
        + "\(ProcessMemory.residentBytes() / 1_048_576) MiB at the end")
  }

  @Test("rounds of requests leave no exchange, stream, connection or hidden file behind")
  func soak() throws {
    let harness = try ServerHarness(password: "open sesame")
    var start = ProcessMemory.residentBytes()
    for index in 0..<Self.rounds {
      try Self.round(index, harness)
      if index == Self.rounds / 10 { start = ProcessMemory.residentBytes() }
    }
    try waitUntil("every connection to close", in: harness.server.holdings) {
      $0.connections == 0 && $0.streams == 0
    }
    let held = harness.server.holdings.withLock { $0 }
    #expect(held.exchanges == 0)
    #expect(held.sessions <= HTTPConstants.mostSessions)
    #expect(Self.sockets(onPort: harness.port) == 1, "the listening socket alone")
    let names = try harness.folderNames()
    #expect(names.allSatisfy { !$0.hasPrefix(".") }, "no hidden file left behind")
    #expect(
      names.count == Self.rounds - (Self.rounds + 2) / 3, "one picture per round that sent one")
    print(
      "carousel: soak: http: \(Self.rounds) rounds; resident \(start / 1_048_576) MiB after a "
        + "tenth, \(ProcessMemory.residentBytes() / 1_048_576) MiB at the end (this process, with "
        + "any suite running beside); \(held.sessions) sessions kept")
  }
}
