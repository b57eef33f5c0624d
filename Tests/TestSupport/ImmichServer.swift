import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The stand-in Immich server (`Tests/Fixtures/immich-api/standin.py`, Python's
/// `http.server`) on a free loopback port: it answers from a library the test writes
/// (``write(_:)``, read again at every request) as Immich's API document kept beside it says,
/// and logs each request and each way a request or an answer breaks that document
/// (``violations()``).
public final class ImmichServer {
  public let port: Int
  private let folder: TemporaryFolder
  private var process: ToolProcess?

  /// A server of `library` (see the script's note for its form) on a free port; throws when it
  /// does not start.
  public init(library: [String: Any]) throws {
    folder = try TemporaryFolder()
    port = try MosquittoBroker.freePort()
    try write(library)
    try start()
  }

  deinit {
    stop()
  }

  /// The URL `--immich` takes.
  public var url: String { "http://127.0.0.1:\(port)/" }

  /// A path in the server's own temporary folder (for the pictures it serves).
  public func file(_ name: String) -> String { folder.file(name) }

  /// Replaces the library the server answers from.
  public func write(_ library: [String: Any]) throws {
    let data = try JSONSerialization.data(withJSONObject: library, options: [.sortedKeys])
    try data.write(to: URL(fileURLWithPath: folder.file("library.json.new")))
    guard rename(folder.file("library.json.new"), folder.file("library.json")) == 0 else {
      throw CarouselProcessError(code: errno)
    }
  }

  /// Starts the server and returns once it listens (its log says so).
  public func start() throws {
    let log = folder.file("log")
    let before = Self.lines(of: log).filter { $0.hasPrefix("listening ") }.count
    let script = RepositoryPath.appending("Tests/Fixtures/immich-api/standin.py")
    let process = try ToolProcess(
      "python3", [script, String(port), folder.file("library.json"), log],
      standardError: folder.file("stderr"))
    do {
      try waitUntil(
        "the stand-in Immich to listen on port \(port) (its errors: "
          + "\((try? String(contentsOfFile: folder.file("stderr"), encoding: .utf8)) ?? ""))",
        changesIn: folder.path, whileRunning: process.pid
      ) { Self.lines(of: log).filter { $0.hasPrefix("listening ") }.count > before }
    } catch {
      process.stop(SIGKILL)
      throw error
    }
    self.process = process
  }

  /// Stops the server and waits until it has ended.
  public func stop() {
    process?.stop()
    process = nil
  }

  /// The requests it got, as `METHOD PATH?QUERY`, in order.
  public func requests() -> [String] {
    Self.lines(of: folder.file("log")).filter { $0.hasPrefix("request ") }.map {
      String($0.dropFirst("request ".count))
    }
  }

  /// Each way a request it got or an answer it gave broke the kept API document.
  public func violations() -> [String] {
    Self.lines(of: folder.file("log")).filter { $0.hasPrefix("violation") }
  }

  private static func lines(of path: String) -> [String] {
    ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(
      String.init)
  }
}
