import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A WebDAV server of the benchmark's own: Debian's `rclone serve webdav` serving a folder on
/// a loopback port the kernel chooses (its log line says which), with a config file of its own;
/// stopped when released.
final class BenchWebDAV {
  /// The URL `--webdav` takes.
  let url: String
  private let server: BenchChild

  /// Serves `folder`; `scratch` holds rclone's config file.
  init(serving folder: String, scratch: String) throws {
    server = try BenchChild(
      executable: "/usr/bin/rclone",
      arguments: ["serve", "webdav", folder, "--addr", "127.0.0.1:0", "--dir-cache-time", "0s"],
      environment: ["RCLONE_CONFIG": scratch + "/rclone.conf"])
    // A hang guard only: rclone listens within a second.
    guard let line = server.waitForLine(containing: "WebDav Server started on", timeout: 20),
      let start = line.range(of: "http://")
    else { throw BenchError("rclone serve webdav did not start in 20 s (is rclone installed?)") }
    url = String(line[start.lowerBound...].prefix { !$0.isWhitespace && $0 != "]" })
  }
}
