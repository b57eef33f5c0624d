import Foundation
import HTTPTransfer
import PhotoSources
import TestSupport

/// A WebDAV server (rclone) on 127.0.0.1, a mirror folder, and the source and clients that
/// refresh one from the other.
final class MirrorFixture {
  let server: WebDAVServer
  let folder: TemporaryFolder
  var source: WebDAVSource
  let clients: [HTTPClient]
  var maximumBytes = Int.max

  init(
    user: String? = nil, password: String? = nil, credentials: HTTPCredentials? = nil,
    clips: Bool = false
  ) throws {
    server = try WebDAVServer(user: user, password: password)
    folder = try TemporaryFolder()
    guard let address = WebDAVAddress(server.url) else { throw POSIXErrorCode.EINVAL }
    source = WebDAVSource(address: address, credentials: credentials, clips: clips)
    clients = try [HTTPClient(), HTTPClient()]
  }

  var mirror: Mirror {
    get throws { try Mirror(folder: folder.file("mirror"), maximumBytes: maximumBytes) }
  }

  /// One refresh.
  func sync() throws -> SyncReport {
    SourceSync(source: source, mirror: try mirror, clients: clients).run()
  }

  /// The mirror's visible files and their bytes.
  func mirrored() throws -> [String: [UInt8]] {
    let path = folder.file("mirror")
    var files: [String: [UInt8]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: path) where !name.hasPrefix(".")
    {
      files[name] = Array(try Data(contentsOf: URL(fileURLWithPath: path + "/" + name)))
    }
    return files
  }

  /// Every entry of the mirror's folder, hidden ones too.
  func allEntries() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.file("mirror")).sorted()
  }

  /// Bytes that differ for each `seed` (a picture's content is not looked at while mirroring).
  static func bytes(_ seed: Int, count: Int = 3000) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ seed &* 7) }
  }
}
