import Control
import Foundation
import SystemKit
import TestSupport
import Testing

@testable import HTTPSurface

/// Uploads into the upload folder: streamed to a hidden file, checked, renamed to a safe free
/// name; nothing overwritten, nothing left behind when refused.
@Suite("HTTP uploads", .serialized)
struct HTTPUploadTests {
  static let jpeg = Array("JPEG, as the fake checker sees it".utf8)
  static let png = FakeChecker.png + [1, 2, 3]

  /// Uploads `files` in one request from the page's origin.
  static func upload(_ harness: ServerHarness, _ files: [(name: String, bytes: [UInt8])]) throws
    -> HTTPTestResponse
  {
    let (body, type) = HTTPTestClient.multipart(files)
    return try harness.request(
      "POST", "/api/upload",
      headers: ["Content-Type": type, "Origin": "http://127.0.0.1:\(harness.port)"], body: body)
  }

  /// The answer's lines, as JSON objects.
  static func lines(_ answer: HTTPTestResponse) throws -> [[String: String]] {
    struct Answer: Decodable {
      struct Line: Decodable {
        let name: String
        let taken: Bool
        let savedAs: String?
        let reason: String?
      }
      let files: [Line]
    }
    return try JSONDecoder().decode(Answer.self, from: Data(answer.body)).files.map { line in
      var fields = ["name": line.name, "taken": String(line.taken)]
      fields["savedAs"] = line.savedAs
      fields["reason"] = line.reason
      return fields
    }
  }

  @Test("a picture lands under its name; the answer says so; no hidden file is left")
  func onePicture() throws {
    let harness = try ServerHarness()
    let answer = try Self.upload(harness, [("beach.png", Self.png)])
    #expect(answer.status == 200)
    #expect(
      try Self.lines(answer) == [["name": "beach.png", "taken": "true", "savedAs": "beach.png"]])
    #expect(try harness.folderNames() == ["beach.png"])
    #expect(
      FileManager.default.contents(atPath: harness.folder.file("beach.png")) == Data(Self.png))
    #expect(harness.reports.contains("carousel: http: 127.0.0.1 added beach.png"))
  }

  @Test("hostile names land as plain names; a name that exists gets -2, the first untouched")
  func hostileNames() throws {
    let harness = try ServerHarness()
    try harness.folder.write(Array("the family's own".utf8), to: "x.jpg")
    // A parent folder is written "..\u{2F}": scripts/check-paths refuses the literal.
    let answer = try Self.upload(
      harness,
      [
        ("..\u{2F}..\u{2F}x.jpg", Self.jpeg), (".hidden.png", Self.png), ("x.jpg", Self.jpeg),
        ("photo", Self.jpeg), ("notes.txt", Self.png),
      ])
    #expect(answer.status == 200)
    #expect(
      try Self.lines(answer).map { $0["savedAs"] } == [
        "x-2.jpg", "hidden.png", "x-3.jpg", "photo.jpg", "notes.txt.png",
      ])
    #expect(
      try harness.folderNames() == [
        "hidden.png", "notes.txt.png", "photo.jpg", "x-2.jpg", "x-3.jpg", "x.jpg",
      ])
    #expect(
      FileManager.default.contents(atPath: harness.folder.file("x.jpg"))
        == Data("the family's own".utf8))
  }

  @Test("a name with a newline in its part header lands without it")
  func newlineInName() throws {
    let harness = try ServerHarness()
    let boundary = "b0undary"
    let body =
      Array(
        ("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; "
          + "filename=\"two\nlines.png\"\r\n\r\n").utf8) + Self.png
      + Array("\r\n--\(boundary)--\r\n".utf8)
    let answer = try harness.request(
      "POST", "/api/upload",
      headers: ["Content-Type": "multipart/form-data; boundary=\(boundary)"], body: body)
    #expect(answer.status == 200)
    #expect(try harness.folderNames() == ["twolines.png"])
  }

  @Test("a file that is not a picture is refused (415) and leaves nothing")
  func notAPicture() throws {
    let harness = try ServerHarness()
    let answer = try Self.upload(harness, [("report.pdf", Array("%PDF-1.7".utf8))])
    #expect(answer.status == 415)
    #expect(
      try Self.lines(answer) == [
        [
          "name": "report.pdf", "taken": "false",
          "reason": "not a picture format Carousel can read",
        ]
      ])
    #expect(try harness.folderNames().isEmpty)
  }

  @Test("one picture and one refusal: 200, a line for each")
  func mixed() throws {
    let harness = try ServerHarness()
    let answer = try Self.upload(harness, [("a.png", Self.png), ("b.bin", [0, 1, 2])])
    #expect(answer.status == 200)
    #expect(try Self.lines(answer).map { $0["taken"] } == ["true", "false"])
    #expect(try harness.folderNames() == ["a.png"])
  }

  @Test("a 200 MB upload is refused at the 64 MB limit (413), its hidden file gone at once")
  func tooLarge() throws {
    let harness = try ServerHarness()
    let connection = try HTTPTestConnection(port: harness.port)
    let boundary = "b0undary"
    let head = Array(
      ("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; "
        + "filename=\"huge.png\"\r\n\r\n").utf8)
    let tail = Array("\r\n--\(boundary)--\r\n".utf8)
    let size = 200 * 1_048_576
    connection.send(
      "POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        + "Content-Type: multipart/form-data; boundary=\(boundary)\r\n"
        + "Content-Length: \(head.count + size + tail.count)\r\n\r\n")
    connection.send(head + FakeChecker.png)
    let block = [UInt8](repeating: 0x42, count: 1_048_576)
    var sawHiddenFile = false
    for megabyte in 0..<200 {
      guard connection.send(megabyte == 0 ? Array(block.dropFirst(8)) : block) else { break }
      if megabyte == 8 { sawHiddenFile = try !harness.folderNames().isEmpty }
      if megabyte == 80 {
        #expect(try harness.folderNames().isEmpty, "gone once the limit was passed")
      }
    }
    connection.send(tail)
    let answer = try connection.readResponse()
    #expect(sawHiddenFile, "the upload was being written")
    #expect(answer.status == 413)
    #expect(answer.text.contains("larger than the upload limit of 64 MB (--upload-max-mb)"))
    #expect(try harness.folderNames().isEmpty)
  }

  @Test("a body declared larger than an upload may be is 413 before it is read")
  func declaredTooLarge() throws {
    let harness = try ServerHarness(largestUpload: 1_048_576)
    let answer = try harness.request(
      "POST", "/api/upload",
      headers: [
        "Content-Type": "multipart/form-data; boundary=x", "Content-Length": "100000000",
      ])
    #expect(answer.status == 413)
    #expect(try harness.folderNames().isEmpty)
  }

  @Test("100 uploads of one name in parallel all land once, with distinct names")
  func hundredInParallel() throws {
    var limits = HTTPLimits()
    limits.connectionsPerAddress = 100  // one address sends them all
    let harness = try ServerHarness(limits: limits)
    let answers = Locked<[Int: (Int, String?)]>([:])
    let port = harness.port
    DispatchQueue.concurrentPerform(iterations: 100) { index in
      let bytes = FakeChecker.png + Array("picture \(index)".utf8)
      let (body, type) = HTTPTestClient.multipart([("same.png", bytes)])
      let answer = try? HTTPTestClient.request(
        "POST", "/api/upload", port: port, headers: ["Content-Type": type], body: body)
      let saved = answer.flatMap { try? Self.lines($0).first?["savedAs"] } ?? nil
      answers.withLock { $0[index] = (answer?.status ?? 0, saved) }
    }
    let all = answers.withLock { $0 }
    #expect(all.values.allSatisfy { $0.0 == 200 })
    let names = Set(all.values.compactMap(\.1))
    #expect(names.count == 100)
    #expect(try Set(harness.folderNames()) == names)
    #expect(names.contains("same.png") && names.contains("same-100.png"))
    for (index, (_, name)) in all {
      let expected = FakeChecker.png + Array("picture \(index)".utf8)
      #expect(
        FileManager.default.contents(atPath: harness.folder.file(name ?? "")) == Data(expected))
    }
  }

  @Test("uploads off (no --upload-dir) is 404; a body that is not multipart is 415")
  func refusedRequests() throws {
    let off = try ServerHarness(uploads: false)
    let answer = try Self.upload(off, [("a.png", Self.png)])
    #expect(answer.status == 404)
    #expect(answer.text.contains("--upload-dir"))
    let on = try ServerHarness()
    let json = try on.request(
      "POST", "/api/upload", headers: ["Content-Type": "application/json"], body: [1])
    #expect(json.status == 415)
    let info = try on.request("GET", "/api/upload")
    #expect(info.text == #"{"enabled":true,"largestFile":67108864,"mostFiles":16}"#)
  }

  @Test("a body cut short or malformed is 400 and leaves nothing")
  func malformed() throws {
    let harness = try ServerHarness()
    let (body, type) = HTTPTestClient.multipart([("a.png", Self.png)])
    let cut = try harness.request(
      "POST", "/api/upload", headers: ["Content-Type": type], body: Array(body.dropLast(20)))
    #expect(cut.status == 400)
    let noParts = try harness.request(
      "POST", "/api/upload", headers: ["Content-Type": "multipart/form-data; boundary=zz"],
      body: Array("--zz--\r\n".utf8))
    #expect(noParts.status == 400)
    #expect(noParts.text.contains("parts named 'file'"))
    #expect(try harness.folderNames().isEmpty)
  }

  @Test("bug: parts past the 16th were kept, answered and logged; the 17th refuses all (413)")
  func tooManyFiles() throws {
    let harness = try ServerHarness()
    let files = (1...17).map { (name: "p\($0).png", bytes: Self.png) }
    let answer = try Self.upload(harness, files)
    #expect(answer.status == 413)
    #expect(answer.text.contains("an upload takes at most 16 files"))
    #expect(try harness.folderNames().isEmpty, "nothing of it is kept")
    #expect(try Self.upload(harness, Array(files.prefix(16))).status == 200, "16 are taken")
    #expect(try harness.folderNames().count == 16)
  }

  @Test("bug: 5,000 empty file parts cost an answer line and a stderr line each; now one")
  func manyEmptyParts() throws {
    let harness = try ServerHarness()
    let files = (1...5000).map { (name: "e\($0).png", bytes: [UInt8]()) }
    let answer = try Self.upload(harness, files)
    #expect(answer.status == 413)
    #expect(answer.body.count < 200, "one short refusal, not a line per part")
    #expect(harness.reports.count == 1, "\(harness.reports.prefix(3))")
    #expect(try harness.folderNames().isEmpty)
  }

  @Test("an upload sent in chunks (no length said) is cut off past the longest upload body")
  func chunkedTooLong() throws {
    let harness = try ServerHarness(largestUpload: 1024)
    let connection = try HTTPTestConnection(port: harness.port)
    connection.send(
      "POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n"
        + "Content-Type: multipart/form-data; boundary=b\r\n\r\n")
    let chunk = Array("10000\r\n".utf8) + [UInt8](repeating: 0x61, count: 0x10000) + [13, 10]
    var sent = 0
    while sent < 64, connection.send(chunk) { sent += 1 }  // 4 MiB, past 16 KiB and 1 MiB
    #expect(connection.waitForClose(), "the server closed the connection")
    #expect(try harness.folderNames().isEmpty)
  }
}
