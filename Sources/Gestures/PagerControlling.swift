import InfinitePager
import ScrollPhysics

/// The pager commands the gesture recognisers send, and the state they read.
///
/// `InfinitePager` conforms; tests use a fake that records commands. Lengths are in points
/// (window logical pixels), velocities in points/s (positive = right or down, the pointer's
/// direction), times in s.
package protocol PagerControlling: AnyObject {
  /// The visible area in points; a page fills it.
  var viewport: Viewport { get }
  /// The scroll axis.
  var orientation: Orientation { get }
  /// The number of items.
  var count: Int { get }
  /// Whether a snap, step or slideshow animation runs (a press now catches it).
  var isAnimating: Bool { get }
  /// Whether a drag is in progress.
  var isDragging: Bool { get }
  /// The position in pages (continuous; slot k is page k).
  var pagePosition: Double { get }

  /// Starts a drag, catching any running motion.
  func beginDrag(at now: Double)
  /// A press during a motion: finishes it when within CLOSE_ENOUGH of its target (returns
  /// false: the press is a fresh one), else catches it and begins a drag (returns true).
  func catchMotion(at now: Double) -> Bool
  /// Moves the drag to `translation` points of pointer travel since it began.
  func drag(to translation: Double, at now: Double)
  /// Releases the drag at `velocity` points/s; `rule` picks the page. `travel` is the pointer's
  /// travel along the axis since it went down, in points, for the fling distance (nil: the
  /// drag's own translation).
  func endDrag(velocity: Double, travel: Double?, rule: PageTargetRule, at now: Double)
  /// Abandons the drag: spring to the nearest page.
  func cancelDrag(at now: Double)
  /// Moves the target `delta` pages (lead cap 2).
  func step(_ delta: Int, at now: Double)
  /// Shows item `index` the short way round, in one transition.
  func scrollToPage(_ index: Int, animated: Bool, at now: Double)
  /// Reports a tap at `point` points from the leading edge along the axis.
  func tap(at point: Double)
}

extension PagerControlling {
  /// The page length along the scroll axis, in points (at least 1).
  var pageLength: Double { viewport.pageLength(for: orientation) }
}

extension InfinitePager: PagerControlling {
  package var pagePosition: Double { Double(position.page) + position.offset }
}
