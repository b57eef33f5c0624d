import SDLKit
import TestSupport

/// One step of a property run: an input event or something that happens to the window or the
/// clock, after `delay` seconds of the loop's clock.
enum PropertyStep: Equatable, CustomStringConvertible {
  /// An input event; its SDL timestamp is set when it is played, from the clock.
  case input(InputEvent)
  /// A key's action, as the viewer carries it out.
  case key(KeyStep)
  /// The window changes to `width` × `height` points.
  case resize(width: Int, height: Int)
  case hide
  case show
  /// Focus lost: every gesture is abandoned.
  case focusLost
  /// Frames pass: the loop updates at 60 Hz for `frames` frames.
  case frames(Int)
  /// The clock jumps forward by `seconds` (a suspended machine, a stalled loop).
  case jump(seconds: Double)

  enum KeyStep: String, Equatable, CaseIterable {
    case next, previous, first, last
  }

  var description: String {
    switch self {
    case .input(let event): "input \(event)"
    case .key(let key): "key \(key.rawValue)"
    case .resize(let width, let height): "resize \(width)x\(height)"
    case .hide: "hide"
    case .show: "show"
    case .focusLost: "focus lost"
    case .frames(let count): "\(count) frames"
    case .jump(let seconds): "jump \(seconds) s"
    }
  }
}

/// Random steps, weighted toward what people do most (fingers, the mouse, the wheel), with the
/// rare events that break things (resizes down to 1×1, hides, clock jumps) mixed in.
struct PropertyStepGenerator {
  var random: SeededGenerator

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  mutating func next() -> PropertyStep {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<28: .input(.finger(finger()))
    case 28..<36: .input(.mouseButton(mouseButton()))
    case 36..<50: .input(.mouseMotion(mouseMotion()))
    case 50..<64: .input(.wheel(wheel()))
    case 64..<69: .key(PropertyStep.KeyStep.allCases.randomElement(using: &random) ?? .next)
    case 69..<71: resize()
    case 71..<73: .hide
    case 73..<75: .show
    case 75..<77: .focusLost
    case 77..<78: .jump(seconds: Double.random(in: 0.2...100_000, using: &random))
    default: .frames(Int.random(in: 1...12, using: &random))
    }
  }

  private mutating func finger() -> FingerEvent {
    let phases: [FingerEvent.Phase] = [.down, .motion, .motion, .motion, .up]
    return FingerEvent(
      phase: phases.randomElement(using: &random) ?? .motion,
      fingerID: Int64.random(in: 0...3, using: &random),
      x: Double.random(in: -0.2...1.2, using: &random),
      y: Double.random(in: -0.2...1.2, using: &random),
      isDirect: Int.random(in: 0..<10, using: &random) > 0)
  }

  private mutating func mouseButton() -> MouseButtonEvent {
    MouseButtonEvent(
      button: [1, 1, 1, 3].randomElement(using: &random) ?? 1,
      isDown: Bool.random(using: &random),
      x: Double.random(in: -100...2_000, using: &random),
      y: Double.random(in: -100...1_200, using: &random),
      isFromTouch: Int.random(in: 0..<10, using: &random) == 0)
  }

  private mutating func mouseMotion() -> MouseMotionEvent {
    MouseMotionEvent(
      x: Double.random(in: -100...2_000, using: &random),
      y: Double.random(in: -100...1_200, using: &random))
  }

  /// Notches (whole and value120 eighths) and precise trackpad deltas on either axis.
  private mutating func wheel() -> WheelEvent {
    let notch =
      Double(Int.random(in: -3...3, using: &random))
      / [1, 8][Int.random(in: 0...1, using: &random)]
    let precise = Double.random(in: -5...5, using: &random)
    let value = Bool.random(using: &random) ? notch : precise
    return Bool.random(using: &random)
      ? WheelEvent(preciseX: value, preciseY: 0) : WheelEvent(preciseX: 0, preciseY: value)
  }

  private mutating func resize() -> PropertyStep {
    let small = Int.random(in: 0..<4, using: &random) == 0
    let width =
      small ? Int.random(in: 1...4, using: &random) : Int.random(in: 1...3_000, using: &random)
    let height =
      small ? Int.random(in: 1...4, using: &random) : Int.random(in: 1...2_000, using: &random)
    return .resize(width: width, height: height)
  }
}
