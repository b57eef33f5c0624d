import PictureFiles
import SDLKit
import SDLTestSupport
import SystemKit
import TestSupport
import Testing

@testable import CarouselViewer

/// The overlay alone over a pager and a feed: what input does to the display, the metadata it
/// asks for, and what its scene holds.
@Suite(.serialized) struct OverlayTests {
  static func overlay(_ fixture: PartsFixture, settings: DisplaySettings) throws -> Overlay {
    let renderer = try Renderer(drawingInto: try Surface(size: PartsFixture.box))
    let fonts = FontBook(fallback: AssetLocator.font(), reporter: .silent)
    let text = TextCache(renderer: renderer, fonts: fonts)
    let painter = DisplayPainter(
      renderer: renderer, text: text, layouts: TextLayoutCache(fonts: fonts),
      face: fonts.face(named: nil))
    return Overlay(
      pager: fixture.pager, pictures: fixture.feed, pages: fixture.pages, settings: settings,
      painter: painter,
      stop: StopSignal(), codecs: fixture.decoder, metadataRead: {}, reporter: .silent)
  }

  @Test("while the help is open, a key closes it and is used up")
  func keyClosesHelp() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: ["a.png", "b.png"])
      let overlay = try Self.overlay(fixture, settings: DisplaySettings())
      let key = InputEvent.key(KeyEvent(key: .right, isDown: true))
      #expect(!overlay.noteInput(key, isDragging: false, at: 1), "no help: the key goes on")
      overlay.toggleHelp()
      #expect(overlay.display.isHelpShown)
      #expect(overlay.noteInput(key, isDragging: false, at: 2))
      #expect(!overlay.display.isHelpShown)
    }
  }

  @Test("captions from sidecars ask for the visible pictures' metadata; names need none")
  func metadataNeeded() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: ["a.png", "b.png", "c.png"])
      var sidecar = DisplaySettings()
      sidecar.caption = .sidecar
      let reading = try Self.overlay(fixture, settings: sidecar)
      #expect(reading.itemsNeedingMetadata.map(\.name) == ["a.png"])
      var names = DisplaySettings()
      names.caption = .name
      let plain = try Self.overlay(fixture, settings: names)
      #expect(plain.itemsNeedingMetadata.isEmpty)
      #expect(plain.captionText(forItem: 2) == "c.png")
      plain.toggleInfo()
      #expect(plain.itemsNeedingMetadata.map(\.name) == ["a.png"], "the info panel's item")
    }
  }

  @Test("the scene shows the indicator on the current page and the help when asked")
  func scene() throws {
    try SDLTestSession.run {
      let fixture = try PartsFixture(names: ["a.png", "b.png", "c.png"])
      fixture.pager.reloadData(initialPage: 1, at: 0)
      let overlay = try Self.overlay(fixture, settings: DisplaySettings())
      overlay.reveal(at: 0)
      let scene = overlay.scene(pages: [], indices: [], now: 0, wall: 0, keys: .standard)
      #expect(scene.opacity == 1 && scene.page == 1 && scene.pageCount == 3)
      #expect(scene.help == nil)
      overlay.toggleHelp()
      #expect(overlay.scene(pages: [], indices: [], now: 0, wall: 0, keys: .standard).help != nil)
    }
  }
}
