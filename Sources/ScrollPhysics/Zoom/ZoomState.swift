/// The zoom and pan of one picture, as a value evaluated at any time (docs/physics.md §17).
///
/// The zoom (1 is the fit) and the offset (the picture's centre from the view's centre, in
/// points) are each an ``AxisMotion``. A gesture (fingers, the mouse, a trackpad) moves them
/// directly, 1:1, rubber-banded past the limits; on release they spring back inside, or coast
/// with friction and bounce off an edge. Wheel notches, keys and double taps spring to a new zoom
/// about a point, which stays where it is on screen. Points passed in are relative to the view's
/// centre, in points; times in s.
package struct ZoomState: Sendable {
  package let geometry: ZoomGeometry
  /// Device pixels per point, for the settle tolerances.
  private let displayScale: Double
  private var zoomMotion = AxisMotion.resting(1)
  private var offsetX = AxisMotion.resting(0)
  private var offsetY = AxisMotion.resting(0)
  /// The gesture in progress: the zoom and offset shown when it began, and the offset without
  /// its rubber band.
  private var gesture: (zoom: Double, offset: ZoomVector, rawOffset: ZoomVector, rawZoom: Double)?

  /// A picture at the fit.
  package init(geometry: ZoomGeometry, displayScale: Double) {
    self.geometry = geometry
    self.displayScale = max(displayScale, 1e-9)
  }

  /// The zoom at `now`, 1 at the fit.
  package func zoom(at now: Double) -> Double { zoomMotion.position(at: now) }

  /// The offset at `now`, in points.
  package func offset(at now: Double) -> ZoomVector {
    ZoomVector(x: offsetX.position(at: now), y: offsetY.position(at: now))
  }

  /// The zoom the picture comes to rest at.
  package var targetZoom: Double { zoomMotion.target }

  /// Whether anything still moves at `now` (a spring or a coast).
  package func isMoving(at now: Double) -> Bool {
    !(zoomMotion.isDone(at: now) && offsetX.isDone(at: now) && offsetY.isDone(at: now))
  }

  /// Whether a gesture holds the picture.
  package var isInGesture: Bool { gesture != nil }

  /// Whether the picture is, or comes to rest, closer than the fit: swipes pan instead of paging.
  package func isZoomed(at now: Double) -> Bool {
    max(zoom(at: now), zoomMotion.target) > 1 + PhysicsConstants.zoomFitTolerance
  }

  /// Whether the picture is at the fit and still.
  package func isAtRestAtFit(at now: Double) -> Bool {
    !isMoving(at: now) && !isZoomed(at: now) && gesture == nil
  }

  // MARK: - Gestures

  /// A gesture takes hold at `now`: any motion stops where it is.
  package mutating func beginGesture(at now: Double) {
    let zoom = zoom(at: now)
    let offset = offset(at: now)
    gesture = (
      zoom, offset, geometry.unbandedOffset(offset, zoom: zoom), geometry.unbandedZoom(zoom)
    )
    set(zoom: zoom, offset: offset)
  }

  /// The gesture has scaled the picture by `scale` since it began and moved the point that was
  /// under `start` to `current`: the picture follows, rubber-banded past the limits.
  ///
  /// A pan is a scale of 1; a pinch moves `start` (the fingers' midpoint) too.
  package mutating func track(scale: Double, from start: ZoomVector, to current: ZoomVector) {
    guard let gesture else { return }
    let zoom = geometry.bandedZoom(gesture.rawZoom * scale)
    // The picture point under `start` when the gesture began stays under the fingers.
    let anchor = (start - gesture.rawOffset) * (1 / gesture.zoom)
    let raw = current - anchor * zoom
    set(zoom: zoom, offset: geometry.bandedOffset(raw, zoom: zoom))
  }

  /// The gesture lets go at `now`, moving at `velocity` (points/s), its fingers last at `focus`.
  ///
  /// A zoom past its limits springs back about `focus`, the offset into the limits with it;
  /// otherwise the offset coasts with friction (bouncing off an edge) or springs back inside.
  /// A zoom that moves the picture's edge less than a device pixel from a limit's (a pinch back
  /// to the fit that ends a rounding step under it) is at that limit.
  package mutating func endGesture(velocity: ZoomVector, focus: ZoomVector, at now: Double) {
    gesture = nil
    let target = min(max(zoom(at: now), 1), geometry.maximumZoom)
    guard !zoomTolerance.isOutside(zoom(at: now), of: target) else {
      spring(toZoom: target, about: focus, velocity: velocity, at: now)
      return
    }
    zoomMotion = .resting(target)
    let offset = offset(at: now)
    let limits = geometry.offsetLimits(zoom: target)
    let tolerance = offsetTolerance
    offsetX = .release(
      from: offset.x, velocity: velocity.x, within: limits.x, at: now, tolerance: tolerance)
    offsetY = .release(
      from: offset.y, velocity: velocity.y, within: limits.y, at: now, tolerance: tolerance)
  }

  // MARK: - Steps

  /// Springs to `target` zoom (kept within the limits) about `focus`, which stays put on screen
  /// unless the offset's limits move it.
  package mutating func animate(toZoom target: Double, about focus: ZoomVector, at now: Double) {
    gesture = nil
    spring(
      toZoom: min(max(target, 1), geometry.maximumZoom), about: focus,
      velocity: ZoomVector(x: offsetX.velocity(at: now), y: offsetY.velocity(at: now)), at: now)
  }

  /// Springs the offset by `delta` points from where it is heading (steps add up while the
  /// spring runs), kept within the limits; the zoom stays (an arrow key's pan).
  package mutating func animate(panBy delta: ZoomVector, at now: Double) {
    gesture = nil
    let zoom = zoomMotion.target
    let heading = ZoomVector(x: offsetX.target, y: offsetY.target)
    let target = geometry.clamped(heading + delta, zoom: zoom)
    let offset = offset(at: now)
    offsetX = .spring(
      from: offset.x, velocity: offsetX.velocity(at: now), to: target.x, at: now,
      tolerance: offsetTolerance)
    offsetY = .spring(
      from: offset.y, velocity: offsetY.velocity(at: now), to: target.y, at: now,
      tolerance: offsetTolerance)
  }

  /// Where the spring to `target` about `focus` comes to rest at `now`: the offset that keeps
  /// `focus` on the same picture point, within the limits for `target`.
  package func restingOffset(forZoom target: Double, about focus: ZoomVector, at now: Double)
    -> ZoomVector
  {
    let zoom = zoom(at: now)
    let offset = offset(at: now)
    return geometry.clamped(focus - (focus - offset) * (target / zoom), zoom: target)
  }

  private mutating func spring(
    toZoom target: Double, about focus: ZoomVector, velocity: ZoomVector, at now: Double
  ) {
    let offsetTarget = restingOffset(forZoom: target, about: focus, at: now)
    let zoom = zoom(at: now)
    let offset = offset(at: now)
    zoomMotion = .spring(
      from: zoom, velocity: zoomMotion.velocity(at: now), to: target, at: now,
      tolerance: zoomTolerance)
    offsetX = .spring(
      from: offset.x, velocity: velocity.x, to: offsetTarget.x, at: now,
      tolerance: offsetTolerance)
    offsetY = .spring(
      from: offset.y, velocity: velocity.y, to: offsetTarget.y, at: now,
      tolerance: offsetTolerance)
  }

  private mutating func set(zoom: Double, offset: ZoomVector) {
    zoomMotion = .resting(zoom)
    offsetX = .resting(offset.x)
    offsetY = .resting(offset.y)
  }

  /// docs/physics.md §11's 1 device px and 20 px/s, in points.
  private var offsetTolerance: Tolerance {
    Tolerance(
      distance: PhysicsConstants.settleDistance / displayScale,
      velocity: PhysicsConstants.settleVelocity / displayScale)
  }

  /// The same at the picture's larger side: a zoom change that moves its edge by 1 device px.
  private var zoomTolerance: Tolerance {
    let side = max(geometry.fitted.x, geometry.fitted.y, 1) * displayScale
    return Tolerance(
      distance: PhysicsConstants.settleDistance / side,
      velocity: PhysicsConstants.settleVelocity / side)
  }
}
