import Control
import Foundation
import SystemKit
import TestSupport

@testable import HTTPSurface

/// A real server on 127.0.0.1 (a free port), in front of a ``FakeFrame``, with the test's
/// clock, fake pictures and checker, an upload folder and the lines it reports.
final class ServerHarness {
  let frame: FakeFrame
  let clock = TestClock()
  let folder: TemporaryFolder
  let server: HTTPServer
  /// The lines reported, to wait on.
  let lines = Locked<[String]>([])

  /// - Parameters:
  ///   - password: the server's password; nil for a loopback server without one.
  ///   - uploads: whether uploads go to ``folder``.
  ///   - limits: the connections' limits (all the test's connections come from 127.0.0.1).
  init(
    password: String? = nil, uploads: Bool = true, largestUpload: Int = 64 * 1_048_576,
    tls: (key: String, certificate: String)? = nil, limits: HTTPLimits = HTTPLimits(),
    frame: FakeFrame = FakeFrame()
  ) throws {
    self.frame = frame
    folder = try TemporaryFolder()
    var settings = HTTPSettings()
    settings.password = password.map { Array($0.utf8) }
    settings.page = Array("<!doctype html><title>Carousel</title>".utf8)
    settings.uploadFolder = uploads ? folder.path : nil
    settings.largestUpload = largestUpload
    settings.tls = tls
    settings.limits = limits
    let clock = clock
    let lines = lines
    server = try HTTPServer(
      listener: try HTTPListener(ListenAddress(loopbackPort: 0)), settings: settings,
      center: frame.center, snapshots: FakeSnapshots(), checker: FakeChecker(),
      clock: { clock.now },
      reporter: Reporter { line in
        lines.withLock { lines in
          lines.append(line)
          if lines.count > 1000 { lines.removeFirst(500) }  // a soak's are many
        }
      })
  }

  deinit {
    server.stop()
  }

  var port: Int { server.port }

  /// The lines reported so far (the last 500 to 1000 of a long run).
  var reports: [String] { lines.withLock { $0 } }

  /// One request and its answer.
  func request(
    _ method: String, _ path: String, headers: [String: String] = [:], body: [UInt8] = []
  ) throws -> HTTPTestResponse {
    try HTTPTestClient.request(method, path, port: port, headers: headers, body: body)
  }

  /// A command as JSON, from the page's own origin.
  func command(_ json: String, headers: [String: String] = [:]) throws -> HTTPTestResponse {
    try request(
      "POST", "/api/command",
      headers: ["Origin": "http://127.0.0.1:\(port)", "Content-Type": "application/json"]
        .merging(headers) { $1 }, body: Array(json.utf8))
  }

  /// The files in the upload folder, hidden ones included, sorted.
  func folderNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }
}
