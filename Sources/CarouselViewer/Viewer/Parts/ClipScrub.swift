import PictureFiles
import SDLKit

/// A drag on the progress bar of the clip on screen (issue 36): the press that began it (the
/// mouse's left button or one finger on a screen) and whether the clip played before it, to
/// play on at its end.
///
/// Pure: where a press lands and where along the bar a pointer is come from window points
/// passed in. While it lasts, the pointer's events are the bar's: the carousel does not page.
struct ClipScrub: Equatable {
  /// What holds the bar.
  enum Pointer: Equatable {
    case mouse
    case finger(touch: Int64, finger: Int64)
  }

  let pointer: Pointer
  /// The clip's item.
  let item: CarouselItem
  /// Whether the clip was playing when the drag began.
  let wasPlaying: Bool

  /// The height of the bar's hit area at the bottom of a window `width` × `height` points:
  /// a fingertip's, far taller than the bar drawn (``RenderingConstants/progressHitFraction``).
  static func hitHeight(width: Double, height: Double) -> Double {
    max(
      RenderingConstants.minimumProgressHit,
      min(width, height) * RenderingConstants.progressHitFraction)
  }

  /// Whether a press at `y` (points from the top) in a window `width` × `height` points lands
  /// on the bar's hit area.
  static func hits(y: Double, width: Double, height: Double) -> Bool {
    y >= height - hitHeight(width: width, height: height) && y <= height
  }

  /// The fraction of the clip (0...1) at `x` points across a bar `width` points wide.
  static func fraction(x: Double, width: Double) -> Double {
    guard width > 0, x.isFinite else { return 0 }
    return min(max(x / width, 0), 1)
  }

  /// Who presses in `event`, and where (window points), for a press that may start a drag: the
  /// mouse's left button (not one SDL made from a touch) or a finger on a screen.
  static func press(in event: InputEvent, width: Double, height: Double)
    -> (pointer: Pointer, x: Double, y: Double)?
  {
    switch event {
    case .mouseButton(let button) where button.isDown && button.button == 1 && !button.isFromTouch:
      return (.mouse, button.x, button.y)
    case .finger(let finger) where finger.phase == .down && finger.isDirect:
      let point = finger.windowPoint(width: width, height: height)
      return (.finger(touch: finger.touchID, finger: finger.fingerID), point.x, point.y)
    default:
      return nil
    }
  }

  /// Where this drag's pointer moved or let go in `event` (window points), and whether it let
  /// go; nil for any other event.
  func movement(in event: InputEvent, width: Double, height: Double)
    -> (x: Double, ended: Bool)?
  {
    switch (event, pointer) {
    case (.mouseMotion(let motion), .mouse) where !motion.isFromTouch:
      return (motion.x, false)
    case (.mouseButton(let button), .mouse) where button.button == 1 && !button.isFromTouch:
      return (button.x, !button.isDown)
    case (.finger(let finger), .finger(let touch, let id))
    where finger.touchID == touch && finger.fingerID == id:
      let point = finger.windowPoint(width: width, height: height)
      return (point.x, finger.phase == .up)
    default:
      return nil
    }
  }
}
