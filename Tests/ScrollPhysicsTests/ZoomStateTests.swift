import Foundation
import Testing

@testable import ScrollPhysics

/// Zoom and pan as values of time (docs/physics.md §17): a 4000×3000 picture in a 1000×500 view
/// at display scale 1 is fitted at 666.7×500 points, zooms up to 48× (8 device px per picture
/// px), and each motion is checked at explicit times.
@Suite("Zoom and pan")
struct ZoomStateTests {
  static let geometry = ZoomGeometry(
    pixels: ZoomVector(x: 4000, y: 3000), viewport: ZoomVector(x: 1000, y: 500), displayScale: 1)

  static func state() -> ZoomState { ZoomState(geometry: geometry, displayScale: 1) }

  /// The state zoomed to `zoom` about the centre and settled, at time 10.
  static func zoomed(_ zoom: Double) -> ZoomState {
    var state = state()
    state.animate(toZoom: zoom, about: .zero, at: 0)
    return state
  }

  @Test("the fit, the limits and the deepest zoom")
  func geometryOfAPicture() {
    let geometry = Self.geometry
    #expect(abs(geometry.fitted.x - 666.666_666) < 1e-3)
    #expect(geometry.fitted.y == 500)
    #expect(abs(geometry.maximumZoom - 48) < 1e-9)
    let limits = geometry.offsetLimits(zoom: 2)
    #expect(abs(limits.x.upperBound - 166.666_666) < 1e-3)
    #expect(limits.y.upperBound == 250)
    #expect(geometry.offsetLimits(zoom: 1).x == 0...0)
    // A picture smaller than an eighth of the view cannot zoom in.
    let icon = ZoomGeometry(
      pixels: ZoomVector(x: 16, y: 16), viewport: ZoomVector(x: 1000, y: 500), displayScale: 1)
    #expect(icon.maximumZoom == 1)
  }

  @Test("the rubber band follows at 0.55, never reaches its dimension, and inverts")
  func rubberBand() {
    #expect(abs(RubberBand.band(1, dimension: 1000) - 0.55) < 1e-3)
    #expect(RubberBand.band(100_000, dimension: 1000) < 1000)
    #expect(RubberBand.band(-200, dimension: 1000) == -RubberBand.band(200, dimension: 1000))
    for excess in [-700.0, -3, 0, 5, 250, 4000] {
      let banded = RubberBand.band(excess, dimension: 1000)
      #expect(abs(RubberBand.unband(banded, dimension: 1000) - excess) < 1e-6)
    }
  }

  @Test("a pinch zooms about the fingers: the picture point under them stays under them")
  func pinchAboutFingers() {
    var state = Self.state()
    state.beginGesture(at: 0)
    state.track(scale: 2, from: ZoomVector(x: 100, y: 50), to: ZoomVector(x: 100, y: 50))
    #expect(state.zoom(at: 0) == 2)
    #expect(state.offset(at: 0) == ZoomVector(x: -100, y: -50))
    // The fingers also move 30 points right: the picture pans with them.
    state.track(scale: 2, from: ZoomVector(x: 100, y: 50), to: ZoomVector(x: 130, y: 50))
    #expect(state.offset(at: 0) == ZoomVector(x: -70, y: -50))
  }

  @Test("past the deepest zoom the pinch resists, and on release springs back to it")
  func pinchPastMaximum() throws {
    var state = Self.zoomed(40)
    state.beginGesture(at: 10)
    state.track(scale: 4, from: .zero, to: .zero)
    let stretched = state.zoom(at: 10)
    #expect(stretched > 48 && stretched < 96)  // beyond the limit, under twice it
    #expect(stretched < 160 * 0.9)
    state.endGesture(velocity: .zero, focus: .zero, at: 10)
    // A critically damped spring from `stretched` to 48 (ω0 = 15.71 rad/s), in closed form.
    let spring = SpringSimulation(
      from: stretched, velocity: 0, to: 48, startTime: 10,
      tolerance: Tolerance(distance: 1e-9, velocity: 1e-9))
    for time in [10.1, 10.25, 10.4] {
      #expect(abs(state.zoom(at: time) - spring.position(at: time)) < 1e-9)
    }
    #expect(state.zoom(at: 12) == 48)
    #expect(!state.isMoving(at: 12))
  }

  @Test("pinched smaller than the fit, the picture springs back to it, centred")
  func pinchBelowFit() {
    var state = Self.state()
    state.beginGesture(at: 0)
    state.track(scale: 0.5, from: ZoomVector(x: 200, y: 0), to: ZoomVector(x: 200, y: 0))
    let shrunk = state.zoom(at: 0)
    #expect(shrunk < 1 && shrunk > 0.5)
    state.endGesture(velocity: .zero, focus: ZoomVector(x: 200, y: 0), at: 0)
    #expect(state.isMoving(at: 0.2))
    #expect(state.zoom(at: 2) == 1)
    #expect(state.offset(at: 2) == .zero)
    #expect(!state.isZoomed(at: 2))
  }

  @Test("a pan follows 1:1 inside the edges and resists past them")
  func panResistsAtEdges() {
    var state = Self.zoomed(2)
    state.beginGesture(at: 10)
    state.track(scale: 1, from: .zero, to: ZoomVector(x: -100, y: 40))
    #expect(state.offset(at: 10) == ZoomVector(x: -100, y: 40))
    state.track(scale: 1, from: .zero, to: ZoomVector(x: -400, y: 0))
    let limit = -Self.geometry.offsetLimits(zoom: 2).x.upperBound
    let expected = limit + RubberBand.band(-400 - limit, dimension: 1000)
    #expect(abs(state.offset(at: 10).x - expected) < 1e-9)
  }

  @Test("a fling coasts with friction and bounces off the edge, ending exactly on it")
  func flingBounces() {
    var state = Self.zoomed(2)
    state.beginGesture(at: 10)
    state.track(scale: 1, from: .zero, to: ZoomVector(x: -50, y: 0))
    state.endGesture(velocity: ZoomVector(x: -1000, y: 0), focus: .zero, at: 10)
    let limit = -Self.geometry.offsetLimits(zoom: 2).x.upperBound
    // Friction alone would stop at −50 − 1000/k (k = −ln 0.135 = 2.0), far past the edge.
    let friction = FrictionSimulation(
      from: -50, velocity: -1000, startTime: 10, tolerance: Tolerance(distance: 1, velocity: 20))
    #expect(friction.finalPosition < limit - 300)
    #expect(abs(state.offset(at: 10.05).x - friction.position(at: 10.05)) < 1e-9)
    let path = stride(from: 10.0, through: 12, by: 0.001).map { state.offset(at: $0).x }
    let deepest = path.min() ?? 0
    #expect(deepest < limit && deepest > limit - 40)  // past the edge, a little
    #expect(state.offset(at: 12).x == limit)
    #expect(state.offset(at: 12).y == 0)
    #expect(!state.isMoving(at: 12))
  }

  @Test("a slow release inside the edges stops where friction takes it")
  func flingInside() {
    var state = Self.zoomed(4)
    state.beginGesture(at: 10)
    state.endGesture(velocity: ZoomVector(x: 100, y: -60), focus: .zero, at: 10)
    let k = -log(PhysicsConstants.frictionDrag)
    #expect(abs(state.offset(at: 20).x - 100 / k) < 1e-9)
    #expect(abs(state.offset(at: 20).y - -60 / k) < 1e-9)
  }

  @Test("a step zoom springs about its point, which stays on the same picture point")
  func animatedZoomKeepsThePoint() {
    var state = Self.zoomed(2)
    let focus = ZoomVector(x: 120, y: -60)
    let before = (focus - state.offset(at: 10)) * (1 / state.zoom(at: 10))
    state.animate(toZoom: 3, about: focus, at: 10)
    for time in [10.05, 10.2] {
      let point = (focus - state.offset(at: time)) * (1 / state.zoom(at: time))
      #expect(abs(point.x - before.x) < 1e-9 && abs(point.y - before.y) < 1e-9)
    }
    // Once the offset is within a device pixel it rests; the zoom settles a little later.
    let late = (focus - state.offset(at: 10.5)) * (1 / state.zoom(at: 10.5))
    #expect(abs(late.x - before.x) < 0.1 && abs(late.y - before.y) < 0.1)
    #expect(state.zoom(at: 12) == 3)
  }

  @Test("zooming back to the fit centres the picture; a zoom to 1:1 from the fit is zoomed")
  func fitAndZoomed() {
    var state = Self.zoomed(6)
    #expect(state.isZoomed(at: 10))
    state.animate(toZoom: 1, about: ZoomVector(x: 300, y: 100), at: 10)
    #expect(state.isZoomed(at: 10.1), "still on its way")
    #expect(state.offset(at: 12) == .zero)
    #expect(state.isAtRestAtFit(at: 12))
  }
}
