import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import Gestures
@testable import PictureFiles

/// Delete in the viewer: a question on screen (a golden frame), cancelled by any other key,
/// accepted by Enter or a second Delete; the picture goes to the Trash and from the carousel,
/// the next one shows, and Ctrl+Z puts it back where it was and shows it.
@Suite("Trash in the viewer", .serialized)
struct TrashViewerTests {
  static let colors: [Color] = [.white, Color(rgb: 0xC0_4040), Color(rgb: 0x40_40C0)]

  /// Three solid pictures a, b, c in `folder`.
  static func pictures(in folder: TemporaryFolder) throws -> [String] {
    try zip(["a.png", "b.png", "c.png"], colors).map { name, color in
      let path = folder.file("pictures/" + name)
      try FileManager.default.createDirectory(
        atPath: folder.file("pictures"), withIntermediateDirectories: true)
      try writeSolidPNG(path, size: Size(width: 32, height: 18), color: color)
      return path
    }
  }

  @Test("Delete asks; Escape keeps the picture; Delete twice trashes it; Ctrl+Z brings it back")
  func deleteAskTrashUndo() throws {
    let folder = try TemporaryFolder()
    let paths = try Self.pictures(in: folder)
    try SDLTestSession.run {
      let harness = try ViewerHarness(
        catalog: Catalog(paths: paths), size: Size(width: 320, height: 180), display: .off,
        initialItem: 1, environment: ["XDG_DATA_HOME": folder.file("data")])
      _ = try harness.renderFrame()
      harness.press(.delete)
      #expect(harness.viewer.files.confirmation?.rows.first?.label == "b.png")
      harness.press(.escape)
      #expect(harness.viewer.isRunning, "the answer to the question, not a quit")
      #expect(harness.viewer.files.pending == nil)
      #expect(FileManager.default.fileExists(atPath: paths[1]))
      harness.press(.delete)
      harness.press(.delete)
      #expect(!FileManager.default.fileExists(atPath: paths[1]))
      #expect(
        FileManager.default.fileExists(atPath: folder.file("data/Trash/files/b.png")))
      #expect(harness.viewer.catalog.items.map(\.name) == ["a.png", "c.png"])
      #expect(harness.viewer.currentItem.map { harness.viewer.catalog[$0].name } == "c.png")
      harness.press(.z, .control)
      #expect(FileManager.default.fileExists(atPath: paths[1]))
      #expect(harness.viewer.catalog.items.map(\.name) == ["a.png", "b.png", "c.png"])
      #expect(harness.viewer.currentItem == 1, "the picture put back is shown")
      #expect(harness.reportedLines.isEmpty, "\(harness.reportedLines)")
    }
  }

  @Test("the question on screen names the picture and its folder, over the dimmed carousel")
  func questionFrame() throws {
    try SDLTestSession.run {
      // Paths of their own, so the frame is the same in every run (their pages say they are
      // missing, under the question).
      let harness = try ViewerHarness(
        paths: ["/srv/photos/holiday 2024/beach at dusk.jpg", "/srv/photos/b.jpg"],
        size: Size(width: 480, height: 270))
      _ = try harness.renderFrame()
      harness.press(.delete)
      try DisplayFrameTests.expectGolden(try harness.renderFrame(), "trash-question")
      harness.press(.n)
      #expect(harness.viewer.files.pending == nil)
    }
  }

  @Test("the question goes when the carousel moves on under it; Enter then does nothing")
  func questionGoesWithItsPicture() throws {
    let folder = try TemporaryFolder()
    let paths = try Self.pictures(in: folder)
    try SDLTestSession.run {
      let harness = try ViewerHarness(
        catalog: Catalog(paths: paths), environment: ["XDG_DATA_HOME": folder.file("data")])
      _ = try harness.renderFrame()
      harness.press(.delete)
      harness.viewer.pager.step(1, at: harness.clock.now())
      harness.advance(frames: 60)
      #expect(harness.viewer.files.pending == nil)
      harness.press(.enter)
      #expect(paths.allSatisfy { FileManager.default.fileExists(atPath: $0) })
    }
  }

  @Test("a kiosk has no Delete and no Ctrl+Z")
  func kioskCannotTrash() {
    var options = Options()
    options.isKiosk = true
    let keys = KeyMap(for: options)
    #expect(keys.chords(for: .trash).isEmpty)
    #expect(keys.chords(for: .undoTrash).isEmpty)
    #expect(KeyMap.standard.chords(for: .trash).map(\.description) == ["Delete"])
  }
}
