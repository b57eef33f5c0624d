import Foundation
import Geometry
import SDLTestSupport
import TestSupport
import Testing

/// A headless run of the real binary carries out each frame it draws, as the live loop's
/// present does, so that neither its memory nor its exit waits on the frames drawn before.
@Suite(.serialized) struct HeadlessRunTests {
  /// The child's peak resident memory in KiB (`--memory-report`) after a headless run of
  /// `frames` frames over one small picture.
  static func peakKiB(frames: Int, in folder: TemporaryFolder) throws -> Int {
    let report = folder.file("memory-\(frames).txt")
    let result = try CarouselProcess.run([
      "--headless", "--size", "64x36", "--frames", String(frames), "--memory-report", report,
      folder.file("a.png"),
    ])
    #expect(result.status == 0, "stderr: \(result.standardError)")
    let text = try String(contentsOfFile: report, encoding: .utf8)
    return try #require(
      Int(text.split(separator: " ").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""))
  }

  /// Bug: a headless run queued every frame's drawing until its end.
  ///
  /// SDL batches drawing until a present, and a headless frame is never presented, so every
  /// frame's drawing waited in SDL's queue until the run read its last frame. A run of
  /// 100,000 frames at 1920×1080 over twelve 24 MP photos, sent SIGTERM 1.5 s in, then spent
  /// 6 to 11 s carrying out the frames it had queued before it could exit.
  ///
  /// Here 60,000 queued frames took 22 MiB more than one frame (about 370 bytes a frame); carried
  /// out frame by frame, nothing more.
  @Test("bug: a headless run queued every frame's drawing until its end, and SIGTERM waited for it")
  func framesAreCarriedOutAsTheyAreDrawn() throws {
    let folder = try TemporaryFolder()
    try SDLTestSession.run {
      try writeSolidPNG(folder.file("a.png"), size: Size(width: 8, height: 8), color: .white)
    }
    let one = try Self.peakKiB(frames: 1, in: folder)
    let many = try Self.peakKiB(frames: 60_000, in: folder)
    #expect(many - one < 2048, "60,000 frames took \(many - one) KiB more than one")
  }
}
