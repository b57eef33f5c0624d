import Foundation

/// ImageMagick's `convert`, a second decoder and encoder for tests (`scripts/install-deps`).
public enum ImageMagick {
  /// Runs `convert` with `arguments`; its standard output, or nil when it is missing or fails.
  public static func convert(_ arguments: [String]) -> [UInt8]? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["convert"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? [UInt8](data) : nil
  }
}
