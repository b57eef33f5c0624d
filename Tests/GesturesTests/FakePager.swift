import InfinitePager
import ScrollPhysics
import TestSupport

@testable import Gestures

/// A pager that records the commands the gestures send, and keeps just enough state
/// (dragging, animating, position) for them to read.
final class FakePager: PagerControlling {
  /// A command, with numbers rounded to 1e-6 so tables can compare them.
  enum Command: Equatable, CustomStringConvertible {
    case beginDrag
    case finishMotion
    case drag(Double)
    case endDrag(velocity: Double, trackpad: Bool)
    case cancelDrag
    case step(Int)
    case scroll(to: Int)
    case tap(Double)

    var description: String {
      switch self {
      case .beginDrag: "beginDrag"
      case .finishMotion: "finishMotion"
      case .drag(let translation): "drag(\(translation))"
      case .endDrag(let velocity, let trackpad): "endDrag(\(velocity), trackpad: \(trackpad))"
      case .cancelDrag: "cancelDrag"
      case .step(let delta): "step(\(delta))"
      case .scroll(let index): "scroll(to: \(index))"
      case .tap(let point): "tap(\(point))"
      }
    }
  }

  var viewport = Viewport(width: 1000, height: 500)
  var orientation = Orientation.horizontal
  var count = 5
  var isAnimating = false
  private(set) var isDragging = false
  var pagePosition = 0.0
  /// Whether a running motion is within CLOSE_ENOUGH of its target (a press finishes it).
  var isCloseEnough = false
  private(set) var commands: [Command] = []

  func beginDrag(at now: Double) {
    commands.append(.beginDrag)
    isAnimating = false
    isDragging = true
  }

  func catchMotion(at now: Double) -> Bool {
    guard isAnimating else { return false }
    guard !isCloseEnough else {
      commands.append(.finishMotion)
      isAnimating = false
      return false
    }
    beginDrag(at: now)
    return true
  }

  func drag(to translation: Double, at now: Double) {
    commands.append(.drag(Self.rounded(translation)))
  }

  /// The pointer travel the last release reported, in points.
  private(set) var lastTravel: Double?

  func endDrag(velocity: Double, travel: Double?, rule: PageTargetRule, at now: Double) {
    lastTravel = travel
    commands.append(.endDrag(velocity: Self.rounded(velocity), trackpad: rule == .trackpad))
    isDragging = false
    isAnimating = true
  }

  func cancelDrag(at now: Double) {
    commands.append(.cancelDrag)
    isDragging = false
  }

  func step(_ delta: Int, at now: Double) { commands.append(.step(delta)) }

  func scrollToPage(_ index: Int, animated: Bool, at now: Double) {
    commands.append(.scroll(to: index))
  }

  func tap(at point: Double) { commands.append(.tap(Self.rounded(point))) }

  static func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
}
