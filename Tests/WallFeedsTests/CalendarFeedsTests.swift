import Foundation
import SystemKit
import TestSupport
import Testing

@testable import WallFeeds

/// The calendars of `--calendar`, each read by the built carousel's calendar worker (libical in
/// a process of its own): recurrences, an exception, a moved occurrence, all-day and floating
/// events, a zone that changes for daylight saving; files and URLs on a local server; a feed
/// that is not iCalendar, one of 50 MB, and one that breaks after reading well.
@Suite("Calendar feeds")
struct CalendarFeedsTests {
  static let window = CalendarWindow(from: CalendarFiles.from, to: CalendarFiles.to)

  /// The lines a reporter said, for the tests to read.
  final class Said: Sendable {
    let lines = Locked<[String]>([])
    var reporter: Reporter { Reporter { [lines] line in lines.withLock { $0.append(line) } } }
    var all: [String] { lines.withLock { $0 } }
  }

  /// Feeds of `sources`, read once for the window; the reading.
  static func read(_ feeds: CalendarFeeds) throws -> CalendarFeeds.Reading {
    feeds.refresh(window: window)
    feeds.sync()
    return try #require(feeds.take())
  }

  static func feeds(_ sources: [CalendarSource], said: Said) -> CalendarFeeds {
    CalendarFeeds(
      sources: sources, executable: CarouselProcess.executable, reporter: said.reporter,
      notify: {})
  }

  @Test("recurrences in Berlin's zone across the change to summer time, an EXDATE, a moved one")
  func recurrencesInAZone() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(
      "work.ics",
      bytes: CalendarFiles.calendar(
        CalendarFiles.standUp, CalendarFiles.holiday, CalendarFiles.floating))
    let said = Said()
    let feeds = Self.feeds([.file(path)], said: said)
    defer { feeds.stop() }
    let reading = try Self.read(feeds)
    let standUps = reading.occurrences.filter { $0.title.hasPrefix("Stand-up") }
    // 09:00 CET is 08:00 UTC; from 31 March 09:00 CEST is 07:00 UTC. No 29 March; 1 April at
    // 11:00 CEST (09:00 UTC), moved. The window is 28 March to 2 April with a day each side.
    let day: Int64 = 1_711_497_600  // 2024-03-27T00:00:00Z
    let hour: Int64 = 3600
    #expect(
      standUps.map(\.start) == [
        day + 8 * hour, day + 86_400 + 8 * hour, day + 3 * 86_400 + 8 * hour,
        day + 4 * 86_400 + 7 * hour, day + 5 * 86_400 + 9 * hour, day + 6 * 86_400 + 7 * hour,
      ])
    #expect(standUps.map(\.timing) == Array(repeating: .instant, count: 6))
    #expect(standUps[4].title == "Stand-up (moved)" && standUps[4].end - standUps[4].start == 1800)
    #expect(standUps[0].end - standUps[0].start == 900)
    let easter = try #require(reading.occurrences.first { $0.title == "Easter" })
    #expect(easter.timing == .allDay)
    #expect(easter.start == day + 3 * 86_400 && easter.end == day + 5 * 86_400)
    let tea = try #require(reading.occurrences.first { $0.title == "Tea" })
    #expect(tea.timing == .floating && tea.location == "Kitchen")
    #expect(tea.start == day + 4 * 86_400 + 15 * hour && tea.end == tea.start + hour)
    #expect(reading.failing.isEmpty && said.all.isEmpty, "\(said.all)")
    // libical was opened by the worker, never here (the viewer's side).
    let maps = try String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
    #expect(!maps.contains("libical"), "libical is mapped in the reading process")
  }

  @Test("a feed on a local HTTP server reads as its file does")
  func feedOverHTTP() throws {
    let server = try StaticHTTPServer()
    _ = try server.files.write("family.ics", bytes: CalendarFiles.calendar(CalendarFiles.holiday))
    let said = Said()
    let feeds = Self.feeds([.url(server.url("family.ics"))], said: said)
    defer { feeds.stop() }
    let reading = try Self.read(feeds)
    #expect(reading.occurrences.map(\.title) == ["Easter"])
    #expect(reading.failing.isEmpty && said.all.isEmpty, "\(said.all)")
  }

  @Test("a feed that is not iCalendar, and one of 50 MB, show nothing and say why, once")
  func badFeeds() throws {
    let server = try StaticHTTPServer()
    _ = try server.files.write("login.html", bytes: CalendarFiles.notICalendar)
    let large = server.files.file("large.ics")
    #expect(FileManager.default.createFile(atPath: large, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: large))
    try handle.truncate(atOffset: 50 * 1_048_576)
    try handle.close()
    let said = Said()
    let sources: [CalendarSource] = [
      .url(server.url("login.html")), .url(server.url("large.ics")), .file(large),
      .url(server.url("missing.ics")),
    ]
    let feeds = Self.feeds(sources, said: said)
    defer { feeds.stop() }
    let reading = try Self.read(feeds)
    #expect(reading.occurrences.isEmpty)
    #expect(reading.failing == sources.map(\.name))
    let lines = said.all
    #expect(lines.count == 4, "\(lines)")
    #expect(lines.first?.contains("not an iCalendar stream") == true, "\(lines)")
    #expect(lines.dropFirst().first?.contains("larger than 16777216 bytes") == true, "\(lines)")
    #expect(lines.dropFirst(2).first?.contains("larger than 16777216 bytes") == true, "\(lines)")
    #expect(lines.last?.contains("status 404") == true, "\(lines)")
    #expect(lines.allSatisfy { $0.hasSuffix("; nothing to show yet") }, "\(lines)")
    // Read again: still failing, said no more.
    _ = try Self.read(feeds)
    #expect(said.all.count == 4)
  }

  @Test("a feed that breaks keeps its last good copy, says so once, and says when it is back")
  func lastGoodCopy() throws {
    let server = try StaticHTTPServer()
    let path = try server.files.write(
      "school.ics", bytes: CalendarFiles.calendar(CalendarFiles.holiday))
    let said = Said()
    let feeds = Self.feeds([.url(server.url("school.ics"))], said: said)
    defer { feeds.stop() }
    #expect(try Self.read(feeds).occurrences.map(\.title) == ["Easter"])
    try Data(CalendarFiles.notICalendar).write(to: URL(fileURLWithPath: path))
    for _ in 0..<2 {
      let reading = try Self.read(feeds)
      #expect(reading.occurrences.map(\.title) == ["Easter"])
      #expect(reading.failing == [server.url("school.ics")])
    }
    #expect(said.all.count == 1, "\(said.all)")
    #expect(said.all.first?.hasSuffix("; showing its last good copy") == true, "\(said.all)")
    try Data(CalendarFiles.calendar(CalendarFiles.floating)).write(to: URL(fileURLWithPath: path))
    let back = try Self.read(feeds)
    #expect(back.occurrences.map(\.title) == ["Tea"] && back.failing.isEmpty)
    #expect(said.all.count == 2 && said.all.last?.hasSuffix("read again") == true, "\(said.all)")
  }

  @Test("the worker's answer: read back as written, and any other bytes a failure")
  func answers() {
    let occurrences = [
      CalendarOccurrence(timing: .instant, start: 10, end: 20, title: "A\tB\nC", location: "x"),
      CalendarOccurrence(timing: .allDay, start: 0, end: 86_400, title: "", location: ""),
    ]
    let read = CalendarAnswer.parse(CalendarAnswer.read(occurrences).bytes)
    var cleaned = occurrences
    cleaned[0].title = "A B C"
    #expect(read == .read(cleaned))
    #expect(CalendarAnswer.parse(CalendarAnswer.failed("no\nway").bytes) == .failed("no way"))
    #expect(CalendarAnswer.parse([]) == .failed("the calendar worker ended without an answer"))
    #expect(
      CalendarAnswer.parse(Array("T\t1\tx\t\t\n.\n".utf8))
        == .failed("the calendar worker answered wrongly"))
  }

  @Test("sources: files, URLs, webcal addresses; a URL named without its query")
  func sources() {
    #expect(CalendarSource("/home/me/cal.ics") == .file("/home/me/cal.ics"))
    #expect(CalendarSource("webcal://example.org/a.ics") == .url("https://example.org/a.ics"))
    #expect(
      CalendarSource("HTTPS://example.org/a.ics?key=secret")?.name == "HTTPS://example.org/a.ics")
    #expect(CalendarSource("") == nil)
  }
}
