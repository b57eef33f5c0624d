import TestSupport
import Testing

/// The exit statuses and messages of the real binary.
@Suite("Exit status")
struct ExitStatusTests {
  @Test func helpListsOptionsAndExitsZero() throws {
    let result = try CarouselProcess.run(["--help"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("--headless"))
  }

  @Test func versionExitsZero() throws {
    let result = try CarouselProcess.run(["--version"])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("carousel "))
  }

  @Test func unknownOptionExitsTwoNamingIt() throws {
    let result = try CarouselProcess.run(["--sparkle"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("--sparkle"))
  }

  @Test func noDisplayExitsOneAndSaysHowToRunHeadless() throws {
    let result = try CarouselProcess.run(
      [], environment: ["PATH": "/usr/bin:/bin", "DISPLAY": "", "WAYLAND_DISPLAY": ""])
    #expect(result.status == 1)
    #expect(result.standardError.contains("--headless"))
  }

  @Test(
    "bug: an unwritable output file was found only after rendering, with exit 1 or 0",
    arguments: [
      ["--headless", "--screenshot", "/nonexistent/folder/x.png"],
      ["--headless", "--memory-report", "/nonexistent/folder/m.txt"],
      ["--headless", "--screenshot", "/tmp"],
    ])
  func unwritableOutputExitsTwo(arguments: [String]) throws {
    let result = try CarouselProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.standardError.contains("option \(arguments[1]): cannot write"))
  }
}
