import Foundation
import HTTPTransfer
import Localization
import SDLKit
import SDLTestSupport
import SystemKit
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureFiles

/// The owner's language, through the real binary (the catalogue is process-wide, so each
/// language is a child's): `--language`, the `language` key and `LANG` choose the words of the
/// error pages, the options' mistakes and the lines on standard error; dates follow.
@Suite("The owner's language", .serialized)
struct LanguageRunTests {
  /// The tests' environment with the catalogues built from po/.
  static func environment(in folder: TemporaryFolder, _ extra: [String: String] = [:]) throws
    -> [String: String]
  {
    var environment = CarouselProcess.isolatedEnvironment(in: folder)
    let catalogues = try #require(MessageCatalogues.folder)
    environment[MessageCatalog.folderVariable] = catalogues
    environment["LANGUAGE"] = nil
    environment["LC_ALL"] = nil
    environment["LC_MESSAGES"] = nil
    environment["LANG"] = "C.UTF-8"
    return environment.merging(extra) { $1 }
  }

  @Test(
    "--language de: an option's mistake is told in German, and exits 2",
    arguments: [
      (["--units", "kelvin"], "Option --units erwartet metric oder imperial, nicht 'kelvin'"),
      (
        ["--size", "huge"],
        "Option --size erwartet WIDTHxHEIGHT in Pixeln, jeweils 1 bis 8192 (zum Beispiel "
          + "1280x720), nicht 'huge'"
      ),
    ])
  func germanMistake(arguments: [String], expected: String) throws {
    let folder = try TemporaryFolder()
    let result = try CarouselProcess.run(
      ["--language", "de"] + arguments, environment: Self.environment(in: folder))
    #expect(result.status == 2)
    #expect(result.standardError.contains(expected), "\(result.standardError)")
  }

  @Test("--language xx is refused: the message names it and every language, and exits 2")
  func unknownLanguage() throws {
    let folder = try TemporaryFolder()
    let result = try CarouselProcess.run(
      ["--language", "xx"], environment: Self.environment(in: folder))
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        "option --language takes en, de, fr, es, it, nl, pl, pt_BR, ja or zh_CN, not 'xx'"),
      "\(result.standardError)")
  }

  /// A bad file's page and line, in the language chosen each of the three ways; English
  /// without one.
  @Test(
    "a bad file's line on standard error in the language chosen",
    arguments: [
      ([String](), [String: String](), "empty file (0 bytes)"),
      (["--language", "de"], [:], "kann nicht angezeigt werden: leere Datei (0 Byte)"),
      ([], ["LANG": "fr_FR.UTF-8"], "impossible d'afficher"),
      (["--language", "ja"], ["LANG": "fr_FR.UTF-8"], "を表示できません: 空のファイル (0 バイト)"),
      (["--config", "CONFIG"], [:], "nie można wyświetlić"),
    ])
  func badFileLine(arguments: [String], environment: [String: String], expected: String) throws {
    let folder = try TemporaryFolder()
    let empty = try folder.write("empty.png", bytes: [])
    let config = try folder.write("config", bytes: Array("language = pl\n".utf8))
    let result = try CarouselProcess.run(
      arguments.map { $0 == "CONFIG" ? config : $0 }
        + ["--headless", "--size", "160x90", "--frames", "1", empty],
      environment: Self.environment(in: folder, environment))
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.contains(expected), "\(result.standardError)")
  }

  /// A calendar that cannot be read, said on standard error in German: the line's frame and
  /// WallFeeds' own reason in German words (the system's reason in brackets is glibc's).
  @Test("--language de: a calendar that cannot be read is said in German")
  func germanCalendarLine() throws {
    let folder = try TemporaryFolder()
    let picture = try folder.write("a.png", bytes: [])
    let missing = folder.file("gone/family.ics")
    let result = try CarouselProcess.run(
      [
        "--language", "de", "--calendar", missing, "--headless", "--size", "160x90", "--frames",
        "1", picture,
      ],
      environment: Self.environment(in: folder))
    #expect(result.status == 0, "\(result.standardError)")
    let line = result.standardError.split(separator: "\n").first { $0.contains(missing) }
    let said = try #require(line.map(String.init), "\(result.standardError)")
    #expect(
      said.hasPrefix(
        "carousel: Kalender \(missing): kann nicht gelesen werden: kann nicht geöffnet werden ("),
      "\(said)")
    #expect(said.hasSuffix("); noch nichts anzuzeigen"), "\(said)")
  }

  /// The phone page as a live frame in German serves it: its words' table filled with German
  /// (the page's `t()` shows them), where the English frame's table is empty.
  @Test("--language de: the phone page comes with its words in German")
  func germanPhonePage() throws {
    var pages: [String: String] = [:]
    for language in ["de", "en"] {
      let folder = try TemporaryFolder()
      try LiveFolderHarness.makePictures(["a.png"], in: folder)
      var environment = try Self.environment(in: folder)
      environment["SDL_VIDEODRIVER"] = "offscreen"
      let child = try RunningCarousel(
        ["--language", language, "--size", "64x36", "--http", "0", folder.file("pics")],
        environment: environment, readsStandardError: true)
      let said = try child.readLine("the page's address") { $0.contains("http: the page is at") }
      let address = try #require(said.split(separator: " ").last.map(String.init))
      let response = try HTTPClient().send(
        HTTPRequest(url: address, limits: HTTPLimits(totalTimeout: 10, maximumBytes: 1 << 20)))
      #expect(response.status == 200)
      pages[language] = String(decoding: response.body, as: UTF8.self)
      child.send(SIGTERM)
      _ = try child.wait()
    }
    let german = try #require(pages["de"])
    for pair in [
      #""Calendar and weather":"Kalender und Wetter""#, #""Previous picture":"Vorheriges Bild""#,
      #""Pictures you choose join the frame's show (up to %s MB each).":"#
        + #""Die gewählten Bilder kommen in die Schau des Rahmens (je bis zu %s MB).""#,
    ] {
      #expect(german.contains(pair), "\(pair)")
    }
    #expect(!german.contains("{/*words*/}"))
    #expect(pages["en"]?.contains("const words = {};") == true)
  }

  /// `--help` in German: its headings in German words; the options' descriptions stay English.
  @Test("--language de: --help's headings in German, the English ones gone")
  func germanHelpHeadings() throws {
    let folder = try TemporaryFolder()
    let result = try CarouselProcess.run(
      ["--language", "de", "--help"], environment: Self.environment(in: folder))
    #expect(result.status == 0)
    let help = result.standardOutput
    for heading in ["Kalender und Wetter:", "Fernsteuerung:", "Ohne Bildschirm, und für Tests:"] {
      #expect(help.contains("\n" + heading + "\n"), "\(heading)")
    }
    #expect(!help.contains("Calendar and weather:"))
    #expect(help.contains("--weather-ha ENTITY"))
  }

  /// The error page of an empty file in German: its heading and reason drawn in German words
  /// (a golden frame), where the English page differs.
  @Test("the error page in German (golden frame), unlike the English one")
  func germanErrorPage() throws {
    let folder = try TemporaryFolder()
    let empty = try folder.write("empty.png", bytes: [])
    var shots: [String: String] = [:]
    for language in ["de", "en"] {
      let shot = folder.file("\(language).png")
      let result = try CarouselProcess.run(
        [
          "--language", language, "--headless", "--size", "480x270", "--frames", "1",
          "--screenshot", shot, empty,
        ],
        environment: Self.environment(in: folder))
      #expect(result.status == 0, "\(result.standardError)")
      shots[language] = shot
    }
    try SDLTestSession.run {
      let german = try Surface(contentsOfFile: try #require(shots["de"])).convertedToARGB8888()
      let english = try Surface(contentsOfFile: try #require(shots["en"])).convertedToARGB8888()
      #expect(try german.argbPixels() != english.argbPixels())
      let outcome = try GoldenFrame(path: FrameTests.goldenFolder + "language-de-error-page.png")
        .compare(german)
      #expect(outcome == .matches)
    }
  }

  @Test("--language fr writes a caption's date with French month names")
  func frenchCaptionDate() throws {
    guard case .run(let options) = try Options.parse(["--language", "fr"], environment: [:])
    else {
      Issue.record("--language fr did not parse into a run")
      return
    }
    let settings = DisplaySettings(options: options)
    #expect(settings.localeName == "fr_FR.UTF-8")
    let writer = CaptionWriter(dateFormat: nil, localeName: settings.localeName)
    var metadata = ItemMetadata()
    let day = try #require(CalendarDate(year: 2024, month: 5, day: 12))
    metadata.taken = TakenDateReader.Found(
      time: WallTime(date: day, secondOfDay: 3_600), offsetMinutes: nil, source: .exif)
    let item = CarouselItem(picture: "/p/a.jpg")
    #expect(writer.value(of: .date, for: item, metadata: metadata) == "12 mai 2024")
  }
}
