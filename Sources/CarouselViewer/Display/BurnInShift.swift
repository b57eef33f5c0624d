import Geometry

/// Where everything drawn still over the pictures goes in a frame, against burn-in: one offset
/// in device pixels, which every still overlay applies (captions, the indicator, the scan's
/// status line, the panels; later a clock and the overlay file's lines), so OLED and plasma
/// screens keep no ghost of a kiosk's count or caption.
///
/// The offset walks a square spiral out from the centre, one pixel a step, every
/// ``DisplayConstants/burnInStepInterval`` seconds, to ``amplitude(for:)`` pixels each way,
/// then back: neighbouring steps differ by one pixel (a move no one sees), and over a cycle
/// every offset within the amplitude is used. Step 0 is no offset. A value: it reads no clock.
struct BurnInShift: Equatable {
  /// Steps since the loop's time 0.
  let step: Int
  /// The offset, in device pixels (x to the right, y down).
  let x: Double
  let y: Double

  /// No shift (tests of other things, a frame with nothing still).
  static let none = BurnInShift(step: 0, x: 0, y: 0)

  private init(step: Int, x: Double, y: Double) {
    self.step = step
    self.x = x
    self.y = y
  }

  /// The shift at `now` (s) for the drawable `frame` (device pixels).
  init(at now: Double, frame: Rect) {
    let step = Self.step(at: now)
    let offset = Self.offset(step: step, amplitude: Self.amplitude(for: frame))
    self.init(step: step, x: Double(offset.x), y: Double(offset.y))
  }

  /// The step at `now` (s).
  static func step(at now: Double) -> Int {
    Int((max(now, 0) / DisplayConstants.burnInStepInterval).rounded(.down))
  }

  /// When step `step` begins, in s.
  static func time(ofStep step: Int) -> Double {
    Double(step) * DisplayConstants.burnInStepInterval
  }

  /// How far the shift goes each way in `frame`, in device pixels: a fraction of the display's
  /// margin (``RenderingConstants/burnInShiftFraction``), so it stays well inside it at every
  /// size; at least 1.
  static func amplitude(for frame: Rect) -> Int {
    let margin = DisplayMetrics(frame: frame).margin
    return max(1, Int((margin * RenderingConstants.burnInShiftFraction).rounded()))
  }

  /// The offset of `step` on the spiral of `amplitude` pixels each way: out to the corner
  /// (amplitude, amplitude), then back the same way.
  static func offset(step: Int, amplitude: Int) -> (x: Int, y: Int) {
    let side = 2 * amplitude + 1
    let positions = side * side
    let cycle = 2 * (positions - 1)
    let place = step % cycle
    return spiral(place < positions ? place : cycle - place)
  }

  /// Place `index` of the square spiral round (0, 0): ring r holds the places
  /// (2r − 1)² to (2r + 1)² − 1, ending at its corner (r, r).
  static func spiral(_ index: Int) -> (x: Int, y: Int) {
    guard index > 0 else { return (0, 0) }
    var ring = 1
    while (2 * ring + 1) * (2 * ring + 1) <= index { ring += 1 }
    let last = (2 * ring + 1) * (2 * ring + 1) - 1
    let back = last - index
    switch back {
    case ..<(2 * ring): return (ring - back, ring)
    case ..<(4 * ring): return (-ring, ring - (back - 2 * ring))
    case ..<(6 * ring): return (-ring + (back - 4 * ring), -ring)
    default: return (ring, -ring + (back - 6 * ring))
    }
  }
}
