import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

/// What a frame remembers across restarts, through the real binary: a kiosk goes on with the
/// next picture of its shuffle, hidden pictures stay hidden, a damaged state file is set aside.
@Suite(.serialized) struct StateReplayTests {
  static let names = (1...8).map { "p\($0).png" }

  /// A folder `pics` of solid PNGs, and the environment whose state home is in the folder.
  static func frame() throws -> (TemporaryFolder, [String: String]) {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("pics"), withIntermediateDirectories: true)
    for name in names { try folder.write(DatedPictures.png(exif: nil), to: "pics/\(name)") }
    return (folder, CarouselProcess.isolatedEnvironment(in: folder))
  }

  /// Runs a headless kiosk replay of `lines` over the folder's pictures (or over `pictures`,
  /// from `workingFolder`).
  static func run(
    _ lines: [String], _ folder: TemporaryFolder, _ environment: [String: String],
    options: [String] = [], pictures: String? = nil, workingFolder: String? = nil
  ) throws -> (trace: [TraceEntry], result: CarouselProcess.Result) {
    let replay = try folder.write(
      "replay.jsonl", bytes: Array((lines.joined(separator: "\n") + "\n").utf8))
    let result = try CarouselProcess.run(
      ["--headless", "--size", "64x36", "--kiosk", "--slideshow", "1", "--transition", "none"]
        + options + ["--replay", replay, pictures ?? folder.file("pics")],
      environment: environment, workingFolder: workingFolder)
    let trace = try result.standardOutput.split(separator: "\n").map {
      try TraceEntry(line: String($0))
    }
    return (trace, result)
  }

  /// The names a run showed: the first, then each page change.
  static func shown(_ trace: [TraceEntry]) -> [String] {
    let first = trace.first { $0.type == "control" }?.answer.flatMap(name(inStatus:))
    return (first.map { [$0] } ?? []) + trace.filter { $0.type == "page" }.compactMap(\.name)
  }

  static func name(inStatus json: String) -> String? {
    let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    return object?["name"] as? String
  }

  @Test("a kiosk quit and started again goes on with the next picture of its shuffle")
  func goesOnAfterARestart() throws {
    let (folder, environment) = try Self.frame()
    let lines = [RemoteControlReplayTests.control(0, "status"), #"{"t":2500,"type":"quit"}"#]
    var shown: [String] = []
    for _ in 0..<4 {
      let (trace, result) = try Self.run(lines, folder, environment, options: ["--shuffle"])
      #expect(result.status == 0, "\(result.standardError)")
      let run = Self.shown(trace)
      #expect(run.count == 3, "\(run)")
      shown += run
    }
    #expect(shown.count == 12)
    // One shuffled order, gone on with across the restarts: every 8 in a row are all 8.
    for start in 0...(shown.count - 8) {
      #expect(Set(shown[start..<(start + 8)]).count == 8, "a repeat from \(start): \(shown)")
    }
    #expect(Array(shown.prefix(8)) != Self.names, "shuffled")
  }

  @Test("a weighted shuffle's round goes on across restarts: each picture once a round")
  func weightedRoundGoesOn() throws {
    let (folder, environment) = try Self.frame()
    let lines = [RemoteControlReplayTests.control(0, "status"), #"{"t":2500,"type":"quit"}"#]
    var shown: [String] = []
    for _ in 0..<6 {
      let (trace, result) = try Self.run(
        lines, folder, environment, options: ["--shuffle", "--shuffle-weight", "unseen"])
      #expect(result.status == 0, "\(result.standardError)")
      shown += Self.shown(trace)
    }
    #expect(shown.count == 18)
    #expect(Set(shown[0..<8]) == Set(Self.names), "round 0: \(shown)")
    #expect(Set(shown[8..<16]) == Set(Self.names), "round 1: \(shown)")
    #expect(Array(shown[0..<8]) != Array(shown[8..<16]), "each round an order of its own")
    let state = try String(
      contentsOfFile: folder.file("state-home/carousel/default.state"), encoding: .utf8)
    #expect(state.contains("\nround 2\n"))
  }

  @Test("hidden pictures stay hidden across restarts, and unhide brings them back for good")
  func hiddenStayHidden() throws {
    let (folder, environment) = try Self.frame()
    let control = RemoteControlReplayTests.control
    let (first, _) = try Self.run(
      [control(0, "goto p3.png"), control(500, "hide"), #"{"t":900,"type":"quit"}"#], folder,
      environment, options: ["--slideshow", "60"])
    #expect(first.filter { $0.type == "control" }.map(\.answer) == ["ok", "ok"])
    let (second, _) = try Self.run(
      [control(0, "status"), control(100, "goto p3.png"), #"{"t":200,"type":"quit"}"#], folder,
      environment)
    let answers = second.filter { $0.type == "control" }.compactMap(\.answer)
    #expect(answers.first?.contains(#""count":7"#) == true, "\(answers)")
    #expect(answers.first?.contains(#""hidden":1,"#) == true)
    #expect(answers.last == "error: no picture or folder named 'p3.png'")
    let state = try String(
      contentsOfFile: folder.file("state-home/carousel/default.state"), encoding: .utf8)
    #expect(state.contains("\nhidden \(folder.file("pics"))/p3.png\n"))
    _ = try Self.run(
      [control(0, "unhide p3.png"), #"{"t":100,"type":"quit"}"#], folder, environment)
    let (fourth, _) = try Self.run(
      [control(0, "status"), #"{"t":100,"type":"quit"}"#], folder, environment)
    #expect(fourth.first?.answer?.contains(#""count":8"#) == true)
  }

  @Test("a picture turned with R stays turned across restarts; the file is never written")
  func turnsStayAcrossRestarts() throws {
    let (folder, environment) = try Self.frame()
    let control = RemoteControlReplayTests.control
    let before = try Data(contentsOf: URL(fileURLWithPath: folder.file("pics/p3.png")))
    let key = #"{"t":300,"type":"key_down","key":"R"}"#
    _ = try Self.run(
      [
        control(0, "goto p3.png"), key, #"{"t":350,"type":"key_up","key":"R"}"#,
        #"{"t":900,"type":"quit"}"#,
      ], folder, environment, options: ["--slideshow", "60"])
    let statePath = folder.file("state-home/carousel/default.state")
    let line = "\nturned 6 \(folder.file("pics"))/p3.png\n"
    #expect(try String(contentsOfFile: statePath, encoding: .utf8).contains(line))
    // A start that did not take the turn back would write the state without it at its end.
    _ = try Self.run(
      [control(0, "goto p3.png"), #"{"t":500,"type":"quit"}"#], folder, environment,
      options: ["--slideshow", "60"])
    #expect(try String(contentsOfFile: statePath, encoding: .utf8).contains(line))
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("pics/p3.png"))) == before)
  }

  /// Issue 35: turns and hides were kept by the path as given (`turned 6 ./IMG_0001.JPG`), so
  /// a file of the same name in another folder opened turned (camera names make it common).
  @Test("a turn is kept by absolute path: a file of the same name in another folder is not turned")
  func turnsKeyedByAbsolutePath() throws {
    let (folder, environment) = try Self.frame()
    for camera in ["a", "b"] {
      try FileManager.default.createDirectory(
        atPath: folder.file("\(camera)/pics"), withIntermediateDirectories: true)
      try writeSolidPNG(
        folder.file("\(camera)/pics/IMG_0001.png"), size: Size(width: 60, height: 20),
        color: Color(rgb: 0x30_60_90))
    }
    let r = [#"{"t":300,"type":"key_down","key":"R"}"#, #"{"t":350,"type":"key_up","key":"R"}"#]
    let quit = #"{"t":900,"type":"quit"}"#
    func screenshot(in camera: String, _ lines: [String]) throws -> Data {
      let shot = folder.file("\(camera).png")
      let (_, result) = try Self.run(
        lines + [quit], folder, environment, options: ["--screenshot", shot],
        pictures: "pics", workingFolder: folder.file(camera))
      #expect(result.status == 0, "\(result.standardError)")
      return try Data(contentsOf: URL(fileURLWithPath: shot))
    }
    let plain = try screenshot(in: "b", [])
    let turned = try screenshot(in: "a", r)
    #expect(turned != plain, "R turned a's picture")
    let state = try String(
      contentsOfFile: folder.file("state-home/carousel/default.state"), encoding: .utf8)
    #expect(state.contains("\nturned 6 \(folder.file("a/pics/IMG_0001.png"))\n"), "\(state)")
    #expect(try screenshot(in: "b", []) == plain, "b's picture of the same name is not turned")
    #expect(try screenshot(in: "a", []) == turned, "a's still is")
  }

  @Test("old relative turns and hides are read against the working folder and written absolute")
  func relativeEntriesRewritten() throws {
    let (folder, environment) = try Self.frame()
    try FileManager.default.createDirectory(
      atPath: folder.file("state-home/carousel"), withIntermediateDirectories: true)
    try folder.write(
      Array("carousel state 1\nhidden pics/p2.png\nturned 6 ./pics/p1.png\npictures\nend\n".utf8),
      to: "state-home/carousel/default.state")
    let (trace, result) = try Self.run(
      [RemoteControlReplayTests.control(0, "status"), #"{"t":1500,"type":"quit"}"#], folder,
      environment, pictures: "pics", workingFolder: folder.path)
    #expect(result.status == 0, "\(result.standardError)")
    let status = trace.first { $0.type == "control" }?.answer ?? ""
    #expect(status.contains(#""hidden":1,"#), "\(status)")
    #expect(!Self.shown(trace).contains("p2.png"))
    let state = try String(
      contentsOfFile: folder.file("state-home/carousel/default.state"), encoding: .utf8)
    #expect(state.contains("\nhidden \(folder.file("pics/p2.png"))\n"), "\(state)")
    #expect(state.contains("\nturned 6 \(folder.file("pics/p1.png"))\n"), "\(state)")
  }

  @Test("a state file that cannot be read is set aside with one line, and the frame starts afresh")
  func damagedStateIsSetAside() throws {
    let (folder, environment) = try Self.frame()
    let path = folder.file("state-home/carousel/default.state")
    try FileManager.default.createDirectory(
      atPath: folder.file("state-home/carousel"), withIntermediateDirectories: true)
    try folder.write(
      Array("carousel state 1\nnext \\x\n".utf8), to: "state-home/carousel/default.state")
    let (trace, result) = try Self.run(
      [RemoteControlReplayTests.control(0, "status"), #"{"t":100,"type":"quit"}"#], folder,
      environment)
    #expect(result.status == 0)
    #expect(
      result.standardError
        == "carousel: the state file \(path) cannot be used (line 2: next takes a path); set aside "
        + "as \(path).unreadable, starting afresh\n")
    #expect(Self.shown(trace).first == "p1.png")
    #expect(FileManager.default.fileExists(atPath: path), "written again")
  }
}
