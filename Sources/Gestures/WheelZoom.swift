import SDLKit
import ScrollPhysics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Scrolling that zooms or pans the picture instead of paging (docs/physics.md §17): with Ctrl a
/// wheel notch zooms by one step about the pointer and a trackpad scroll zooms continuously;
/// without Ctrl a trackpad scroll pans a zoomed picture.
///
/// A trackpad's zoom or pan is a gesture like a pinch: it follows the fingers, rubber-banded past
/// the limits, and lets go 100 ms after its last event (SDL2 has no scroll-stop event, §8c),
/// when it springs back inside. Libinput's kinetic tail keeps it moving meanwhile.
struct WheelZoom {
  private enum Mode {
    /// Zooming about `start` by e^`logScale`.
    case zooming(logScale: Double)
    /// Panning by `translation` points.
    case panning(translation: ZoomVector)
  }

  /// The trackpad gesture in progress: where the pointer was when it began, and since when.
  private var gesture: (mode: Mode, start: ZoomVector, lastNow: Double)?

  /// When the trackpad gesture lets go unless another event comes, in s.
  var deadline: Double? { gesture.map { $0.lastNow + PhysicsConstants.trackpadIdle } }

  /// Whether a trackpad zoom or pan is in progress.
  var isActive: Bool { gesture != nil }

  /// Whether a trackpad pan is in progress.
  var isPanning: Bool {
    guard case .panning? = gesture?.mode else { return false }
    return true
  }

  /// A scroll with Ctrl held: zooms about the pointer.
  /// - Returns: whether the zoom was told something.
  mutating func zoom(
    _ event: WheelEvent, now: Double, zoom: some ZoomControlling
  ) -> Bool {
    guard zoom.canZoom(at: now) else { return false }
    let point = ZoomVector(x: event.pointerX, y: event.pointerY)
    let y = event.preciseY != 0 ? event.preciseY : Double(event.y)
    guard y != 0 else { return false }
    if gesture == nil, WheelGesture.isNotchLike(y) {
      // Away from the user zooms in, as in browsers.
      zoom.zoom(by: pow(PhysicsConstants.zoomStep, y), about: point, at: now)
      return true
    }
    let units = y * WheelGesture.pixelsPerUnit(event.source) / PhysicsConstants.trackpadZoomDistance
    guard case .zooming(let logScale)? = gesture?.mode, let start = gesture?.start else {
      _ = end(now: now, zoom: zoom)
      zoom.beginGesture(at: now)
      gesture = (.zooming(logScale: units), point, now)
      zoom.track(scale: exp(units), from: point, to: point, at: now)
      return true
    }
    gesture = (.zooming(logScale: logScale + units), start, now)
    zoom.track(scale: exp(logScale + units), from: start, to: start, at: now)
    return true
  }

  /// A trackpad scroll without Ctrl on a zoomed picture: pans it, the content moving with the
  /// fingers as when scrolling a page.
  /// - Returns: whether the zoom was told something.
  mutating func pan(_ event: WheelEvent, now: Double, zoom: some ZoomControlling) -> Bool {
    let unit = WheelGesture.pixelsPerUnit(event.source)
    // + x scrolls right (the content moves left), + y scrolls up (the content moves down).
    let delta = ZoomVector(x: -event.preciseX * unit, y: event.preciseY * unit)
    guard case .panning(let translation)? = gesture?.mode, let start = gesture?.start else {
      _ = end(now: now, zoom: zoom)
      let start = ZoomVector(x: event.pointerX, y: event.pointerY)
      zoom.beginGesture(at: now)
      gesture = (.panning(translation: delta), start, now)
      zoom.track(scale: 1, from: start, to: start + delta, at: now)
      return true
    }
    gesture = (.panning(translation: translation + delta), start, now)
    zoom.track(scale: 1, from: start, to: start + translation + delta, at: now)
    return true
  }

  /// Lets the trackpad gesture go once its idle deadline has passed.
  /// - Returns: whether the zoom was told something.
  mutating func fireDeadline(now: Double, zoom: some ZoomControlling) -> Bool {
    guard let deadline, now >= deadline else { return false }
    return end(now: now, zoom: zoom)
  }

  /// Lets the trackpad gesture go now (another gesture starts, or focus is lost).
  /// - Returns: whether the zoom was told something.
  mutating func end(now: Double, zoom: some ZoomControlling) -> Bool {
    guard let gesture else { return false }
    self.gesture = nil
    var focus = gesture.start
    if case .panning(let translation) = gesture.mode { focus = focus + translation }
    zoom.endGesture(velocity: .zero, focus: focus, at: now)
    return true
  }
}
