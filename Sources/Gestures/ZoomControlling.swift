import ScrollPhysics

/// The zoom of the picture under the centre, as the gesture recognisers drive it
/// (docs/physics.md §17).
///
/// The viewer conforms; tests use a fake that records commands. Points are window coordinates
/// in points (lp), velocities in points/s, times in s.
package protocol ZoomControlling: AnyObject {
  /// Whether the picture under the centre can zoom now: a picture, with the carousel at rest.
  func canZoom(at now: Double) -> Bool
  /// Whether it is zoomed in beyond the fit, so that a swipe pans it.
  func isZoomed(at now: Double) -> Bool
  /// Whether it shows its edge on the side a swipe toward the next page (`towardNext`) or the
  /// previous one uncovers, along the pager's axis: a further swipe that way pages.
  func isAtEdge(towardNext: Bool, at now: Double) -> Bool
  /// A gesture takes hold: any zoom motion stops where it is.
  func beginGesture(at now: Double)
  /// The gesture has scaled the picture by `scale` since it began, and moved the point under
  /// `start` to `current`.
  func track(scale: Double, from start: ZoomVector, to current: ZoomVector, at now: Double)
  /// The gesture lets go, moving at `velocity`, its last point `focus`.
  func endGesture(velocity: ZoomVector, focus: ZoomVector, at now: Double)
  /// Zooms by `factor` about `point` with a spring, within the limits.
  func zoom(by factor: Double, about point: ZoomVector, at now: Double)
  /// Double tap or click: to 1:1 (twice the fit for small pictures) about `point`, or back to
  /// the fit when zoomed.
  func toggleZoom(about point: ZoomVector, at now: Double)
  /// Pans a zoomed picture by `delta` points with a spring, within its limits (the content
  /// moves by `delta`).
  func pan(by delta: ZoomVector, at now: Double)
}

/// Nothing to zoom: for callers without pictures (and tests of paging alone).
package final class NoZoom: ZoomControlling {
  package init() {}
  package func canZoom(at now: Double) -> Bool { false }
  package func isZoomed(at now: Double) -> Bool { false }
  package func isAtEdge(towardNext: Bool, at now: Double) -> Bool { true }
  package func beginGesture(at now: Double) {}
  package func track(scale: Double, from start: ZoomVector, to current: ZoomVector, at now: Double)
  {}
  package func endGesture(velocity: ZoomVector, focus: ZoomVector, at now: Double) {}
  package func zoom(by factor: Double, about point: ZoomVector, at now: Double) {}
  package func toggleZoom(about point: ZoomVector, at now: Double) {}
  package func pan(by delta: ZoomVector, at now: Double) {}
}
