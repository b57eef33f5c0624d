import Geometry

/// The sizes of the on-screen display for a drawable, in device pixels: everything scales
/// with the drawable's shorter side (so a HiDPI screen gets crisp, larger pixels, not smaller
/// text).
///
/// Everything still is laid out from ``frame``: the drawable moved by the frame's burn-in shift
/// (``BurnInShift``), so a still overlay added later moves with the rest by being placed from
/// it. Only what touches the drawable's edges (the progress bar, the help's dimming) uses
/// ``drawable``.
struct DisplayMetrics: Equatable {
  /// The drawable, moved by the burn-in shift: where still overlays are placed.
  let frame: Rect
  /// The drawable itself.
  let drawable: Rect
  /// The burn-in shift applied to ``frame``.
  let shift: BurnInShift
  /// Caption and label text size.
  let textSize: Int
  /// Space between the display and the drawable's edges.
  let margin: Double
  /// A full page dot's diameter.
  let dotDiameter: Double
  /// The progress bar's height.
  let barHeight: Double

  init(frame: Rect, shift: BurnInShift = .none) {
    drawable = frame
    self.shift = shift
    self.frame = Rect(
      x: frame.x + shift.x, y: frame.y + shift.y, width: frame.width, height: frame.height)
    let shorter = min(frame.width, frame.height)
    textSize = max(
      RenderingConstants.minimumDisplayTextSize, Int(shorter * RenderingConstants.displayTextScale))
    margin = (Double(textSize) * 0.9).rounded()
    dotDiameter = max(5, (Double(textSize) * RenderingConstants.dotDiameterScale).rounded())
    barHeight = max(
      RenderingConstants.minimumProgressHeight,
      (shorter * RenderingConstants.progressHeightFraction).rounded())
  }

  /// The height of the indicator's row (dots, or the count's pill).
  var indicatorHeight: Double { (Double(textSize) * 1.6).rounded() }

  /// The bottom of the caption area: above the indicator when there is one.
  func captionBottom(withIndicator: Bool) -> Double {
    frame.maxY - margin - (withIndicator ? indicatorHeight + Double(textSize) * 0.3 : 0)
  }
}
