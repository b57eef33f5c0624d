import InfinitePager
import ScrollPhysics

/// One pointer (a finger, or the mouse's left button) on a zoomed picture (docs/physics.md §17).
///
/// While the picture is zoomed a press waits for the slop in any direction. A move along the
/// pager's axis toward an edge the picture already shows goes to the pager (a further swipe at
/// the edge pages, as iOS Photos does); any other move pans the picture, 1:1 from one slop past
/// the press. A release within the slop is a tap.
struct PointerZoom {
  enum Phase {
    case idle
    /// Down at `down` (window points) at `time` (s), not yet past the slop.
    case pending(down: ZoomVector, time: Double)
    case panning(ZoomPan)
  }

  /// What the owner does next.
  enum Outcome: Equatable {
    case none
    /// The zoom was told something.
    case acted
    /// The pager takes the gesture: press it at `down` at `time`, then move it.
    case handOverToPager(down: ZoomVector, time: Double)
    /// A press and release within the slop, at `point`.
    case tap(ZoomVector)
  }

  /// Travel in points that decides between panning and paging.
  let slop: Double
  private(set) var phase = Phase.idle

  init(slop: Double) {
    self.slop = slop
  }

  /// Whether a pointer is down on the zoomed picture.
  var isEngaged: Bool {
    if case .idle = phase { return false }
    return true
  }

  /// Whether the pointer pans the picture.
  var isPanning: Bool {
    if case .panning = phase { return true }
    return false
  }

  /// Takes a press at `point` when the picture is zoomed and the carousel rests.
  /// - Returns: whether it took the press (else the pager has it).
  mutating func press(
    at point: ZoomVector, time: Double, now: Double, zoom: some ZoomControlling,
    pager: some PagerControlling
  ) -> Bool {
    guard zoom.isZoomed(at: now), !pager.isDragging, !pager.isAnimating else { return false }
    phase = .pending(down: point, time: time)
    return true
  }

  /// The pointer moved to `point` at `time`.
  mutating func move(
    to point: ZoomVector, time: Double, now: Double, zoom: some ZoomControlling,
    orientation: Orientation
  ) -> Outcome {
    switch phase {
    case .idle:
      return .none
    case .pending(let down, let downTime):
      let travel = point - down
      guard travel.length > slop else { return .none }
      let along = orientation == .horizontal ? travel.x : travel.y
      let across = orientation == .horizontal ? travel.y : travel.x
      if abs(along) > abs(across), zoom.isAtEdge(towardNext: along < 0, at: now) {
        phase = .idle
        return .handOverToPager(down: down, time: downTime)
      }
      zoom.beginGesture(at: now)
      var pan = ZoomPan(start: down + travel * (slop / travel.length), time: time)
      pan.move(to: point, time: time, now: now, zoom: zoom)
      phase = .panning(pan)
      return .acted
    case .panning(var pan):
      pan.move(to: point, time: time, now: now, zoom: zoom)
      phase = .panning(pan)
      return .acted
    }
  }

  /// The pointer lifted at `point` at `time`: a pan coasts on, a press within the slop is a tap.
  mutating func release(
    at point: ZoomVector, time: Double, now: Double, zoom: some ZoomControlling
  ) -> Outcome {
    defer { phase = .idle }
    switch phase {
    case .idle:
      return .none
    case .pending:
      return .tap(point)
    case .panning(var pan):
      pan.release(at: point, time: time, now: now, zoom: zoom)
      return .acted
    }
  }

  /// Pans from `point` at once, with no slop: another finger took over, or a pinch ended with
  /// one finger left.
  mutating func pan(from point: ZoomVector, time: Double, now: Double, zoom: some ZoomControlling) {
    zoom.beginGesture(at: now)
    phase = .panning(ZoomPan(start: point, time: time))
  }

  /// Abandons the gesture (focus lost, a pinch took over): a pan lets go where it is.
  /// - Returns: whether the zoom was told something.
  mutating func cancel(now: Double, zoom: some ZoomControlling) -> Bool {
    defer { phase = .idle }
    guard case .panning(let pan) = phase else { return false }
    zoom.endGesture(velocity: .zero, focus: pan.last, at: now)
    return true
  }
}
