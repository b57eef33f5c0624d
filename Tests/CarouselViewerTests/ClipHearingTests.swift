import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer
@testable import PictureFiles

/// A clip's sound heard through SDL's audio (issue 36).
///
/// The machine has no sound card: SDL's
/// `disk` driver writes what it plays to a file (`SDL_DISKAUDIODELAY=0`: as fast as it is
/// queued, as the virtual clock runs), its `dummy` driver opens and plays nowhere, and a
/// driver that does not exist stands for a machine without sound.
@Suite(.serialized) struct ClipHearingTests {
  /// Runs the binary headless for `frames` frames (1/60 s each) on `folder` with `options`
  /// and SDL's audio driver set by `audio`.
  static func run(
    _ folder: TemporaryFolder, _ options: [String], frames: Int = 240,
    audio: [String: String], screenshot: String? = nil
  ) throws -> CarouselProcess.Result {
    var environment = CarouselProcess.isolatedEnvironment(in: folder)
    environment.merge(audio) { $1 }
    let shot = screenshot.map { ["--screenshot", $0] } ?? []
    return try CarouselProcess.run(
      ["--headless", "--size", "320x160", "--frames", "\(frames)"] + shot + options
        + [folder.file("clips")],
      environment: environment)
  }

  /// The disk driver writing to `path`, as fast as it is fed.
  static func disk(_ path: String) -> [String: String] {
    ["SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": path, "SDL_DISKAUDIODELAY": "0"]
  }

  /// The lines of `text` that are not SDL's own notes on the disk driver.
  static func lines(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { !$0.hasPrefix("CRITICAL:") }
  }

  @Test("--videos sound plays the clip's 1 kHz tone, once, whole: 3 s of it in the file")
  func toneIsHeard() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("clips"), withIntermediateDirectories: true)
    _ = try ClipFiles.colours(in: folder, name: "clips/clip.mp4", tone: 1_000)
    let played = folder.file("played.raw")
    let result = try Self.run(folder, ["--videos", "sound"], audio: Self.disk(played))
    #expect(result.status == 0)
    #expect(Self.lines(result.standardError).isEmpty, "\(result.standardError)")
    let sound = try SoundFile(path: played)
    // 3 s at 48 kHz, each sample once (AAC's first frame may start a little late); an eighth
    // of full scale, split between the two sides.
    #expect(abs(sound.seconds - 3) < 0.05, "\(sound.seconds) s of sound")
    #expect(sound.peak > 2_000, "peak \(sound.peak)")
    #expect(abs(sound.crossingsPerSecond - 2_000) < 20, "\(sound.crossingsPerSecond)")
  }

  @Test("muted (the default), no output opens: the disk driver writes no file")
  func mutedOpensNothing() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("clips"), withIntermediateDirectories: true)
    _ = try ClipFiles.colours(in: folder, name: "clips/clip.mp4", tone: 1_000)
    let played = folder.file("played.raw")
    let result = try Self.run(folder, [], audio: Self.disk(played))
    #expect(result.status == 0 && result.standardError.isEmpty, "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: played), "an output opened")
  }

  @Test("with no sound to be had, one line says SDL's reason and the clip plays on, muted")
  func noSoundDevice() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("clips"), withIntermediateDirectories: true)
    _ = try ClipFiles.colours(in: folder, name: "clips/clip.mp4", tone: 1_000)
    for (audio, reason) in [
      (["SDL_AUDIODRIVER": "none-such"], "Audio target 'none-such' not available"),
      (Self.disk(folder.file("no-folder/played.raw")), "no-folder/played.raw"),
    ] {
      let shot = folder.file("shot.png")
      let result = try Self.run(
        folder, ["--videos", "sound"], frames: 90, audio: audio, screenshot: shot)
      #expect(result.status == 0)
      let lines = Self.lines(result.standardError)
      #expect(lines.count == 1, "\(result.standardError)")
      #expect(lines.first?.hasPrefix("carousel: no sound (") == true, "\(lines)")
      #expect(lines.first?.hasSuffix("): clips play muted") == true, "\(lines)")
      #expect(lines.first?.contains(reason) == true, "\(lines)")
      // Frame 90 is 1.5 s in: the clip played on to its blue second.
      let frame = try SDLTestSession.run { try Surface(contentsOfFile: shot) }
      let pixel = try #require(frame.pixel(x: 160, y: 80))  // clear of the display's scrims
      let colour =
        0xFF00_0000 | UInt32(pixel.red) << 16 | UInt32(pixel.green) << 8 | UInt32(pixel.blue)
      #expect(ClipFiles.near(colour, ClipFiles.blue), "\(String(colour, radix: 16))")
    }
  }

  /// A harness on `paths` (clips and pictures) whose clips are heard through SDL's `driver`.
  static func harness(_ paths: [String], driver: String) throws -> ViewerHarness {
    SDL.setHint("SDL_AUDIODRIVER", driver)  // read when the first output opens
    let harness = try ViewerHarness(
      catalog: ClipFiles.catalog(paths), size: Size(width: 32, height: 16),
      pipeline: ClipFiles.pipeline)
    harness.viewer.clips.sound.isMuted = false
    return harness
  }

  @Test("an output is open only while the clip plays heard: a pause, mute or page closes it")
  func outputOnlyWhilePlaying() throws {
    let folder = try TemporaryFolder()
    let clip = try ClipFiles.colours(in: folder, tone: 1_000)
    try writeSolidPNG(folder.file("b.png"), size: Size(width: 32, height: 16), color: .white)
    try SDLTestSession.run {
      let harness = try Self.harness([clip, folder.file("b.png")], driver: "dummy")
      let speaker = harness.viewer.clips.speaker
      _ = try harness.renderFrame()
      harness.advance(frames: 6)
      #expect(speaker.isOpen, "playing, heard")
      harness.press(.space)
      harness.advance(frames: 1)
      #expect(!speaker.isOpen, "paused")
      #expect(harness.viewer.nextDeadline(after: harness.clock.now()) == nil, "idle")
      harness.press(.space)
      harness.advance(frames: 1)
      #expect(speaker.isOpen, "playing on")
      harness.perform(.toggleMute)
      harness.advance(frames: 1)
      #expect(!speaker.isOpen, "muted")
      harness.perform(.toggleMute)
      harness.advance(frames: 1)
      #expect(speaker.isOpen, "unmuted")
      harness.perform(.next)
      harness.advance(frames: 60)
      #expect(harness.viewer.currentItem == 1)
      #expect(!speaker.isOpen, "paged away")
      #expect(harness.reportedLines.isEmpty, "\(harness.reportedLines)")
    }
  }

  @Test("with no sound, one line for the run, not one per clip, and each clip plays")
  func oneLineARun() throws {
    let folder = try TemporaryFolder()
    let first = try ClipFiles.colours(in: folder, name: "a.mp4", tone: 1_000)
    let second = try ClipFiles.colours(in: folder, name: "b.mp4", tone: 1_000)
    try SDLTestSession.run {
      let harness = try Self.harness([first, second], driver: "none-such")
      _ = try harness.renderFrame()
      harness.advance(frames: 6)
      #expect(harness.viewer.clips.deadline != nil, "the first plays")
      harness.perform(.next)
      harness.advance(frames: 60)
      _ = try harness.renderFrame()
      harness.advance(frames: 6)
      #expect(harness.viewer.currentItem == 1)
      #expect(harness.viewer.clips.deadline != nil, "the second plays")
      #expect(!harness.viewer.clips.speaker.isOpen)
      #expect(harness.reportedLines.count == 1, "\(harness.reportedLines)")
      #expect(harness.reportedLines.first?.contains("Audio target 'none-such'") == true)
    }
  }
}
