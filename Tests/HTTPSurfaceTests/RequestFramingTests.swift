import TestSupport
import Testing

@testable import HTTPSurface

/// A body's length said one way only (request smuggling through a reverse proxy): the pure
/// check, then the server refusing before the body is read.
@Suite("Request framing", .serialized)
struct RequestFramingTests {
  @Test(
    "headers that say a body's length one way pass; both ways, or two lengths, are refused",
    arguments: [
      ([], nil), ([("Content-Length", "5")], nil), ([("Transfer-Encoding", "chunked")], nil),
      ([("transfer-encoding", " Chunked ")], nil),
      ([("Content-Length", "5"), ("content-length", "5")], nil),
      (
        [("Content-Length", "5"), ("Transfer-Encoding", "chunked")],
        "a request may not say both Content-Length and Transfer-Encoding"
      ),
      (
        [("Content-Length", "5"), ("Content-Length", "6")],
        "a request may not say two different Content-Lengths"
      ),
      ([("Content-Length", "5, 6")], "a request may not say two different Content-Lengths"),
      (
        [("Transfer-Encoding", "gzip, chunked")],
        "a request's Transfer-Encoding may only be chunked"
      ),
      (
        [("Transfer-Encoding", "chunked"), ("Transfer-Encoding", "chunked")],
        "a request's Transfer-Encoding may only be chunked"
      ),
      ([("Host", "a"), ("Cookie", "b")], nil),
    ] as [([(String, String)], String?)])
  func check(headers: [(String, String)], expected: String?) {
    #expect(RequestFraming.refusal(headers.map { (name: $0.0, value: $0.1) }) == expected)
  }

  @Test(
    "bug: both lengths, or two different ones, were served with a request hidden behind (400 now)",
    arguments: [
      ("Content-Length: 5\r\nTransfer-Encoding: chunked\r\n", "0\r\n\r\n"),
      ("Transfer-Encoding: chunked\r\nContent-Length: 5\r\n", "0\r\n\r\n"),
      ("Content-Length: 0\r\nContent-Length: 5\r\n", ""),
    ])
  func smuggling(framing: String, body: String) throws {
    let harness = try ServerHarness()
    let connection = try HTTPTestConnection(port: harness.port)
    let hidden =
      "POST /api/command HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 18\r\n\r\n"
      + #"{"command":"next"}"#
    connection.send(
      "POST /api/command HTTP/1.1\r\nHost: 127.0.0.1\r\n\(framing)\r\n\(body)\(hidden)")
    let answer = try connection.readResponse()
    #expect(answer.status == 400)
    #expect(answer.text.contains("a request may not say"), "\(answer.text)")
    #expect(connection.waitForClose(), "nothing after it on the connection is read")
    #expect(harness.frame.commands.isEmpty, "the request hidden behind it did not run")
  }
}
