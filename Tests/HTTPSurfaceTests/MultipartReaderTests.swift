import Testing

@testable import HTTPSurface

/// `multipart/form-data` read as it arrives: the same parts and bytes whatever pieces the body
/// comes in, bytes that look like a boundary's start kept, and bounded headers.
@Suite("Multipart bodies")
struct MultipartReaderTests {
  static let boundary = "----WebKitFormBoundary7MA4YWxkTrZu0gW"

  /// A body of two files and a field, its second file's bytes holding near-boundaries.
  static var body: [UInt8] {
    let b = boundary
    let text =
      "preamble that is ignored\r\n--\(b)\r\n"
      + "Content-Disposition: form-data; name=\"file\"; filename=\"a.jpg\"\r\n"
      + "Content-Type: image/jpeg\r\n\r\nfirst\r\n--\(b)  \r\n"
      + "Content-Disposition: form-data; name=\"caption\"\r\n\r\nhello\r\n--\(b)\r\n"
      + "content-disposition: FORM-DATA; filename*=UTF-8''%C3%A9t%C3%A9.png; name=file\r\n\r\n"
      + "\r\n--\(b.dropLast())\r\n-\r\n--\r\r\n--\(b)--\r\nepilogue, ignored"
    return Array(text.utf8)
  }

  /// What `pieces` of a body give, the data of each part joined.
  static func read(_ pieces: [ArraySlice<UInt8>]) throws -> [String] {
    var reader = MultipartReader(boundary: Array(boundary.utf8))
    var summary: [String] = []
    var data: [UInt8] = []
    for piece in pieces {
      for event in try reader.read(piece) {
        switch event {
        case .part(let part):
          summary.append(
            "part \(part.name ?? "-") \(part.fileName.map { String(decoding: $0, as: UTF8.self) } ?? "-")"
          )
        case .data(let bytes): data += bytes
        case .partEnd:
          summary.append("data \(String(decoding: data, as: UTF8.self).debugDescription)")
          data = []
        case .end: summary.append("end")
        }
      }
    }
    #expect(reader.isComplete)
    return summary
  }

  static let expected = [
    "part file a.jpg", "data \"first\"", "part caption -", "data \"hello\"", "part file été.png",
    "data \"\\r\\n--\(boundary.dropLast())\\r\\n-\\r\\n--\\r\"", "end",
  ]

  @Test("a whole body gives its parts, their names and their bytes")
  func whole() throws {
    #expect(try Self.read([Self.body[...]]) == Self.expected)
  }

  @Test("the body cut in two at every byte gives the same")
  func everySplit() throws {
    let body = Self.body
    for cut in 0...body.count {
      #expect(try Self.read([body[..<cut], body[cut...]]) == Self.expected, "cut at \(cut)")
    }
  }

  @Test("the body a byte at a time gives the same")
  func byteByByte() throws {
    #expect(try Self.read(Self.body.indices.map { Self.body[$0...$0] }) == Self.expected)
  }

  @Test("a part's headers longer than 8 KiB are refused, however they arrive")
  func longHeaders() {
    var reader = MultipartReader(boundary: Array("b".utf8))
    let start = Array("--b\r\nContent-Disposition: form-data; name=\"".utf8)
    #expect(throws: MultipartReader.Malformed.self) {
      _ = try reader.read(start)
      for _ in 0..<100 { _ = try reader.read([UInt8](repeating: 0x61, count: 100)) }
    }
  }

  @Test(
    "broken parts are refused by name",
    arguments: [
      "--b\r\nno colon here\r\n\r\nx\r\n--b--", "--b\r\nContent-Type: a/b\r\n\r\nx\r\n--b--",
      "--b\r\nContent-Disposition: attachment\r\n\r\nx\r\n--b--", "--bjunk\r\n\r\n",
    ])
  func broken(body: String) {
    var reader = MultipartReader(boundary: Array("b".utf8))
    #expect(throws: MultipartReader.Malformed.self) { _ = try reader.read(Array(body.utf8)) }
  }

  @Test("a preamble of any length is never kept whole")
  func longPreamble() throws {
    var reader = MultipartReader(boundary: Array("b".utf8))
    for _ in 0..<1000 { #expect(try reader.read([UInt8](repeating: 0x2E, count: 1000)).isEmpty) }
    #expect(try reader.read(Array("\r\n--b--".utf8)) == [.end])
  }

  @Test("the Content-Type's boundary, quoted or not, 1 to 70 printable bytes")
  func boundaries() {
    #expect(MultipartReader.boundary(of: "multipart/form-data; boundary=abc") == Array("abc".utf8))
    #expect(
      MultipartReader.boundary(of: "Multipart/Form-Data;boundary=\"a b\"") == Array("a b".utf8))
    #expect(MultipartReader.boundary(of: "multipart/mixed; boundary=abc") == nil)
    #expect(MultipartReader.boundary(of: "multipart/form-data") == nil)
    #expect(
      MultipartReader.boundary(
        of: "multipart/form-data; boundary=" + String(repeating: "x", count: 71))
        == nil)
  }
}
