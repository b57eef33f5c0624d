import Foundation
import PhotoSources
import PictureFiles
import Testing

/// Immich's videos and Live Photos in the mirror, from the stand-in server: a Live Photo's clip
/// is named after its still, so that the folder lists the pair as one item whose clip is the
/// MOV, and a video is a clip item of its own.
@Suite(.serialized) struct ImmichClipTests {
  @Test func aLivePhotoBringsItsClipAndAVideoIsAClip() throws {
    let fixture = try ImmichFixture()
    try fixture.server.write(ImmichFixture.liveLibrary(fixture.server))
    #expect(fixture.sync(clips: true).failure == nil)
    #expect(
      try fixture.mirrored() == [
        "lake.jpg": 1, "lake.MOV": 8, "beach.jpg": 2, "city.jpg": 3, "garden.jpg": 4,
        "clip.mp4": 7,
      ])
    let requests = fixture.server.requests()
    for number in [7, 8] {
      #expect(requests.contains("GET /api/assets/\(ImmichFixture.id(number))/video/playback"))
    }
    // The folder as the carousel lists it: the pair is one item, the video a clip.
    let folder = fixture.folder.file("mirror")
    let catalog = Catalog(paths: [folder], listing: ItemListing(clips: true))
    #expect(
      catalog.items.map(\.name) == ["beach.jpg", "city.jpg", "clip.mp4", "garden.jpg", "lake.jpg"])
    #expect(catalog.items.first { $0.name == "clip.mp4" }?.kind == .clip)
    #expect(
      StillClip.locate(FilePath(folder + "/lake.jpg"))
        == StillClip(path: FilePath(folder + "/lake.MOV"), range: nil))
    // Nothing changed: nothing fetched again.
    let second = fixture.sync(clips: true)
    #expect(second.fetched == 0)
    #expect(second.kept == 6)
    // Without clips (`--videos off`) they leave.
    #expect(fixture.sync().failure == nil)
    #expect(
      try fixture.mirrored() == ["lake.jpg": 1, "beach.jpg": 2, "city.jpg": 3, "garden.jpg": 4])
    #expect(fixture.server.violations() == [])
  }

  /// With the original size, the clip is the file uploaded, still named after its still.
  @Test func theOriginalSizeFetchesTheOriginalClip() throws {
    let fixture = try ImmichFixture()
    try fixture.server.write(ImmichFixture.liveLibrary(fixture.server))
    #expect(fixture.sync(size: .original, clips: true).failure == nil)
    let mirrored = try fixture.mirrored()
    #expect(mirrored["lake.png"] == 1)
    #expect(mirrored["clip.mp4"] == 7)
    // A PNG is no Live Photo's still: its clip would be listed alone, so it is left out.
    #expect(mirrored["lake.MOV"] == nil)
    #expect(
      fixture.server.requests().contains("GET /api/assets/\(ImmichFixture.id(7))/original"))
    #expect(fixture.server.violations() == [])
  }
}
