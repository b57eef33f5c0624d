import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Debian's `rclone serve webdav` on a free loopback port, serving a folder the test fills
/// (``files``); with a user and password when asked; stopped and started again on the same
/// port, as a NAS goes away and comes back.
public final class WebDAVServer {
  public let port: Int
  /// The folder served; its files are what the server offers.
  public let files: TemporaryFolder
  private let logs: TemporaryFolder
  private let credentials: [String]
  private var process: ToolProcess?

  /// A server of a new empty folder, for anyone or only `user` with `password`, on a free
  /// port; throws when it does not start (``start()``).
  public init(user: String? = nil, password: String? = nil) throws {
    files = try TemporaryFolder()
    logs = try TemporaryFolder()
    port = try MosquittoBroker.freePort()
    if let user, let password {
      credentials = ["--user", user, "--pass", password]
    } else {
      credentials = []
    }
    try start()
  }

  deinit {
    stop()
  }

  /// The URL of the folder served, as `--webdav` takes it.
  public var url: String { "http://127.0.0.1:\(port)/" }

  /// Starts the server and returns once it listens (its log says so); throws ``WaitTimeout``
  /// with the log when it ends first or does not start within the usual wait.
  public func start() throws {
    let log = logs.file("log")
    let startsBefore = Self.starts(in: log)
    // No cache of the folder's listing: the tests change files and refresh at once.
    let process = try ToolProcess(
      "rclone",
      ["serve", "webdav", files.path, "--addr", "127.0.0.1:\(port)", "--dir-cache-time", "0s"]
        + credentials,
      environment: ["RCLONE_CONFIG": logs.file("rclone.conf")], standardError: log)
    do {
      try waitUntil(
        "rclone to serve on port \(port) (its log: \(Self.text(of: log)))",
        changesIn: logs.path, whileRunning: process.pid
      ) { Self.starts(in: log) > startsBefore }
    } catch {
      process.stop(SIGKILL)
      throw error
    }
    self.process = process
  }

  /// Stops the server (SIGTERM) and waits until it has ended.
  public func stop() {
    process?.stop()
    process = nil
  }

  /// Writes `bytes` to `name` (a path below the folder, its folders made).
  @discardableResult
  public func put(_ name: String, _ bytes: [UInt8]) throws -> String {
    let path = files.file(name)
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// How many times the log says the server started.
  private static func starts(in log: String) -> Int {
    text(of: log).components(separatedBy: "WebDav Server started on").count - 1
  }

  private static func text(of log: String) -> String {
    (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
  }
}
