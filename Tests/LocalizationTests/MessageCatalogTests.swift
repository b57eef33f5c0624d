import TestSupport
import Testing

@testable import Localization

/// Where the catalogues are read from, and every language's locale. (The catalogue in use is
/// process-wide, so a language chosen is tested through the built binary:
/// CarouselViewerTests' LanguageRunTests.)
@Suite struct MessageCatalogTests {
  @Test("CAROUSEL_LOCALEDIR names the folder, whatever is beside the executable")
  func variableWins() {
    let folder = MessageCatalog.folder(environment: ["CAROUSEL_LOCALEDIR": "/somewhere/locale"])
    #expect(folder == "/somewhere/locale")
  }

  @Test("a folder counts only when it holds a catalogue of Carousel's")
  func holdsCatalogue() throws {
    let built = try #require(MessageCatalogues.folder)
    #expect(MessageCatalog.holdsCatalogue(built))
    let empty = try TemporaryFolder()
    #expect(!MessageCatalog.holdsCatalogue(empty.path))
  }

  @Test("each language names a locale", arguments: Language.allCases)
  func locales(language: Language) {
    #expect(language.localeName.hasSuffix(".UTF-8"))
    #expect(language.localeName.hasPrefix(language.rawValue))
  }
}
