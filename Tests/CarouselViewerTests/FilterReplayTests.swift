import Foundation
import TestSupport
import Testing

/// The filters by date through the real binary, on the virtual wall clock in a fixed zone (a
/// replay's "clock" record, `TZ`): `--on-this-day` across midnight, nothing matching, the
/// options refused with their accepted values.
@Suite(.serialized) struct FilterReplayTests {
  /// A folder `pics` of PNGs dated by their Exif: each name is its day.
  static func datedFolder(_ days: [String]) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("pics"), withIntermediateDirectories: true)
    for day in days {
      let exif = DatedPictures.exif(day.replacingOccurrences(of: "-", with: ":") + " 12:00:00")
      try folder.write(DatedPictures.png(exif: exif), to: "pics/\(day).png")
    }
    return folder
  }

  /// Plays `lines` over `folder`'s pictures with `options`, at `wall` in Berlin.
  static func replay(
    _ lines: [String], in folder: TemporaryFolder, options: [String], wall: String
  ) throws -> (trace: [TraceEntry], result: CarouselProcess.Result) {
    let clock = #"{"t":0,"type":"clock","wall":"\#(wall)"}"#
    let replay = try folder.write(
      "replay.jsonl", bytes: Array((([clock] + lines).joined(separator: "\n") + "\n").utf8))
    var environment = CarouselProcess.isolatedEnvironment(in: folder)
    environment["TZ"] = "Europe/Berlin"
    let result = try CarouselProcess.run(
      ["--headless", "--size", "64x36", "--replay", replay] + options + [folder.file("pics")],
      environment: environment)
    let trace = try result.standardOutput.split(separator: "\n").map {
      try TraceEntry(line: String($0))
    }
    return (trace, result)
  }

  static func statuses(_ trace: [TraceEntry]) throws -> [[String: Any]] {
    try trace.filter { $0.type == "control" && $0.line == "status" }.map {
      try JSONSerialization.jsonObject(with: Data(($0.answer ?? "").utf8)) as? [String: Any] ?? [:]
    }
  }

  @Test("--on-this-day: the day's memories, the next day's from midnight, the one shown staying")
  func onThisDayAcrossMidnight() throws {
    let folder = try Self.datedFolder(["2019-03-14", "2020-03-15", "2021-06-01", "2022-03-14"])
    let control = RemoteControlReplayTests.control
    let (trace, result) = try Self.replay(
      [
        control(100, "status"), control(20000, "status"), control(21000, "next"),
        control(25000, "status"), #"{"t":26000,"type":"quit"}"#,
      ], in: folder, options: ["--on-this-day"], wall: "2024-03-14T23:59:50+01:00")
    #expect(result.status == 0, "\(result.standardError)")
    let statuses = try Self.statuses(trace)
    #expect(statuses.map { $0["count"] as? Int } == [2, 2, 1])
    #expect(
      statuses.map { $0["name"] as? String } == [
        "2019-03-14.png", "2019-03-14.png", "2020-03-15.png",
      ])
    #expect(statuses.map { $0["filter"] as? String } == ["on", "on", "on"])
    let catalog = trace.filter { ["catalog", "page"].contains($0.type) }.map {
      "\($0.type) \($0.count ?? $0.page ?? -1) @\(Int($0.time))"
    }
    // Two of four at the start; at midnight (10 s in) the one shown stays and the next day's
    // comes; once the carousel has moved on to it, the old day's last picture goes.
    #expect(catalog == ["catalog 2 @0", "catalog 2 @10000", "page 1 @21116", "catalog 1 @21400"])
  }

  @Test("nothing matching shows every picture, and the status says unmatched")
  func nothingMatches() throws {
    let folder = try Self.datedFolder(["2019-03-14", "2020-03-15"])
    let (trace, result) = try Self.replay(
      [RemoteControlReplayTests.control(100, "status"), #"{"t":1000,"type":"quit"}"#], in: folder,
      options: ["--on-this-day", "2", "--taken-after", "2019-01-01"],
      wall: "2024-07-01T10:00:00+02:00")
    #expect(result.status == 0, "\(result.standardError)")
    let status = try #require(try Self.statuses(trace).first)
    #expect(status["count"] as? Int == 2)
    #expect(status["filter"] as? String == "unmatched")
  }

  @Test("the second start's index reads no picture: every date comes from the first's cache")
  func secondStartReadsNothing() throws {
    var days: [String] = []
    for year in 2016...2023 {
      for day in 1...25 { days.append(String(format: "%d-05-%02d", year, day)) }
    }
    let folder = try Self.datedFolder(days)
    let control = RemoteControlReplayTests.control
    var lines: [String] = []
    for _ in 0..<2 {
      let (trace, result) = try Self.replay(
        [control(100, "status"), #"{"t":1000,"type":"quit"}"#], in: folder,
        options: ["--timing", "--taken-after", "2015-01-01"], wall: "2024-07-01T10:00:00+02:00")
      #expect(result.status == 0, "\(result.standardError)")
      #expect(try Self.statuses(trace).first?["filter"] as? String == "on")
      for line in result.standardError.split(separator: "\n") {
        guard let found = line.range(of: "picture index complete") else { continue }
        lines.append(String(line[found.lowerBound...]))
      }
    }
    #expect(
      lines == [
        "picture index complete (0 from its cache, 200 read)",
        "picture index complete (200 from its cache, 0 read)",
      ])
    let names = try FileManager.default.contentsOfDirectory(
      atPath: folder.file("cache-home/carousel"))
    #expect(names == ["default.index"])
  }

  @Test(arguments: [
    (
      ["--taken-after", "2020-13-01"],
      "option --taken-after takes a date as YYYY-MM-DD (for example 2020-06-01), not '2020-13-01'"
    ),
    (
      ["--newer-than", "30"],
      "option --newer-than takes a number of days, weeks or years up to a hundred years (for example 30d, 12w or 1y), not '30'"
    ),
    (
      ["--on-this-day=200"],
      "option --on-this-day takes a whole number from 0 to 183, yes or no, or no value, not '200'"
    ),
    (
      ["--taken-after", "2021-01-01", "--taken-before", "2020-01-01"],
      "option --taken-before 2020-01-01 leaves nothing after --taken-after 2021-01-01"
    ),
    (
      ["--state-name", ".x"],
      "option --state-name takes 1 to 64 letters, digits, '.', '_' and '-', not starting with '.', not '.x'"
    ),
    (
      ["--state-name", "a/b"],
      "option --state-name takes 1 to 64 letters, digits, '.', '_' and '-', not starting with '.', not 'a/b'"
    ),
  ])
  func refusesWrongValues(arguments: [String], message: String) throws {
    let result = try CarouselProcess.run(["--headless"] + arguments)
    #expect(result.status == 2)
    #expect(result.standardError == "carousel: \(message)\n")
  }
}
