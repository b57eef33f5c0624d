/// A frame of a clip, at the clip's frame size (``ClipFacts/frameSize``).
package struct ClipFrame: Sendable, Equatable {
  /// Opaque 0xAARRGGBB pixels, upright.
  package let pixels: PixelBuffer
  /// When it is shown, in s after the clip's first frame (its presentation time).
  package let time: Double
  /// Its number: `time` × the frame rate, rounded (frame k is due k / fps after the start).
  package let index: Int
}
