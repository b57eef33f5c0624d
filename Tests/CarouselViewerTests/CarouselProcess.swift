import Foundation

/// Runs the built `carousel` executable, which SwiftPM puts next to the test bundle.
enum CarouselProcess {
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The executable in the same build folder as the running tests.
  static var executable: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("carousel")
  }

  /// Runs `carousel` with `arguments` to completion and collects its output.
  static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
      standardError: String(decoding: errData, as: UTF8.self))
  }
}
