import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import PictureFiles

/// `--no-text-slides` (config key `no-text-slides`), through the real binary: a README beside
/// the photos of a recursive frame folder became a slide (issue 35); with the option, a
/// folder's text files are left out, and a text file named itself is still shown.
@Suite(.serialized) struct TextSlideOptionTests {
  /// A folder `frame` of two pictures (one in a subfolder) and a README, and the environment
  /// whose homes are in the folder.
  static func frame() throws -> (TemporaryFolder, [String: String]) {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("frame/2024"), withIntermediateDirectories: true)
    for name in ["frame/1.png", "frame/2024/2.png"] {
      try writeSolidPNG(
        folder.file(name), size: Size(width: 16, height: 9), color: Color(rgb: 0x20_40_60))
    }
    try folder.write(Array("About these photos\nTaken by us".utf8), to: "frame/README.md")
    return (folder, CarouselProcess.isolatedEnvironment(in: folder))
  }

  /// How many pictures a recursive run over `paths` with `options` shows (its status).
  static func count(
    _ folder: TemporaryFolder, _ environment: [String: String], options: [String] = [],
    paths: [String]
  ) throws -> String {
    let replay = try folder.write(
      "replay.jsonl",
      bytes: Array(
        (RemoteControlReplayTests.control(0, "status") + "\n" + #"{"t":100,"type":"quit"}"#
          + "\n").utf8))
    let result = try CarouselProcess.run(
      ["--headless", "--size", "64x36", "--recursive"] + options + ["--replay", replay]
        + paths, environment: environment)
    #expect(result.status == 0, "\(result.standardError)")
    let trace = try result.standardOutput.split(separator: "\n").map {
      try TraceEntry(line: String($0))
    }
    let status = trace.first { $0.type == "control" }?.answer ?? ""
    guard let range = status.firstRange(of: #""count":"#) else { return "none in \(status)" }
    return String(status[range.upperBound...].prefix { $0.isNumber })
  }

  @Test("a folder's README is a slide by default, and is left out with --no-text-slides")
  func option() throws {
    let (folder, environment) = try Self.frame()
    let frame = folder.file("frame")
    #expect(try Self.count(folder, environment, paths: [frame]) == "3")
    #expect(
      try Self.count(folder, environment, options: ["--no-text-slides"], paths: [frame]) == "2")
    #expect(
      try Self.count(
        folder, environment, options: ["--no-text-slides"],
        paths: [frame, folder.file("frame/README.md")]) == "3",
      "a text file named itself is shown")
  }

  @Test("the config file's no-text-slides key does the same")
  func configKey() throws {
    let (folder, environment) = try Self.frame()
    try FileManager.default.createDirectory(
      atPath: folder.file("config-home/carousel"), withIntermediateDirectories: true)
    try folder.write(Array("no-text-slides = true\n".utf8), to: "config-home/carousel/config")
    #expect(try Self.count(folder, environment, paths: [folder.file("frame")]) == "2")
  }

  @Test("live folders leave a new text file out too")
  func liveFolders() throws {
    let folder = try TemporaryFolder()
    let root = FilePath(folder.path)
    let plain = WatchTarget.targets(for: [root], recursive: true)[0]
    let without = WatchTarget.targets(
      for: [root], recursive: true, listing: ItemListing(textSlides: false))[0]
    let readme = Array("README.md".utf8)
    #expect(plain.picture(named: readme, in: root) == root.appending(readme))
    #expect(without.picture(named: readme, in: root) == nil)
    #expect(without.picture(named: Array("1.png".utf8), in: root) != nil)
  }
}
