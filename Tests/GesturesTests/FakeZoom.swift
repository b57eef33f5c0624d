import ScrollPhysics

@testable import Gestures

/// A zoom that records what the gestures tell it, with just enough state for them to read.
final class FakeZoom: ZoomControlling {
  /// A command, with numbers rounded to 1e-6 so tables can compare them.
  enum Command: Equatable, CustomStringConvertible {
    case begin
    case track(scale: Double, from: ZoomVector, to: ZoomVector)
    case end(velocity: ZoomVector, focus: ZoomVector)
    case zoom(by: Double, about: ZoomVector)
    case toggle(about: ZoomVector)
    case pan(by: ZoomVector)

    var description: String {
      switch self {
      case .begin: "begin"
      case .track(let scale, let from, let to): "track(\(scale), \(from) → \(to))"
      case .end(let velocity, let focus): "end(v \(velocity), at \(focus))"
      case .zoom(let factor, let point): "zoom(×\(factor) about \(point))"
      case .toggle(let point): "toggle(about \(point))"
      case .pan(let delta): "pan(by \(delta))"
      }
    }
  }

  var zoomable = true
  var zoomed = false
  /// Edges the picture shows: toward the next page (its trailing edge) and the previous one.
  var atNextEdge = false
  var atPreviousEdge = false
  private(set) var commands: [Command] = []

  func canZoom(at now: Double) -> Bool { zoomable }
  func isZoomed(at now: Double) -> Bool { zoomed }
  func isAtEdge(towardNext: Bool, at now: Double) -> Bool {
    towardNext ? atNextEdge : atPreviousEdge
  }
  func beginGesture(at now: Double) { commands.append(.begin) }
  func track(scale: Double, from start: ZoomVector, to current: ZoomVector, at now: Double) {
    commands.append(.track(scale: Self.r(scale), from: Self.r(start), to: Self.r(current)))
  }
  func endGesture(velocity: ZoomVector, focus: ZoomVector, at now: Double) {
    commands.append(.end(velocity: Self.r(velocity), focus: Self.r(focus)))
  }
  func zoom(by factor: Double, about point: ZoomVector, at now: Double) {
    commands.append(.zoom(by: Self.r(factor), about: Self.r(point)))
  }
  func toggleZoom(about point: ZoomVector, at now: Double) {
    commands.append(.toggle(about: Self.r(point)))
  }
  func pan(by delta: ZoomVector, at now: Double) { commands.append(.pan(by: Self.r(delta))) }

  static func r(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
  static func r(_ point: ZoomVector) -> ZoomVector { ZoomVector(x: r(point.x), y: r(point.y)) }
}

/// `ZoomVector(x:y:)`, short.
func P(_ x: Double, _ y: Double) -> ZoomVector { ZoomVector(x: x, y: y) }
