/// What a clip's container and video stream say of themselves, as FFmpeg reads them
/// (``VideoCodec``).
package struct VideoStreamFacts: Sendable, Equatable {
  /// The clip's length in s; 0 when the container does not say.
  package var duration: Double
  /// Frames a second; 0 when the container does not say.
  package var frameRate: Double
  /// The coded frame, in pixels.
  package var codedWidth: Int
  package var codedHeight: Int
  /// The frame as shown, in pixels: the sample aspect ratio applied, then the rotation.
  package var shownWidth: Int
  package var shownHeight: Int
  /// Degrees clockwise that stand the frames upright (0, 90, 180 or 270), from the stream's
  /// display matrix; the frames ``VideoCodec`` gives are turned already.
  package var rotation: Int
  /// Whether the container has an audio stream.
  package var hasSound: Bool
  /// FFmpeg's name of the video codec: "h264", "hevc", "vp9", "av1", ...
  package var codec: String
  /// The hardware that decodes the clip: "VA-API" or "V4L2 m2m"; empty for software.
  package var hardware: String
  /// Why hardware that was tried does not decode it (each tried, with FFmpeg's reason); empty
  /// when none was tried (`--hwdec no`, or no device on the machine) or hardware decodes it.
  package var hardwareFallback: String

  package init(
    duration: Double, frameRate: Double, codedWidth: Int, codedHeight: Int, shownWidth: Int,
    shownHeight: Int, rotation: Int, hasSound: Bool, codec: String, hardware: String = "",
    hardwareFallback: String = ""
  ) {
    self.duration = duration
    self.frameRate = frameRate
    self.codedWidth = codedWidth
    self.codedHeight = codedHeight
    self.shownWidth = shownWidth
    self.shownHeight = shownHeight
    self.rotation = rotation
    self.hasSound = hasSound
    self.codec = codec
    self.hardware = hardware
    self.hardwareFallback = hardwareFallback
  }
}
