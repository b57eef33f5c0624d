import Foundation
import Geometry
import PictureDecoding
import PictureFiles
import TestSupport
import Testing

/// A video worker started ahead (``VideoWorkerSpare``): the next clip opened takes it, plays
/// from it as from its own worker, and a spare nobody takes ends when discarded.
@Suite(.serialized) struct VideoWorkerSpareTests {
  @Test func theNextClipTakesTheSpareAndPlaysFromIt() throws {
    let folder = try TemporaryFolder()
    let path = try TestClips.colours(TestClips.encodings[0], in: folder)
    let spare = VideoWorkerSpare(executable: CarouselProcess.executable)
    spare.prepare()
    let waiting = try #require(spare.waitingProcessID)
    spare.prepare()
    #expect(spare.waitingProcessID == waiting, "one spare at a time")
    let clip = try VideoClip(
      opening: ClipSource(path: FilePath(path)), box: Size(width: 640, height: 480),
      pacing: .virtual, executable: CarouselProcess.executable, spare: spare)
    defer { clip.close() }
    #expect(clip.workerProcessID == waiting, "the clip plays from the spare")
    #expect(spare.waitingProcessID == nil, "taken")
    #expect(TestClips.near(TestClips.centre(try clip.frame(at: 10)), TestClips.segments[0]))
    clip.play(at: 10)
    #expect(TestClips.near(TestClips.centre(try clip.frame(at: 11.5)), TestClips.segments[1]))
  }

  @Test func aSpareNobodyTakesEndsWhenDiscarded() throws {
    let spare = VideoWorkerSpare(executable: CarouselProcess.executable)
    spare.prepare()
    let waiting = try #require(spare.waitingProcessID)
    #expect(kill(waiting, 0) == 0, "running")
    spare.discard()
    #expect(spare.waitingProcessID == nil)
    #expect(kill(waiting, 0) != 0, "ended and reaped")
  }
}
