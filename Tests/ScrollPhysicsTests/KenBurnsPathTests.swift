import TestSupport
import Testing

@testable import ScrollPhysics

/// The Ken Burns path on explicit fractions of its interval: for 1,000 generated picture and
/// view shapes, the visible rectangle stays inside the picture and keeps its middle third in
/// view at every sampled moment; the same seed moves the same way; the zoom stays between the
/// fit and 1.2×.
@Suite("Ken Burns path")
struct KenBurnsPathTests {
  /// The part of the picture in view at `fraction`, per axis, in the zoomed picture's points
  /// from its left (top) edge: where it starts and ends, and the picture's size there.
  static func visible(_ path: KenBurnsPath, at fraction: Double)
    -> [(start: Double, end: Double, size: Double, view: Double)]
  {
    let zoom = path.zoom(at: fraction)
    let offset = path.offset(at: fraction)
    let geometry = path.geometry
    return [
      (geometry.fitted.x * zoom, geometry.viewport.x, offset.x),
      (geometry.fitted.y * zoom, geometry.viewport.y, offset.y),
    ].map { size, view, offset in
      let start = size / 2 - offset - view / 2
      return (start, start + view, size, view)
    }
  }

  /// A picture of random shape (from 1:8 to 8:1) fitted (contained or covering) in a view of
  /// random shape (320×240 to 3840×2160 and their turns).
  static func shapes(count: Int) -> [(ZoomGeometry, UInt64)] {
    var random = SeededGenerator(seed: 24)
    return (0..<count).map { _ in
      let pixels = ZoomVector(
        x: Double.random(in: 100...12_000, using: &random),
        y: Double.random(in: 100...12_000, using: &random))
      let aspect = pixels.x / pixels.y
      let clamped = min(max(aspect, 1.0 / 8), 8)
      let picture = ZoomVector(x: pixels.y * clamped, y: pixels.y)
      let view = ZoomVector(
        x: Double.random(in: 320...3840, using: &random),
        y: Double.random(in: 240...2160, using: &random))
      let contain = min(view.x / picture.x, view.y / picture.y)
      let cover = max(view.x / picture.x, view.y / picture.y)
      let fit = Bool.random(using: &random) ? contain : cover
      let geometry = ZoomGeometry(
        pixels: picture, viewport: view, displayScale: 1, fitScale: fit)
      return (geometry, random.next())
    }
  }

  @Test("1,000 shapes: never beyond the picture, the middle third always in view")
  func staysInsideAndKeepsTheMiddle() {
    let tolerance = 1e-6
    for (geometry, seed) in Self.shapes(count: 1_000) {
      let path = KenBurnsPath(geometry: geometry, seed: seed)
      for step in 0...20 {
        let fraction = Double(step) / 20
        let zoom = path.zoom(at: fraction)
        #expect(zoom >= 1 - tolerance && zoom <= 1.2 + tolerance)
        for axis in Self.visible(path, at: fraction) {
          if axis.size > axis.view {
            // Larger than the view: nothing beyond its edges shows.
            #expect(axis.start >= -tolerance && axis.end <= axis.size + tolerance, "\(axis)")
            if axis.view >= axis.size / 3 {
              #expect(axis.start <= axis.size / 3 + tolerance, "\(axis)")
              #expect(axis.end >= axis.size * 2 / 3 - tolerance, "\(axis)")
            }
          } else {
            // No larger: centred, all of it in view.
            #expect(abs(axis.start - (axis.size - axis.view) / 2) < tolerance)
          }
        }
      }
    }
  }

  @Test("the same picture moves the same way every time; another one another way")
  func sameSeedSamePath() {
    let (geometry, seed) = Self.shapes(count: 1)[0]
    let first = KenBurnsPath(geometry: geometry, seed: seed)
    let again = KenBurnsPath(geometry: geometry, seed: seed)
    #expect(first == again)
    for step in 0...10 {
      let fraction = Double(step) / 10
      #expect(first.offset(at: fraction) == again.offset(at: fraction))
      #expect(first.zoom(at: fraction) == again.zoom(at: fraction))
    }
    let other = KenBurnsPath(geometry: geometry, seed: seed &+ 1)
    #expect(other != first)
  }

  @Test("every path zooms by at least 1.1× between its ends, and the depth reaches 1.2× at most")
  func zoomsVisibly() {
    var depths: [Double] = []
    var zoomingIn = 0
    for (geometry, seed) in Self.shapes(count: 1_000) {
      let path = KenBurnsPath(geometry: geometry, seed: seed)
      let depth = max(path.startZoom, path.endZoom)
      if path.endZoom > path.startZoom { zoomingIn += 1 }
      #expect(min(path.startZoom, path.endZoom) == 1)
      #expect(depth >= 1.1 && depth <= 1.2)
      depths.append(depth)
    }
    // Both ways occur, and the depths spread over the range.
    #expect((depths.min() ?? 0) < 1.11 && (depths.max() ?? 0) > 1.19)
    #expect(zoomingIn > 400 && zoomingIn < 600, "\(zoomingIn) of 1,000 zoom in")
  }

  @Test("a 3:2 photo in 16:9: at 1.2× it pans 10 % of the view at most, up and down")
  func panLimitsOfAPhoto() {
    let geometry = ZoomGeometry(
      pixels: ZoomVector(x: 6000, y: 4000), viewport: ZoomVector(x: 1920, y: 1080),
      displayScale: 1)
    let path = KenBurnsPath(geometry: geometry, seed: 7)
    // Fitted 1620×1080: narrower than the view until 1.185×; at 1.2×, 1944×1296.
    let limits = path.panLimits(zoom: 1.2)
    #expect(abs(limits.x - 12) < 1e-9)
    #expect(abs(limits.y - 108) < 1e-9)
    #expect(path.panLimits(zoom: 1) == .zero)
  }
}
