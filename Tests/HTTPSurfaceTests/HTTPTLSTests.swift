import Foundation
import TestSupport
import Testing

@testable import HTTPSurface

/// `--http-cert` and `--http-key`: the same API over TLS (libmicrohttpd with GnuTLS), its
/// session cookie `Secure`; plain HTTP to it is refused.
@Suite("HTTP over TLS", .serialized)
struct HTTPTLSTests {
  /// A self-signed certificate for 127.0.0.1 and its key, made by openssl, as PEM files.
  static func certificate(in folder: TemporaryFolder) throws -> (key: String, certificate: String) {
    let made = ExternalTool.run(
      "openssl",
      [
        "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
        "-keyout", folder.file("key.pem"), "-out", folder.file("cert.pem"), "-days", "2",
        "-subj", "/CN=carousel test", "-addext", "subjectAltName=IP:127.0.0.1",
      ])
    #expect(made, "openssl (scripts/install-deps) made the certificate")
    return (
      try String(contentsOfFile: folder.file("key.pem"), encoding: .utf8),
      try String(contentsOfFile: folder.file("cert.pem"), encoding: .utf8)
    )
  }

  @Test("curl reaches the API over TLS with the certificate; the cookie is Secure")
  func tls() throws {
    let keys = try TemporaryFolder()
    let harness = try ServerHarness(password: "open sesame", tls: Self.certificate(in: keys))
    let base = "https://127.0.0.1:\(harness.port)"
    let status = ExternalTool.output(
      "curl",
      [
        "-sS", "--cacert", keys.file("cert.pem"), "-H", "Authorization: Bearer open sesame",
        base + "/api/status",
      ])
    #expect(status.map { String(decoding: $0, as: UTF8.self) } == harness.frame.status.json)
    let login = ExternalTool.output(
      "curl",
      [
        "-sS", "-D", "-", "-o", "/dev/null", "--cacert", keys.file("cert.pem"), "-H",
        "Origin: \(base)", "--data", #"{"password":"open sesame"}"#, base + "/api/login",
      ])
    let headers = login.map { String(decoding: $0, as: UTF8.self) } ?? ""
    #expect(headers.contains("HttpOnly; SameSite=Strict; Secure"), "\(headers)")
    let plain = try? harness.request("GET", "/api/status")
    #expect(plain?.status != 200, "plain HTTP gets no answer")
  }
}
