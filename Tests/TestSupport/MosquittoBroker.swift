import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Debian's `mosquitto` broker on a free loopback port, with its config (and, when asked, a
/// password file) in a temporary folder; stopped and started again on the same port, as a
/// broker restarts under a running frame.
public final class MosquittoBroker {
  public let port: Int
  public let folder: TemporaryFolder
  private var process: ToolProcess?

  /// A broker on 127.0.0.1 that takes anyone, or only `user` with `password`, on `port` (a
  /// free one when nil); throws when it does not start (``start()``).
  public init(user: String? = nil, password: String? = nil, port: Int? = nil) throws {
    folder = try TemporaryFolder()
    self.port = try port ?? Self.freePort()
    var config = "listener \(self.port) 127.0.0.1\npersistence false\n"
    if let user, let password {
      let file = folder.file("passwords")
      guard
        ExternalTool.run("mosquitto_passwd", ["-b", "-c", file, user, password])
      else { throw CarouselProcessError(code: ENOENT) }
      config += "allow_anonymous false\npassword_file \(file)\n"
    } else {
      config += "allow_anonymous true\n"
    }
    try config.write(toFile: folder.file("mosquitto.conf"), atomically: true, encoding: .utf8)
    try start()
  }

  deinit {
    stop()
  }

  /// `127.0.0.1:PORT`, as `--mqtt` takes it.
  public var address: String { "127.0.0.1:\(port)" }

  /// Starts the broker and returns once it listens (its log says it runs); throws
  /// ``WaitTimeout`` with the broker's log when it ends first (its port taken, its config
  /// refused) or does not run within the usual wait.
  public func start() throws {
    let log = folder.file("log")
    let runsBefore = Self.runs(in: log)  // a restart appends to the same log
    let process = try ToolProcess(
      "mosquitto", ["-c", folder.file("mosquitto.conf")], standardError: log)
    do {
      try waitUntil(
        "mosquitto to listen on port \(port) (its log: \(Self.text(of: log)))",
        changesIn: folder.path, whileRunning: process.pid
      ) { Self.runs(in: log) > runsBefore }
    } catch {
      process.stop(SIGKILL)
      throw error
    }
    self.process = process
  }

  /// Returns once the broker's log has `count` lines ending with `ending` (`disconnected, not
  /// authorised.`: a client's password refused), blocking on the log's changes; throws
  /// ``WaitTimeout`` with the log when it has not within the usual wait.
  public func waitForLog(_ count: Int, linesEndingWith ending: String) throws {
    let log = folder.file("log")
    try waitUntil(
      "\(count) lines of '\(ending)' in mosquitto's log (\(Self.text(of: log)))",
      changesIn: folder.path
    ) { Self.count(in: log, endingWith: ending) >= count }
  }

  /// How many times the broker's log says it runs ("mosquitto version 2.0.11 running").
  private static func runs(in log: String) -> Int {
    count(in: log, endingWith: " running")
  }

  private static func count(in log: String, endingWith ending: String) -> Int {
    text(of: log).split(separator: "\n").filter { $0.hasSuffix(ending) }.count
  }

  private static func text(of log: String) -> String {
    (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
  }

  /// Stops the broker (SIGTERM) and waits until it has ended.
  public func stop() {
    process?.stop()
    process = nil
  }

  /// `mosquitto_pub`: publishes `message` on `topic` (retained when asked); true when sent.
  @discardableResult
  public func publish(_ topic: String, _ message: String, retain: Bool = false) -> Bool {
    ExternalTool.run(
      "mosquitto_pub",
      ["-h", "127.0.0.1", "-p", String(port), "-t", topic, "-m", message] + (retain ? ["-r"] : []))
  }

  /// A `mosquitto_sub` on `topics`, printing each message as `RETAIN TOPIC PAYLOAD` on a line
  /// (or as `format` says: `%x` is the payload in hex, `%l` its length); it ends on its own
  /// after `seconds` (a hang guard: a test that waits for a line it never gets then fails with
  /// a message instead of hanging).
  public func subscribe(_ topics: [String], format: String = "%r %t %p", seconds: Int = 60) throws
    -> ToolProcess
  {
    try ToolProcess(
      "mosquitto_sub",
      ["-h", "127.0.0.1", "-p", String(port), "-F", format, "-W", String(seconds)]
        + topics.flatMap { ["-t", $0] })
  }

  /// The retained message on `topic` now, or nil when there is none (`mosquitto_sub` gives up
  /// after a second without one: the broker sends retained messages at once on subscribing).
  public func retained(_ topic: String) -> String? {
    // A ToolProcess, not Foundation's Process: its children inherit a blocked SIGALRM, and
    // mosquitto_sub's -W never fires.
    guard
      let subscriber = try? ToolProcess(
        "mosquitto_sub",
        [
          "-h", "127.0.0.1", "-p", String(port), "-t", topic, "-C", "1", "-W", "1",
          "--retained-only",
        ])
    else { return nil }
    let line = subscriber.readLine()
    return subscriber.wait() == 0 ? line : nil
  }

  /// The retained payload on `topic` now, byte for byte (a picture's), or nil when there is
  /// none.
  public func retainedBytes(_ topic: String) -> [UInt8]? {
    guard
      let subscriber = try? ToolProcess(
        "mosquitto_sub",
        [
          "-h", "127.0.0.1", "-p", String(port), "-t", topic, "-C", "1", "-W", "1", "-N",
          "--retained-only",
        ])
    else { return nil }
    let payload = subscriber.readAll()
    return subscriber.wait() == 0 ? payload : nil
  }

  /// A port nothing listens on now: the kernel's choice for a socket bound to port 0.
  public static func freePort() throws -> Int {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = loopback(port: 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
      }
    }
    guard bound else { throw CarouselProcessError(code: errno) }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  private static func loopback(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
    address.sin_port = in_port_t(port.bigEndian)
    return address
  }
}
