import PictureCodecs

/// Sound of a clip, as its worker decoded it: interleaved signed 16-bit stereo at 48 kHz
/// (``VideoCodec/soundRate``), the first frame's time in s after the clip's first frame.
package struct ClipSoundChunk: Equatable, Sendable {
  package var time: Double
  /// Left, right, left, right, ...: an even count.
  package var samples: [Int16]

  package init(time: Double, samples: [Int16]) {
    self.time = time
    self.samples = samples
  }

  /// Its length in frames (a frame is one sample of each side).
  package var frames: Int { samples.count / 2 }

  /// When it ends, in s after the clip's first frame.
  package var end: Double { time + Double(frames) / Double(VideoCodec.soundRate) }
}
