import ScrollPhysics

/// The overview grid's scroll, in rows, as a value of time: at rest, a critically damped
/// spring to a row (keys, wheel notches), a finger or the mouse holding it, or friction after a
/// fling (docs/physics.md §7, §16), with no end: the rows wrap (``GridLayout``).
///
/// Every call takes `now` (s); tolerances are a device pixel of a row (`tolerance`).
struct GridScroll {
  private var motion = AxisMotion.resting(0)
  /// Where a drag began: the scroll then and the pointer's `y` (points), while one lasts.
  private var drag: (scroll: Double, y: Double)?
  private var tracker = VelocityTracker()
  /// A device pixel of a row: how close counts as there.
  var tolerance = Tolerance(distance: 1e-3, velocity: 1e-2)

  /// The scroll at `now`, in rows from the first.
  func position(at now: Double) -> Double { motion.position(at: now) }

  /// Where it comes to rest.
  var target: Double { motion.target }

  /// Whether it still moves at `now` (frames must keep coming).
  func isMoving(at now: Double) -> Bool { drag == nil && !motion.isDone(at: now) }

  /// Whether a finger or the mouse holds it.
  var isDragging: Bool { drag != nil }

  /// Springs to `row` from where it is and how fast it goes.
  mutating func scroll(to row: Double, at now: Double) {
    motion = .spring(
      from: position(at: now), velocity: motion.velocity(at: now), to: row, at: now,
      tolerance: tolerance)
  }

  /// Jumps to `row` at rest.
  mutating func jump(to row: Double) {
    motion = .resting(row)
    drag = nil
  }

  /// A finger or the mouse takes hold at `y` (points) at `time` (s): any motion stops there.
  mutating func beginDrag(y: Double, time: Double, now: Double) {
    let scroll = position(at: now)
    motion = .resting(scroll)
    drag = (scroll, y)
    tracker = VelocityTracker()
    tracker.addSample(time: time, position: y)
  }

  /// The pointer is at `y` (points) at `time`: the rows follow it 1:1, `rowHeight` points a row.
  mutating func drag(to y: Double, time: Double, rowHeight: Double) {
    guard let drag else { return }
    tracker.addSample(time: time, position: y)
    motion = .resting(drag.scroll - (y - drag.y) / max(rowHeight, 1))
  }

  /// The pointer lets go at `now`: the rows coast on with its speed and friction; a grid that
  /// does not scroll springs back to its top.
  mutating func endDrag(rowHeight: Double, scrolls: Bool, now: Double) {
    guard drag != nil else { return }
    drag = nil
    guard scrolls else {
      scroll(to: 0, at: now)
      return
    }
    // A lift after a pause does not fling (docs/physics.md §4).
    let velocity = -tracker.releaseVelocity(at: now) / max(rowHeight, 1)
    motion = .release(
      from: position(at: now), velocity: velocity, within: -Double.infinity...Double.infinity,
      at: now, tolerance: tolerance)
  }

  /// At rest, moves the scroll by whole turns of `rows` toward 0, so it never grows however
  /// long the grid scrolls one way (the same rows show).
  mutating func rebase(rows: Int, at now: Double) {
    guard rows > 0, drag == nil, motion.isDone(at: now) else { return }
    let scroll = position(at: now)
    let turns = (scroll / Double(rows)).rounded(.down)
    if turns != 0 { motion = .resting(scroll - turns * Double(rows)) }
  }
}
