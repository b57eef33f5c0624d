import Foundation

/// A D-Bus session bus of the test's own (`dbus-daemon --session`), on a socket in a temporary
/// folder, for `DBUS_SESSION_BUS_ADDRESS`; ended when released.
public final class PrivateSessionBus {
  public let folder: TemporaryFolder
  /// The bus's address, as the daemon printed it.
  public let address: String
  private let daemon: ToolProcess

  public init() throws {
    folder = try TemporaryFolder()
    daemon = try ToolProcess(
      "dbus-daemon",
      [
        "--session", "--nofork", "--nopidfile", "--print-address=1",
        "--address=unix:path=\(folder.file("bus"))",
      ])
    guard let printed = daemon.readLine(), !printed.isEmpty else {
      throw CarouselProcessError(code: ENOENT)
    }
    address = printed
  }

  deinit {
    daemon.stop()
  }

  /// Runs `tool` (`playerctl`, `busctl`) with `arguments` against this bus; its standard
  /// output, or nil when it failed.
  public func run(_ tool: String, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["DBUS_SESSION_BUS_ADDRESS"] = address
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
  }
}
