import Foundation
import Geometry
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// Animated GIF, WebP and APNG decode to every frame, with their own delays (a delay under
/// 20 ms counts as 100 ms), at the size shown; one that would exceed the budget shows its first
/// frame with a note.
@Suite(.serialized) struct AnimationDecodeTests {
  @Test func everyFrameWithItsDelay() throws {
    let folder = try TemporaryFolder()
    for path in try AnimationFiles.write(into: folder) {
      let picture = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
        FilePath(path), fittingIn: Size(width: 8, height: 4))
      let animation = try #require(picture.animation, "\(path) is not animated")
      #expect(animation.delays == AnimationFiles.delays, "\(path)")
      #expect(animation.frames.map(\.size) == Array(repeating: Size(width: 8, height: 4), count: 3))
      #expect(animation.frames.map { $0.pixel(x: 4, y: 2) } == AnimationFiles.colours, "\(path)")
      #expect(picture.pixels == animation.frames[0])
      #expect(picture.originalSize == Size(width: 16, height: 8))
      #expect(picture.note == nil)
    }
  }

  @Test func anAnimationOverTheBudgetShowsItsFirstFrame() throws {
    let folder = try TemporaryFolder()
    for path in try AnimationFiles.write(into: folder) {
      // Three 8 × 4 frames take 384 bytes: a budget of 300 holds two.
      let picture = try FileDecoder(cacheBudget: MemoryBudget(bytes: 300)).decode(
        FilePath(path), fittingIn: Size(width: 8, height: 4))
      #expect(picture.animation == nil)
      #expect(picture.pixels.pixel(x: 4, y: 2) == AnimationFiles.colours[0])
      #expect(picture.note?.contains("first frame") == true, "\(path)")
    }
  }

  /// The frame that shows at a time into the loop, and when it ends.
  @Test func framesFollowTheirDelays() {
    let frames = AnimationFiles.colours.map {
      PixelBuffer(size: Size(width: 1, height: 1), filledWith: $0)
    }
    let animation = PictureAnimation(frames: frames, delays: AnimationFiles.delays)
    #expect(animation.duration == 0.7)
    let expected: [(Double, Int, Double)] = [
      (0, 0, 0.1), (0.099, 0, 0.1), (0.1, 1, 0.6), (0.59, 1, 0.6), (0.6, 2, 0.7), (0.7, 0, 0.8),
      (7.05, 0, 7.1),
    ]
    for (time, index, end) in expected {
      let (got, ends) = animation.frame(at: time)
      #expect(got == index, "at \(time)")
      #expect(abs(ends - end) < 1e-9, "at \(time): ends \(ends)")
    }
  }

  /// A 500-frame GIF on a 1920 × 1080 screen (each frame one pixel, so the file is small)
  /// would take 4 GB of frames at full HD: it shows its first frame, and only that frame is
  /// decoded (its CPU time is carousel-bench's `long_gif_cpu_ms`).
  @Test func aLongFullHDGIFStaysInTheBudget() throws {
    var bytes =
      Array("GIF89a".utf8) + [0x80, 0x07, 0x38, 0x04, 0x80, 0, 0] + [255, 0, 0, 0, 0, 255]
    for _ in 0..<500 {
      bytes += [0x21, 0xF9, 4, 0, 10, 0, 0, 0]  // 100 ms
      bytes += [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0] + [2, 2, 0x4C, 0x01, 0]
    }
    bytes.append(0x3B)
    let folder = try TemporaryFolder()
    try folder.write(bytes, to: "long.gif")
    #expect(GIFStructure.frameCount(bytes) == 500)
    let picture = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
      FilePath(folder.file("long.gif")), fittingIn: Size(width: 1920, height: 1080))
    #expect(picture.animation == nil)
    #expect(picture.note?.contains("500 frames") == true)
  }
}
