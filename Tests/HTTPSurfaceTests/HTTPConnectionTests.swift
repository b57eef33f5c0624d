import Control
import Foundation
import TestSupport
import Testing

@testable import HTTPSurface

/// What one client can take from the others: time (a request sent a byte a second is dropped,
/// while others are served) and connections (16 at once; more wait their turn).
@Suite("HTTP connections", .serialized)
struct HTTPConnectionTests {
  @Test("a client that sends its headers a byte a second is dropped after 10 s; others are served")
  func slowHeaders() throws {
    let harness = try ServerHarness()
    let slow = try HTTPTestConnection(port: harness.port)
    try waitUntil("the slow client to be counted", in: harness.server.connectionCount) { $0 == 1 }
    let request = Array("GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8)
    for (second, byte) in request.prefix(9).enumerated() {
      #expect(slow.send([byte]), "the server still takes byte \(second)")
      harness.clock.advance(by: 1)
      harness.server.wake()
      #expect(try harness.request("GET", "/api/status").status == 200, "others are served")
    }
    harness.clock.advance(by: 1.01)  // 10 s after it connected
    harness.server.wake()
    #expect(slow.waitForClose(), "the slow client was dropped")
    #expect(
      harness.reports.contains("carousel: http: dropped 127.0.0.1: its request came too slowly"))
    #expect(try harness.request("GET", "/api/status").status == 200)
  }

  @Test("a body that arrives slower than 32 KiB/s after its first 10 s is dropped")
  func slowBody() throws {
    let harness = try ServerHarness()
    let slow = try HTTPTestConnection(port: harness.port)
    let (body, type) = HTTPTestClient.multipart([
      ("a.png", FakeChecker.png + [UInt8](repeating: 1, count: 400_000))
    ])
    slow.send(
      "POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: \(type)\r\n"
        + "Content-Length: \(body.count)\r\n\r\n")
    slow.send(Array(body.prefix(64 * 1024)))  // 64 KiB: enough for 10 s + 2 s
    try waitUntil("the server to read the first bytes", changesIn: harness.folder.path) {
      try harness.folderNames().contains { $0.hasPrefix(".carousel-upload-") }
    }
    harness.clock.advance(by: 11.9)
    harness.server.wake()
    #expect(slow.send(Array(body[(64 * 1024)..<(65 * 1024)])), "still within its pace")
    harness.clock.advance(by: 0.2)
    harness.server.wake()
    #expect(slow.waitForClose(), "12.1 s for 65 KiB is too slow")
    try waitUntil("the hidden file to go", changesIn: harness.folder.path) {
      try harness.folderNames().isEmpty
    }
  }

  @Test("16 connections at once; a 17th waits in the backlog and is served when one closes")
  func connectionLimit() throws {
    let harness = try ServerHarness()
    var idle: [HTTPTestConnection] = []
    for _ in 0..<HTTPConstants.mostConnections {
      let connection = try HTTPTestConnection(port: harness.port)
      connection.send("GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\n")  // never finished
      idle.append(connection)
    }
    try waitUntil("16 connections to be served", in: harness.server.connectionCount) {
      $0 == HTTPConstants.mostConnections
    }
    let waiting = try HTTPTestConnection(port: harness.port)  // the kernel accepts it for us
    waiting.send("GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    #expect(harness.server.connectionCount.withLock { $0 } == HTTPConstants.mostConnections)
    idle.removeFirst()  // one closes
    let answer = try waiting.readResponse()
    #expect(answer.status == 200)
  }

  @Test("bug: a client gone with its upload half sent held its connection until the idle timeout")
  func goneMidUpload() throws {
    let harness = try ServerHarness()
    let (body, type) = HTTPTestClient.multipart([("a.png", FakeChecker.png)])
    var gone: HTTPTestConnection? = try HTTPTestConnection(port: harness.port)
    gone?.send(
      "POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: \(type)\r\n"
        + "Content-Length: \(body.count)\r\n\r\n")
    gone?.send(Array(body.prefix(body.count / 2)))
    gone = nil  // its last bytes and its close arrive together
    try waitUntil(
      "the connection to close, on the server's clock standing still",
      in: harness.server.connectionCount
    ) { $0 == 0 }
    #expect(try harness.folderNames().isEmpty, "and its hidden file is gone")
  }
}
