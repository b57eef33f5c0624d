import ScrollPhysics

/// One pointer panning a zoomed picture 1:1 (docs/physics.md §17): the picture point under
/// ``start`` follows the pointer, and two velocity trackers measure the release.
struct ZoomPan {
  /// Where the pan is anchored, in window points.
  let start: ZoomVector
  private var trackerX = VelocityTracker()
  private var trackerY = VelocityTracker()
  /// The pointer's last position.
  private(set) var last: ZoomVector

  /// A pan from `start` at `time` (s, event timestamp).
  init(start: ZoomVector, time: Double) {
    self.start = start
    last = start
    sample(start, time: time)
  }

  /// The pointer moved to `point` at `time`; the picture follows.
  mutating func move(
    to point: ZoomVector, time: Double, now: Double, zoom: some ZoomControlling
  ) {
    sample(point, time: time)
    zoom.track(scale: 1, from: start, to: point, at: now)
  }

  /// The pointer lifted at `point` at `time`: the picture coasts at the release velocity (zero
  /// after a pause, docs/physics.md §4).
  mutating func release(
    at point: ZoomVector, time: Double, now: Double, zoom: some ZoomControlling
  ) {
    let tolerance = InputConstants.samePositionTolerance
    if abs(point.x - last.x) > tolerance || abs(point.y - last.y) > tolerance {
      move(to: point, time: time, now: now, zoom: zoom)
    }
    let velocity = ZoomVector(
      x: trackerX.releaseVelocity(at: time), y: trackerY.releaseVelocity(at: time))
    zoom.endGesture(velocity: velocity, focus: point, at: now)
  }

  private mutating func sample(_ point: ZoomVector, time: Double) {
    trackerX.addSample(time: time, position: point.x)
    trackerY.addSample(time: time, position: point.y)
    last = point
  }
}
