import Control
import Foundation
import TestSupport
import Testing

@testable import HTTPSurface

/// Every endpoint of the real server, and every refusal, against the test playing the app.
@Suite("HTTP endpoints", .serialized)
struct HTTPEndpointTests {
  @Test("GET /api/status answers the frame's status as JSON, guarded from framing and sniffing")
  func status() throws {
    let harness = try ServerHarness()
    let answer = try harness.request("GET", "/api/status")
    #expect(answer.status == 200)
    #expect(answer.text == harness.frame.status.json)
    #expect(answer.header("content-type") == "application/json")
    #expect(answer.header("x-content-type-options") == "nosniff")
    #expect(answer.header("x-frame-options") == "DENY")
    #expect(answer.header("cache-control") == "no-store")
  }

  @Test("POST /api/command pages the frame; the status says so; the origin is the client")
  func command() throws {
    let harness = try ServerHarness()
    let answer = try harness.command(#"{"command":"next"}"#)
    #expect(answer.status == 200)
    #expect(answer.text == #"{"ok":true}"#)
    #expect(try harness.request("GET", "/api/status").text.contains(#""index":2,"#))
    let jump = try harness.command(#"{"command":"goto","target":3}"#)
    #expect(jump.status == 200)
    #expect(harness.frame.commands == [.next, .status, .goto(.number(3))])
    #expect(harness.frame.status.name == "c.jpg")
  }

  @Test("a command the app refuses, or that is not one, is 400 with the reason")
  func refusedCommands() throws {
    let harness = try ServerHarness()
    let refused = try harness.command(#"{"command":"goto","target":9}"#)
    #expect(refused.status == 400)
    #expect(refused.text == #"{"error":"no such picture"}"#)
    let unknown = try harness.command(#"{"command":"fly"}"#)
    #expect(unknown.status == 400)
    #expect(unknown.text.contains("unknown command 'fly'"))
    let notJSON = try harness.command("next")
    #expect(notJSON.status == 400)
    #expect(notJSON.text.contains("not a JSON object"))
    #expect(harness.frame.commands == [.goto(.number(9))])
  }

  @Test("GET /api/events sends the status, then one event per change: a command, a slideshow")
  func events() throws {
    let harness = try ServerHarness()
    let stream = try HTTPTestConnection(port: harness.port)
    stream.send("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(harness.port)\r\n\r\n")
    let head = try stream.readHead()
    #expect(head.status == 200)
    #expect(head.headers.contains { $0 == ("content-type", "text/event-stream") })
    #expect(try stream.readEvent() == harness.frame.status.json)
    _ = try harness.command(#"{"command":"next"}"#)
    var expected = harness.frame.status
    #expect(expected.name == "b.jpg")
    #expect(try stream.readEvent() == expected.json)
    harness.frame.advance()  // the slideshow turns by itself
    expected = harness.frame.status
    #expect(expected.name == "c.jpg")
    #expect(try stream.readEvent() == expected.json)
  }

  @Test("more than eight event streams: the ninth is 503, the others go on")
  func streamLimit() throws {
    let harness = try ServerHarness()
    var streams: [HTTPTestConnection] = []
    for _ in 0..<HTTPConstants.mostEventStreams {
      let stream = try HTTPTestConnection(port: harness.port)
      stream.send("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
      #expect(try stream.readHead().status == 200)
      _ = try stream.readEvent()
      streams.append(stream)
    }
    let refused = try harness.request("GET", "/api/events")
    #expect(refused.status == 503)
    harness.frame.advance()
    for stream in streams { #expect(try stream.readEvent().contains(#""index":2"#)) }
  }

  @Test("a stream whose client went away is let go at once, though no status comes")
  func streamClosedByClient() throws {
    let harness = try ServerHarness()
    for _ in 0..<(HTTPConstants.mostEventStreams * 2) {
      var stream: HTTPTestConnection? = try HTTPTestConnection(port: harness.port)
      stream?.send("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
      #expect(try stream?.readHead().status == 200)
      _ = try stream?.readEvent()
      #expect(harness.server.streamCount.withLock { $0 } == 1)
      stream = nil  // the page closes
      try waitUntil("the stream to be let go", in: harness.server.streamCount) { $0 == 0 }
    }
  }

  @Test("GET /api/current answers the picture shown, as JPEG of 1280 px at most")
  func current() throws {
    let harness = try ServerHarness()
    let answer = try harness.request("GET", "/api/current")
    #expect(answer.status == 200)
    #expect(answer.header("content-type") == "image/jpeg")
    #expect(answer.body == [0xFF, 0xD8, 0xFF] + Array("/pictures/a.jpg@1280".utf8))
    // An event stream tells when the server has heard of the change (it keeps the status for
    // /api/current before it sends it to the streams).
    let stream = try HTTPTestConnection(port: harness.port)
    stream.send("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    #expect(try stream.readHead().status == 200)
    _ = try stream.readEvent()  // the status now
    _ = try harness.command(#"{"command":"next"}"#)
    #expect(try stream.readEvent().contains(#""index":2"#))
    #expect(try harness.request("GET", "/api/current").text.contains("/pictures/b.jpg"))
  }

  @Test("GET /api/current of a text slide is 404 with the decoder's reason")
  func currentTextSlide() throws {
    let harness = try ServerHarness(frame: FakeFrame(names: ["opening-hours.md"]))
    let answer = try harness.request("GET", "/api/current")
    #expect(answer.status == 404)
    #expect(
      answer.text == #"{"error":"the picture shown: not a picture format Carousel can read"}"#)
  }

  @Test("GET / is the page, open without a password, with a content security policy")
  func page() throws {
    let harness = try ServerHarness(password: "secret")
    let answer = try harness.request("GET", "/")
    #expect(answer.status == 200)
    #expect(answer.text == "<!doctype html><title>Carousel</title>")
    #expect(answer.header("content-type") == "text/html; charset=utf-8")
    #expect(answer.header("content-security-policy")?.contains("frame-ancestors 'none'") == true)
    let head = try harness.request("HEAD", "/")
    #expect(head.status == 200)
  }

  // Parent folders are written "..\u{2F}": scripts/check-paths refuses the literal.
  @Test(
    "paths that are not endpoints are 404, traversal included",
    arguments: [
      "/nothing", "/..\u{2F}..\u{2F}etc/passwd", "/api/status/..\u{2F}..\u{2F}x", "/api/",
      "/index.html",
      "//api/status", "/api/status%2F..", "/API/STATUS",
    ])
  func notFound(path: String) throws {
    let harness = try ServerHarness()
    let answer = try harness.request("GET", path)
    #expect(answer.status == 404)
    #expect(answer.text.hasPrefix(#"{"error":"nothing at "#))
  }

  @Test("a method an endpoint does not take is 405 with Allow")
  func wrongMethod() throws {
    let harness = try ServerHarness()
    let delete = try harness.request("DELETE", "/api/status")
    #expect(delete.status == 405)
    #expect(delete.header("allow") == "GET, HEAD")
    let get = try harness.request("GET", "/api/command")
    #expect(get.status == 405)
    #expect(get.header("allow") == "POST")
  }

  @Test("a command body longer than a command is 413, before it is read")
  func tooLarge() throws {
    let harness = try ServerHarness()
    let answer = try harness.request(
      "POST", "/api/command", headers: ["Content-Length": "100000"], body: [])
    #expect(answer.status == 413)
    let long = try harness.request(
      "POST", "/api/command",
      body: Array(
        ("{\"command\":\"goto\",\"target\":\"" + String(repeating: "x", count: 9000)
          + "\"}").utf8))
    #expect(long.status == 413)
    #expect(harness.frame.commands.isEmpty)
  }

  @Test("headers larger than a connection's memory are refused (431)")
  func hugeHeaders() throws {
    let harness = try ServerHarness()
    let answer = try harness.request(
      "GET", "/api/status", headers: ["X-Padding": String(repeating: "p", count: 40_000)])
    #expect(answer.status == 431)
  }
}
