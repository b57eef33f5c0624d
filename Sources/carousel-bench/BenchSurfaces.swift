import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Every remote surface that has landed, switched on for a start of the app: a `mosquitto`
/// broker of the benchmark's own on a free loopback port (`--mqtt`), a private
/// `dbus-daemon --session` (MPRIS, offered whenever a session bus runs), the control socket
/// (`--control`) and the web server on a loopback port the kernel chooses (`--http`), all in a
/// temporary folder; stopped when released.
final class BenchSurfaces {
  /// The arguments that switch the surfaces on.
  let arguments: [String]
  /// The environment that points the app at the private bus.
  let environment: [String: String]
  private let folder: String
  private let port: Int
  private let broker: BenchChild
  private let bus: BenchChild

  init() throws {
    var template = Array("/tmp/carousel-bench-surfaces-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw BenchError("no temporary folder") }
    folder = String(cString: made)
    port = try Self.freePort()
    let config = folder + "/mosquitto.conf"
    try "listener \(port) 127.0.0.1\npersistence false\nallow_anonymous true\n".write(
      toFile: config, atomically: true, encoding: .utf8)
    broker = try BenchChild(
      executable: "/usr/sbin/mosquitto", arguments: ["-c", config], environment: [:],
      capturesStandardError: false)
    let socket = folder + "/bus"
    bus = try BenchChild(
      executable: "/usr/bin/dbus-daemon",
      arguments: ["--session", "--nofork", "--nopidfile", "--address=unix:path=\(socket)"],
      environment: [:], capturesStandardError: false)
    arguments = [
      "--mqtt", "127.0.0.1:\(port)", "--control", folder + "/control", "--http", "127.0.0.1:0",
    ]
    environment = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=\(socket)"]
    // Hang guards only: both are ready in milliseconds.
    for _ in 0..<1_000 where !(Self.accepts(port) && access(socket, F_OK) == 0) {
      usleep(10_000)
    }
    guard Self.accepts(port), access(socket, F_OK) == 0 else {
      throw BenchError("mosquitto or dbus-daemon did not start in 10 s (are they installed?)")
    }
  }

  /// Throws unless the app serves both: its MPRIS name is on the private bus and the broker
  /// holds a retained message of its (its state or its Home Assistant device).
  func checkServed() throws {
    let names = Self.output(
      "/usr/bin/dbus-send",
      [
        "--bus=" + (environment["DBUS_SESSION_BUS_ADDRESS"] ?? ""), "--print-reply",
        "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus.ListNames",
      ])
    guard names.contains("org.mpris.MediaPlayer2.") else {
      throw BenchError("the app's MPRIS name is not on the private bus")
    }
    // A hang guard only: a retained message comes at once.
    let retained = Self.output(
      "/usr/bin/timeout",
      ["5", "mosquitto_sub", "-h", "127.0.0.1", "-p", String(port), "-t", "#", "-C", "1"])
    guard !retained.isEmpty else { throw BenchError("the broker holds nothing of the app's") }
  }

  /// What `executable` with `arguments` prints on standard output, or "" when it cannot run.
  private static func output(_ executable: String, _ arguments: [String]) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return "" }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  deinit {
    broker.terminate()
    bus.terminate()
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// A TCP port on 127.0.0.1 that nothing listens on now (the kernel's choice for port 0).
  private static func freePort() throws -> Int {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw BenchError("no socket") }
    defer { close(descriptor) }
    var address = loopback(port: 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
      }
    }
    guard bound else { throw BenchError("no free loopback port") }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  /// Whether something accepts connections on 127.0.0.1:`port`.
  private static func accepts(_ port: Int) -> Bool {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var address = loopback(port: port)
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }

  private static func loopback(port: Int) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    return address
  }
}
