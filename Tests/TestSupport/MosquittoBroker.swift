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

  /// A broker on 127.0.0.1 that takes anyone, or only `user` with `password`.
  public init(user: String? = nil, password: String? = nil) throws {
    folder = try TemporaryFolder()
    port = try Self.freePort()
    var config = "listener \(port) 127.0.0.1\npersistence false\n"
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

  /// Starts the broker and returns once it accepts connections.
  public func start() throws {
    process = try ToolProcess(
      "mosquitto", ["-c", folder.file("mosquitto.conf")], standardError: folder.file("log"))
    var tries = 0
    while !accepts(), tries < 2000 {  // a hang guard only: at most 10 s
      usleep(5000)
      tries += 1
    }
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

  /// Whether something accepts TCP connections on the port.
  private func accepts() -> Bool {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = Self.loopback(port: 0)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
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
