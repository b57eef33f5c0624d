import Foundation
import TestSupport
import Testing

@testable import Localization

/// The catalogues in `po/`: the template made from the sources, and every language Carousel
/// speaks translated completely, each format's fields as the English has them.
@Suite struct CatalogueFilesTests {
  static let po = RepositoryPath.appending("po")
  static let template = po + "/carousel.pot"

  @Test("po/carousel.pot is what scripts/update-pot finds in the sources")
  func templateIsCurrent() {
    let run = MessageCatalogues.run(RepositoryPath.appending("scripts/update-pot"), ["--check"])
    #expect(run.status == 0, "\(run.output)")
  }

  @Test(
    "every language is in po/, complete, and passes msgfmt --check",
    arguments: Language.allCases.filter { $0 != .en })
  func complete(language: Language) throws {
    let file = Self.po + "/" + language.rawValue + ".po"
    #expect(FileManager.default.fileExists(atPath: file))
    // msgcmp: every msgid of the template is translated here (an untranslated or fuzzy one
    // counts as missing).
    let compared = MessageCatalogues.run("msgcmp", [file, Self.template])
    #expect(compared.status == 0, "\(compared.output)")
    let checked = MessageCatalogues.run(
      "msgfmt", ["--check", "--statistics", "-o", "/dev/null", file])
    #expect(checked.status == 0, "\(checked.output)")
    let count = try Self.messageCount()
    #expect(checked.output.contains("\(count) translated messages."), "\(checked.output)")
    #expect(!checked.output.contains("fuzzy") && !checked.output.contains("untranslated"))
  }

  @Test("po/ holds no catalogue for a language --language does not offer")
  func noStrayCatalogue() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.po)
      .filter { $0.hasSuffix(".po") }.map { String($0.dropLast(3)) }
    #expect(Set(names) == Set(Language.allCases.filter { $0 != .en }.map(\.rawValue)))
  }

  /// The check bites: a translation that drops a field, or adds one, is refused.
  @Test("msgfmt --check refuses a translation whose %s fields differ from the English")
  func formatsAreChecked() throws {
    let folder = try TemporaryFolder()
    let german = try String(contentsOfFile: Self.po + "/de.po", encoding: .utf8)
    let dropped = german.replacing(
      "msgstr \"%s × %s Pixel\"", with: "msgstr \"%s Pixel\"")
    #expect(dropped != german)
    try folder.write(Array(dropped.utf8), to: "de.po")
    let run = MessageCatalogues.run(
      "msgfmt", ["--check", "-o", "/dev/null", folder.file("de.po")])
    #expect(run.status != 0)
    #expect(run.output.contains("format specifications"), "\(run.output)")
  }

  /// The number of messages in the template, its header left out.
  static func messageCount() throws -> Int {
    let text = try String(contentsOfFile: template, encoding: .utf8)
    return text.split(separator: "\n").filter { $0.hasPrefix("msgid \"") }.count - 1
  }
}
