import Geometry
import PhotoSources
import PictureFiles
import PictureKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer

/// Captions of a photo server's pictures, in the viewer: the overlay reads what the mirror's
/// index says of each file (``MirrorFacts``), and a refresh that changes it changes them.
@Suite(.serialized) struct SourceCaptionTests {
  @Test func captionsSayWhatTheServerSaysAndFollowIt() throws {
    try SDLTestSession.run {
      let folder = try TemporaryFolder()
      _ = try folder.write("p0.png", bytes: [1])
      let mirror = try Mirror(folder: folder.path, maximumBytes: .max)
      func save(album: String) throws {
        try mirror.save([
          MirrorEntry(
            name: "p0.png", key: "k0", version: "1", size: 1,
            facts: SourceFacts(album: album, people: ["Ada", "Grace"]))
        ])
      }
      try save(album: "Summer 2024")
      var pipeline = PipelineSettings()
      pipeline.decoder = SolidColorDecoder(size: Size(width: 160, height: 120))
      let template = try CaptionTemplate("{people} · {album}")
      let harness = try ViewerHarness(
        catalog: Catalog(items: [CarouselItem(picture: folder.file("p0.png"))]),
        display: DisplayFrameTests.settings(.none, .template(template)), pipeline: pipeline,
        initialItem: 0)
      let overlay = harness.viewer.overlay
      #expect(overlay.captionText(forItem: 0) == nil)  // no server
      let facts = MirrorFacts(mirror: mirror)
      overlay.sourceFacts = facts
      facts.load()
      #expect(overlay.captionText(forItem: 0) == "Ada, Grace · Summer 2024")
      try save(album: "Winter")
      #expect(overlay.captionText(forItem: 0) == "Ada, Grace · Summer 2024")  // until read again
      facts.load()
      #expect(overlay.captionText(forItem: 0) == "Ada, Grace · Winter")
    }
  }
}
