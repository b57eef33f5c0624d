import Geometry
import SDLKit

// MARK: - A clip's progress

extension FramePainter {
  /// A thin bar along the bottom edge of `frame` (device pixels): how much of the clip on
  /// screen has played, `fraction` of its length (0...1), over a faint track of the whole.
  func paintClipProgress(_ fraction: Double, in frame: Rect) throws(SDLError) {
    let height = max(
      2, (min(frame.width, frame.height) * RenderingConstants.progressHeightFraction).rounded())
    let track = Rect(x: frame.x, y: frame.maxY - height, width: frame.width, height: height)
    try renderer.fill(track, with: Palette.progressTrack)
    let filled = (frame.width * min(max(fraction, 0), 1)).rounded()
    guard filled > 0 else { return }
    var bar = track
    bar.width = filled
    try renderer.fill(bar, with: Palette.progressFill)
  }
}
