import Foundation
import PictureDecoding
import PictureFiles
import TestSupport
import Testing

/// A clip's sound from its video worker (issue 36): its first audio stream decoded beside the
/// frames and resampled by libswresample to signed 16-bit stereo at 48 kHz, only once asked
/// for, and handed over by the worker's socket.
///
/// Clips made here by Debian's `ffmpeg` from its own sources: a 1 kHz sine at 44.1 kHz, mono,
/// an eighth of full scale (`sine`'s default), under `testsrc2` frames; played on the virtual
/// clock.
@Suite(.serialized) struct ClipSoundTests {
  /// Writes a 2 s clip of `audio` (ffmpeg's encoder options; none: no sound) into `folder`.
  static func clip(
    in folder: TemporaryFolder, name: String = "tone.mp4", audio: [String]? = ["-c:a", "aac"]
  ) throws -> String {
    let path = folder.file(name)
    let sound =
      audio == nil ? [] : ["-f", "lavfi", "-i", "sine=frequency=1000:sample_rate=44100:d=2"]
    let made = ExternalTool.run(
      "ffmpeg",
      ["-v", "error", "-nostdin", "-y", "-f", "lavfi", "-i", "testsrc2=s=32x16:r=10:d=2"]
        + sound + ["-c:v", "libx264", "-pix_fmt", "yuv420p"] + (audio ?? [])
        + ["-shortest", path])
    try #require(made, "ffmpeg could not make \(name)")
    return path
  }

  /// Plays `clip` to its end on the virtual clock, a tenth of a second at a time; the sound it
  /// brought.
  static func soundOfPlaying(_ clip: VideoClip) throws -> [ClipSoundChunk] {
    clip.play(at: 0)
    var now = 0.0
    var chunks: [ClipSoundChunk] = []
    while !clip.isEnded, now < 10 {
      _ = try clip.frame(at: now)
      chunks += clip.takeSound()
      now += 0.1
    }
    return chunks + clip.takeSound()
  }

  @Test("AAC at 44.1 kHz mono arrives as 2 s of a 1 kHz tone, stereo at 48 kHz, in time")
  func resampledTone() throws {
    let folder = try TemporaryFolder()
    let clip = try TestClips.open(try Self.clip(in: folder), listening: true)
    defer { clip.close() }
    #expect(clip.facts.hasSound)
    let chunks = try Self.soundOfPlaying(clip)
    let first = try #require(chunks.first)
    #expect(abs(first.time) < 0.05, "it starts with the first frame: \(first.time) s")
    for (earlier, later) in zip(chunks, chunks.dropFirst()) {
      #expect(abs(later.time - earlier.end) < 0.001, "one chunk follows another")
    }
    let samples = chunks.flatMap(\.samples)
    let left = stride(from: 0, to: samples.count, by: 2).map { samples[$0] }
    let right = stride(from: 1, to: samples.count, by: 2).map { samples[$0] }
    let seconds = Double(left.count) / 48_000
    #expect(abs(seconds - 2) < 0.06, "\(seconds) s of sound")
    #expect(left == right, "mono is the same on both sides")
    // Rising zero crossings: one a cycle, 1,000 a second.
    let crossings = zip(left, left.dropFirst()).filter { $0 < 0 && $1 >= 0 }.count
    #expect(abs(Double(crossings) / seconds - 1000) < 10, "\(crossings) cycles in \(seconds) s")
    // sine's amplitude is an eighth of full scale (4,096), on both sides at -3 dB
    // (libswresample's mono to stereo, as ffmpeg's own): 2,896, an RMS of 2,048 away from the
    // ends (AAC overshoots at its start).
    let middle = left[left.count / 4..<left.count * 3 / 4].map { Double($0) }
    let rms = (middle.map { $0 * $0 }.reduce(0, +) / Double(middle.count)).squareRoot()
    #expect(abs(rms - 2048) < 100, "RMS \(rms)")
  }

  @Test("no sound is sent unless asked for; a clip without sound or of another codec is silent")
  func onlyWhenAskedAndWhitelisted() throws {
    let folder = try TemporaryFolder()
    let tone = try TestClips.open(try Self.clip(in: folder))
    defer { tone.close() }
    #expect(try Self.soundOfPlaying(tone).isEmpty, "a muted clip decodes no sound")

    for (name, audio) in [("flac.mkv", ["-c:a", "flac"]), ("silent.mp4", nil)] {
      let clip = try TestClips.open(
        try Self.clip(in: folder, name: name, audio: audio), listening: true)
      defer { clip.close() }
      #expect(try Self.soundOfPlaying(clip).isEmpty, "\(name)")
      #expect(clip.isEnded, "\(name) plays, silent")
    }
  }

  @Test("turned off mid-clip, no more sound is handed over")
  func turnedOff() throws {
    let folder = try TemporaryFolder()
    let clip = try TestClips.open(try Self.clip(in: folder), listening: true)
    defer { clip.close() }
    clip.play(at: 0)
    _ = try clip.frame(at: 0.5)
    #expect(!clip.takeSound().isEmpty)
    clip.listen(false)
    _ = try clip.frame(at: 1.9)
    #expect(clip.takeSound().isEmpty, "what the worker sent before it read the request is dropped")
    clip.listen(true)
    clip.seek(to: 0.5, at: 1.9)
    _ = try clip.frame(at: 2.1)
    // From the keyframe the seek decoded forward from (the player drops what is past).
    let again = clip.takeSound()
    let spans = again.map { ($0.time, $0.end) }
    #expect(again.contains { $0.time <= 0.5 && $0.end > 0.5 }, "turned on again: \(spans)")
  }
}
