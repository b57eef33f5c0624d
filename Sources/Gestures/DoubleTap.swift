import ScrollPhysics

/// Two taps close in time and place are a double tap (or click), which toggles the zoom
/// (docs/physics.md §17).
struct DoubleTap {
  /// How close the taps must be, in s and points.
  let timeout: Double
  let slop: Double
  private var last: (point: ZoomVector, time: Double)?

  init(timeout: Double, slop: Double) {
    self.timeout = timeout
    self.slop = slop
  }

  /// A tap at `point` at `time` (s).
  /// - Returns: whether it completes a double tap (a third tap starts afresh).
  mutating func tap(at point: ZoomVector, time: Double) -> Bool {
    if let last, time - last.time <= timeout, (point - last.point).length <= slop {
      self.last = nil
      return true
    }
    last = (point, time)
    return false
  }

  /// Forgets the last tap (a gesture came between).
  mutating func reset() { last = nil }
}
