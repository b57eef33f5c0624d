import PictureFiles

/// The frames of an animated picture (GIF, WebP, APNG) at the size shown, and how long each
/// stays on screen.
package struct PictureAnimation: Sendable, Equatable {
  /// Every frame, the first included, each the same size.
  package var frames: [PixelBuffer]
  /// Seconds each frame shows; a delay under 20 ms in the file counts as 100 ms, as browsers
  /// do (``normalizedDelay(milliseconds:)``).
  package var delays: [Double]

  package init(frames: [PixelBuffer], delays: [Double]) {
    self.frames = frames
    self.delays = delays
  }

  /// One pass through every frame, in s.
  package var duration: Double { delays.reduce(0, +) }

  /// Bytes of pixel memory of all frames.
  package var byteCount: Int { frames.reduce(0) { $0 + $1.byteCount } }

  /// The delay a frame shows for, in s, from the file's `milliseconds`.
  static func normalizedDelay(milliseconds: Int) -> Double {
    milliseconds < PipelineConstants.shortestFrameDelayMilliseconds
      ? PipelineConstants.substituteFrameDelay : Double(milliseconds) / 1000
  }

  /// The frame showing `elapsed` seconds into the loop, and when the next one comes (s after
  /// the loop's start, in the same pass).
  package func frame(at elapsed: Double) -> (index: Int, endsAt: Double) {
    let total = duration
    guard total > 0 else { return (0, .infinity) }
    let passes = (elapsed / total).rounded(.down)
    var time = elapsed - passes * total
    var end = passes * total
    for (index, delay) in delays.enumerated() {
      end += delay
      if time < delay { return (index, end) }
      time -= delay
    }
    return (delays.count - 1, end)
  }
}
