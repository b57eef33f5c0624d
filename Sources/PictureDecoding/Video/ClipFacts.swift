import Geometry
import PictureCodecs

/// What a clip says of itself, for the info panel, the status and the loop.
package struct ClipFacts: Sendable, Equatable {
  /// The clip's length in s; 0 when its container does not say.
  package let duration: Double
  /// Frames a second; 0 when its container does not say.
  package let frameRate: Double
  /// The size of the frames ``VideoClip`` hands over: the clip as shown, fitted in the box the
  /// clip was opened for.
  package let frameSize: Size
  /// The clip as shown at its own size: the sample aspect ratio applied, then the rotation.
  package let shownSize: Size
  /// The coded frames' size, in pixels.
  package let codedSize: Size
  /// Degrees clockwise the frames were turned to stand upright (0, 90, 180 or 270).
  package let rotation: Int
  /// FFmpeg's name of the video codec: "h264", "hevc", "vp9", "av1", ...
  package let codec: String
  /// Whether the clip has sound.
  package let hasSound: Bool
  /// The hardware that decodes it: "VA-API" or "V4L2 m2m"; empty for software.
  package let hardware: String
  /// Why hardware that was tried does not decode it; empty when none was tried (`--hwdec
  /// no`, no device on the machine) or hardware decodes it.
  package let hardwareFallback: String

  init(_ facts: VideoStreamFacts, frameSize: Size) {
    duration = facts.duration
    frameRate = facts.frameRate
    self.frameSize = frameSize
    shownSize = Size(width: facts.shownWidth, height: facts.shownHeight)
    codedSize = Size(width: facts.codedWidth, height: facts.codedHeight)
    rotation = facts.rotation
    codec = facts.codec
    hasSound = facts.hasSound
    hardware = facts.hardware
    hardwareFallback = facts.hardwareFallback
  }
}
