import Foundation

/// Runs a command-line tool that `scripts/install-deps` installs (heif-enc, cjxl, img2webp), for
/// test pictures no Swift code writes.
public enum ExternalTool {
  /// Runs `tool` with `arguments`; true when it exited with status 0.
  @discardableResult
  public static func run(_ tool: String, _ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  /// Runs `tool` with `arguments`; its standard output, or nil when it is missing or fails.
  public static func output(_ tool: String, _ arguments: [String]) -> [UInt8]? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? [UInt8](data) : nil
  }
}
