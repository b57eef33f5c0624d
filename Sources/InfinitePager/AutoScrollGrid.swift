/// Slideshow deadlines on a fixed grid of time rather than counted from the slideshow's start,
/// for screens that change together: point k falls at `origin + k·interval` and shows item
/// `k·step + offset` (mod the count, `step` being the slideshow's direction), so every pager
/// given the same grid and the same items shows the same item at the same moment, whenever it
/// started.
///
/// The app places the origin where its clock is at a fixed wall-clock instant (the Unix
/// epoch), so the grid follows the wall clock. A value: it reads no clock.
public struct AutoScrollGrid: Equatable, Sendable {
  /// When point 0 falls, in s on the scale of the `now` the pager is given.
  public var origin: Double
  /// The time between points, in s; at least ``PagerConstants/minimumAutoScrollInterval``.
  public var interval: Double
  /// The item point 0 shows: a screen showing the item `offset` places on.
  public var offset: Int

  public init(origin: Double, interval: Double, offset: Int = 0) {
    self.origin = origin
    self.interval = max(interval, PagerConstants.minimumAutoScrollInterval)
    self.offset = offset
  }

  /// The point at `time` (s): the last at or before it, a time within
  /// ``PagerConstants/gridTolerance`` before a point counting as that point.
  public func point(at time: Double) -> Int {
    Int(((time - origin + PagerConstants.gridTolerance) / interval).rounded(.down))
  }

  /// When point `point` falls, in s.
  public func time(ofPoint point: Int) -> Double {
    origin + Double(point) * interval
  }

  /// The first point at or after `time` (s), within the tolerance.
  public func firstPoint(atOrAfter time: Double) -> Int {
    let point = point(at: time)
    return self.time(ofPoint: point) >= time - PagerConstants.gridTolerance ? point : point + 1
  }

  /// The item point `point` shows among `count` items, for a slideshow going `step` items a
  /// point (1 forward, -1 back).
  public func item(atPoint point: Int, count: Int, step: Int) -> Int {
    SlotMath.wrap(point &* step &+ offset, count: count)
  }

  /// The deadline of point `point`, in s: its time less half the tolerance, so that the
  /// point's own frame fires it although the origin carries rounding, and ``point(at:)`` at the
  /// deadline is the point by a margin far above that rounding.
  func deadline(ofPoint point: Int) -> Double {
    time(ofPoint: point) - PagerConstants.gridTolerance / 2
  }

  /// Whether `other` places its points within the tolerance of this grid's, showing the same
  /// items: a reading of the same clock, not a step of it.
  func isClose(to other: AutoScrollGrid) -> Bool {
    interval == other.interval && offset == other.offset
      && abs(origin - other.origin) <= PagerConstants.gridTolerance
  }
}
