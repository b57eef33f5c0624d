import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Python's `http.server` on a free loopback port, serving a folder the test fills (``files``):
/// the calendar feeds' tests fetch their `.ics` files from it as from a Nextcloud.
public final class StaticHTTPServer {
  public let port: Int
  /// The folder served.
  public let files: TemporaryFolder
  private let process: ToolProcess

  /// The script: binds port 0, prints the port it got (so the test waits on a line, not a
  /// sleep), then serves the folder given as its argument, quietly.
  static let script = """
    from functools import partial
    from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
    from sys import argv
    class Handler(SimpleHTTPRequestHandler):
        def log_message(self, *arguments):
            pass
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(Handler, directory=argv[1]))
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """

  /// A server of a new empty folder; throws when it does not start.
  public init() throws {
    files = try TemporaryFolder()
    process = try ToolProcess("python3", ["-c", Self.script, files.path])
    guard let line = process.readLine(), let port = Int(line) else {
      process.stop(SIGKILL)
      throw WaitTimeout("python3's http.server to say its port", seconds: 0)
    }
    self.port = port
  }

  deinit {
    process.stop()
  }

  /// The URL of `name` in the folder served.
  public func url(_ name: String) -> String { "http://127.0.0.1:\(port)/\(name)" }
}
