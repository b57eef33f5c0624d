import Foundation
import Geometry
import PictureDecoding
import PictureFiles
import TestSupport
import Testing

/// `--hwdec` in the video worker: `auto` tries the machine's hardware and falls back to
/// software for the clip, which then shows the same pixels at the same times as `no`.
///
/// This machine has no GPU, no /dev/dri and no V4L2 device: VA-API and V4L2 memory-to-memory
/// decoding themselves are not tested here. What is: no device means nothing tried and nothing
/// said; a render node that is not a device fails and software plays the clip; and the trial
/// on the first frame, rehearsed with the software decoder standing in for the hardware
/// (`CAROUSEL_HWDEC_REHEARSAL`), keeps the packets it read for the decoder that follows, so
/// a trial passed or failed costs no frame and no sound.
@Suite(.serialized) struct HardwareDecodingTests {
  /// Instants (s after play) across the three segments, the first frame's included.
  static let times = [0.0, 0.5, 1.0, 1.5, 2.5, 2.95]

  /// Whether this machine has a V4L2 device (then `auto` tries it, and nothing tried cannot
  /// be asserted).
  static let hasVideoDevice =
    ((try? FileManager.default.contentsOfDirectory(atPath: "/dev")) ?? []).contains {
      $0.hasPrefix("video")
    }

  /// The frames of `clip` played from 100 at ``times``: pixels, index and time of each.
  static func frames(_ clip: VideoClip) throws -> [ClipFrame] {
    clip.play(at: 100)
    return try times.map { time throws(ClipError) in try clip.frame(at: 100 + time) }
  }

  /// Expects `frames` to be `reference`, pixel for pixel, index for index.
  static func expectSame(_ frames: [ClipFrame], _ reference: [ClipFrame], _ what: String) {
    #expect(frames.count == reference.count)
    for (frame, expected) in zip(frames, reference) {
      #expect(frame.index == expected.index, "\(what): frame \(frame.index), not \(expected.index)")
      #expect(frame.time == expected.time, "\(what) at frame \(expected.index)")
      #expect(frame.pixels == expected.pixels, "\(what): frame \(expected.index)'s pixels differ")
    }
  }

  /// The software frames of `path` (`--hwdec no`).
  static func software(_ path: String) throws -> [ClipFrame] {
    let clip = try TestClips.open(path, hardware: .no)
    defer { clip.close() }
    #expect(clip.facts.hardware.isEmpty && clip.facts.hardwareFallback.isEmpty)
    return try frames(clip)
  }

  @Test(
    "auto without a device: nothing tried, nothing said, the same pixels as no",
    .enabled(if: !hasVideoDevice), arguments: [TestClips.encodings[0], TestClips.encodings[2]])
  func noDevice(_ encoding: TestClips.Encoding) throws {
    let folder = try TemporaryFolder()
    let path = try TestClips.colours(encoding, in: folder)
    let reference = try Self.software(path)
    #expect(TestClips.near(TestClips.centre(reference[1]), TestClips.segments[0]))
    #expect(TestClips.near(TestClips.centre(reference[3]), TestClips.segments[1]))
    #expect(TestClips.near(TestClips.centre(reference[4]), TestClips.segments[2]))
    // No render node: the variable names a path that is not there (so the test holds on a
    // machine with a GPU too).
    let clip = try TestClips.open(
      path, hardware: .auto, environment: ["CAROUSEL_VAAPI_DEVICE=\(folder.file("renderD128"))"])
    defer { clip.close() }
    #expect(clip.facts.hardware == "")
    #expect(clip.facts.hardwareFallback == "", "a missing device is not a failure")
    Self.expectSame(try Self.frames(clip), reference, "\(encoding.name) with auto")
  }

  @Test("a render node that is not a device: VA-API fails, named, and software plays the clip")
  func notADevice() throws {
    let folder = try TemporaryFolder()
    let path = try TestClips.colours(TestClips.encodings[0], in: folder)
    let node = folder.file("renderD128")
    try Data("not a GPU".utf8).write(to: URL(fileURLWithPath: node))
    let reference = try Self.software(path)
    let clip = try TestClips.open(
      path, hardware: .auto, environment: ["CAROUSEL_VAAPI_DEVICE=\(node)"])
    defer { clip.close() }
    #expect(clip.facts.hardware == "")
    #expect(
      clip.facts.hardwareFallback.hasPrefix("VA-API on \(node) did not open ("),
      "\(clip.facts.hardwareFallback)")
    Self.expectSame(try Self.frames(clip), reference, "after VA-API failed")
  }

  @Test(
    "a trial failed at the first frame: software decodes the clip from its start, all of it",
    arguments: TestClips.encodings)
  func trialFails(_ encoding: TestClips.Encoding) throws {
    let folder = try TemporaryFolder()
    let path = try TestClips.colours(encoding, in: folder)
    let reference = try Self.software(path)
    let clip = try TestClips.open(
      path, hardware: .auto, environment: ["CAROUSEL_HWDEC_REHEARSAL=fail"])
    defer { clip.close() }
    #expect(clip.facts.hardware == "")
    #expect(clip.facts.hardwareFallback.hasPrefix("rehearsal: "), "\(clip.facts.hardwareFallback)")
    Self.expectSame(try Self.frames(clip), reference, "\(encoding.name) after a failed trial")
  }

  @Test("a trial passed: the decoder on trial decodes the clip from its start, all of it")
  func trialPasses() throws {
    let folder = try TemporaryFolder()
    let path = try TestClips.colours(TestClips.encodings[0], in: folder)
    let reference = try Self.software(path)
    let clip = try TestClips.open(
      path, hardware: .auto, environment: ["CAROUSEL_HWDEC_REHEARSAL=pass"])
    defer { clip.close() }
    #expect(clip.facts.hardware == "rehearsal")
    #expect(clip.facts.hardwareFallback == "")
    Self.expectSame(try Self.frames(clip), reference, "after a passed trial")
  }

  @Test(
    "the sound read during a trial, passed or failed, is all heard", arguments: ["pass", "fail"])
  func soundSurvivesTheTrial(_ outcome: String) throws {
    let folder = try TemporaryFolder()
    let path = try ClipSoundTests.clip(in: folder)
    let software = try TestClips.open(path, listening: true, hardware: .no)
    defer { software.close() }
    let reference = try ClipSoundTests.soundOfPlaying(software)
    let clip = try TestClips.open(
      path, listening: true, hardware: .auto,
      environment: ["CAROUSEL_HWDEC_REHEARSAL=\(outcome)"])
    defer { clip.close() }
    #expect(clip.facts.hardware == (outcome == "pass" ? "rehearsal" : ""))
    let heard = try ClipSoundTests.soundOfPlaying(clip)
    #expect(heard.first?.time == reference.first?.time)
    #expect(heard.flatMap(\.samples) == reference.flatMap(\.samples), "the same sound")
    #expect(heard.flatMap(\.samples).count > 90_000, "about 2 s of it")
  }

  @Test("no: nothing is tried, whatever the machine or the environment says")
  func noTriesNothing() throws {
    let folder = try TemporaryFolder()
    let path = try TestClips.colours(TestClips.encodings[0], in: folder)
    let node = folder.file("renderD128")
    try Data("not a GPU".utf8).write(to: URL(fileURLWithPath: node))
    let clip = try TestClips.open(
      path, hardware: .no,
      environment: ["CAROUSEL_HWDEC_REHEARSAL=pass", "CAROUSEL_VAAPI_DEVICE=\(node)"])
    defer { clip.close() }
    #expect(clip.facts.hardware == "")
    #expect(clip.facts.hardwareFallback == "")
  }

  @Test("the choice is each clip's: one clip's failed trial leaves the next to try its own")
  func eachClipDecides() throws {
    let folder = try TemporaryFolder()
    let path = try TestClips.colours(TestClips.encodings[0], in: folder)
    let failing = try TestClips.open(
      path, hardware: .auto, environment: ["CAROUSEL_HWDEC_REHEARSAL=fail"])
    defer { failing.close() }
    let passing = try TestClips.open(
      path, hardware: .auto, environment: ["CAROUSEL_HWDEC_REHEARSAL=pass"])
    defer { passing.close() }
    #expect(failing.facts.hardware == "" && !failing.facts.hardwareFallback.isEmpty)
    #expect(passing.facts.hardware == "rehearsal" && passing.facts.hardwareFallback.isEmpty)
  }
}
