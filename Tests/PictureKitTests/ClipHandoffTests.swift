import Foundation
import Geometry
import PictureDecoding
import PictureFiles
import TestSupport
import Testing

/// The first clip of a start, opened once (``ClipHandoff``): the decode of its first frame keeps
/// its worker open for the player, which plays on from it; clips not wanted, or wanted at
/// another size, are ended as before.
@Suite(.serialized) struct ClipHandoffTests {
  private let box = Size(width: 640, height: 480)

  private func decoder(_ handoff: ClipHandoff) -> ClipStillDecoder {
    ClipStillDecoder(
      base: SolidColorDecoder(), executable: CarouselProcess.executable, handoff: handoff,
      pacing: .virtual)
  }

  @Test func theWantedClipIsKeptAfterItsFirstFrameAndPlaysOn() throws {
    let folder = try TemporaryFolder()
    let path = FilePath(try TestClips.colours(TestClips.encodings[0], in: folder))
    let handoff = ClipHandoff()
    handoff.want(path, box: box)
    let still = try decoder(handoff).decode(path, fittingIn: box)
    let size = still.pixels.size
    let centre = still.pixels.pixels[(size.height / 2) * size.width + size.width / 2] & 0xFF_FFFF
    #expect(TestClips.near(centre, TestClips.segments[0]))
    let clip = try #require(handoff.take(path, box: box, pacing: .virtual), "kept open")
    defer { clip.close() }
    #expect(kill(clip.workerProcessID, 0) == 0, "its worker runs")
    #expect(!handoff.covers(path), "handed over once")
    #expect(handoff.take(path, box: box, pacing: .virtual) == nil)
    #expect(TestClips.near(TestClips.centre(try clip.frame(at: 10)), TestClips.segments[0]))
    clip.play(at: 10)
    #expect(TestClips.near(TestClips.centre(try clip.frame(at: 11.5)), TestClips.segments[1]))
  }

  @Test func clipsNotWantedOrWantedAtAnotherSizeAreNotHandedOver() throws {
    let folder = try TemporaryFolder()
    let path = FilePath(try TestClips.colours(TestClips.encodings[0], in: folder))
    let handoff = ClipHandoff()
    handoff.want(FilePath(folder.path + "/another.mp4"), box: box)
    _ = try decoder(handoff).decode(path, fittingIn: box)
    #expect(handoff.take(path, box: box, pacing: .virtual) == nil, "not the one wanted")

    handoff.want(path, box: Size(width: 320, height: 240))
    _ = try decoder(handoff).decode(path, fittingIn: box)
    #expect(handoff.take(path, box: box, pacing: .virtual) == nil, "decoded at another size")

    handoff.want(path, box: box)
    _ = try decoder(handoff).decode(path, fittingIn: box)
    #expect(handoff.covers(path))
    handoff.drop(unless: FilePath(folder.path + "/another.mp4"))
    #expect(!handoff.covers(path), "the carousel went elsewhere: dropped")
    #expect(handoff.take(path, box: box, pacing: .virtual) == nil)
  }
}
