import Control
import HTTPSurface

/// The web server's own parsers on arbitrary bytes: each must end, bounded, whatever comes.
///
/// The input is read several ways at once: its first line as a `Content-Type` whose boundary
/// splits the rest as a multipart body (fed in pieces whose sizes the bytes choose); the whole
/// as a JSON command and as a login; its lines as the headers and path of a request, and as
/// header lines (`Name: value`) whose framing is checked (``RequestFraming``); and as an
/// upload's file name.
enum HTTPFuzzing {
  static func run(_ bytes: [UInt8]) {
    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    let first = String(decoding: lines.first ?? [], as: UTF8.self)
    multipart(contentType: first, body: Array(bytes.dropFirst((lines.first?.count ?? 0) + 1)))
    _ = try? ControlCommand(json: bytes)
    _ = AccessGuard.password(in: bytes)
    request(lines.map { String(decoding: $0, as: UTF8.self) })
    framing(lines.map { String(decoding: $0, as: UTF8.self) })
    let name = UploadName.safe(bytes)
    _ = UploadName.withExtension(name, ["jpg", "jpeg"])
    _ = UploadName.candidate(name, number: Int(bytes.first ?? 0) + 2)
    _ = UploadName.temporaryExtension(of: name)
    _ = try? ListenAddress(parsing: first)
  }

  /// The body after the first line, with the boundary the first line declares (else the first
  /// line itself), in pieces of 1 to 256 bytes as the body's own bytes say.
  private static func multipart(contentType: String, body: [UInt8]) {
    let boundary = MultipartReader.boundary(of: contentType) ?? Array(contentType.utf8.prefix(70))
    guard !boundary.isEmpty else { return }
    var reader = MultipartReader(boundary: boundary)
    var offset = 0
    while offset < body.count {
      let size = Int(body[offset]) + 1
      let piece = body[offset..<min(body.count, offset + size)]
      offset += size
      guard (try? reader.read(piece)) != nil else { return }
    }
  }

  /// Lines as header lines, `Name: value` (a line without a colon is a name with no value),
  /// through the check of how they frame a body.
  private static func framing(_ lines: [String]) {
    let headers = lines.map { line -> (name: String, value: String) in
      guard let colon = line.firstIndex(of: ":") else { return (line, "") }
      return (String(line[..<colon]), String(line[line.index(after: colon)...]))
    }
    _ = RequestFraming.refusal(headers)
  }

  /// Lines as a request: the first is the path, the next five the headers the server reads.
  private static func request(_ lines: [String]) {
    var request = HTTPRequest(
      method: lines.count % 2 == 0 ? "GET" : "POST", path: lines.first ?? "/")
    for (name, value) in zip(
      ["host", "origin", "cookie", "authorization", "sec-fetch-site"], lines.dropFirst())
    {
      request.headers[name] = value
    }
    _ = RequestCredentials(request)
    _ = OriginCheck.crossSiteReason(request)
    _ = OriginCheck.namesLoopback(request)
    _ = Endpoint.route(request)
  }
}
