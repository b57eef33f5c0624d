#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A point, a vector or a size in the plane, in points (lp) unless said otherwise.
package struct ZoomVector: Equatable, Sendable {
  package var x: Double
  package var y: Double

  package init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  package static let zero = ZoomVector(x: 0, y: 0)

  package static func + (a: ZoomVector, b: ZoomVector) -> ZoomVector {
    ZoomVector(x: a.x + b.x, y: a.y + b.y)
  }

  package static func - (a: ZoomVector, b: ZoomVector) -> ZoomVector {
    ZoomVector(x: a.x - b.x, y: a.y - b.y)
  }

  package static func * (a: ZoomVector, factor: Double) -> ZoomVector {
    ZoomVector(x: a.x * factor, y: a.y * factor)
  }

  /// The distance from the origin.
  package var length: Double { (x * x + y * y).squareRoot() }
}

/// Where a zoomed picture may be: the view it is shown in, its size at the fit, and how far it
/// may zoom (docs/physics.md §17).
///
/// Offsets are the picture's centre relative to the view's centre, in points; zoom 1 is the fit.
package struct ZoomGeometry: Equatable, Sendable {
  /// The view's size (the page), in points.
  package var viewport: ZoomVector
  /// The picture's size at zoom 1 (aspect-fitted in the view), in points.
  package var fitted: ZoomVector
  /// The deepest zoom (≥ 1), relative to the fit.
  package var maximumZoom: Double

  package init(viewport: ZoomVector, fitted: ZoomVector, maximumZoom: Double) {
    self.viewport = viewport
    self.fitted = fitted
    self.maximumZoom = max(1, maximumZoom)
  }

  /// The geometry of a picture of `pixels` (its own pixels) shown in `viewport` points with
  /// `displayScale` device pixels per point, zoomable to
  /// ``PhysicsConstants/zoomMaximumPixelScale`` device pixels per picture pixel.
  ///
  /// - Parameter fitScale: points per picture pixel at zoom 1; nil fits the picture in the view.
  package init(
    pixels: ZoomVector, viewport: ZoomVector, displayScale: Double, fitScale: Double? = nil
  ) {
    let contain =
      pixels.x > 0 && pixels.y > 0 ? min(viewport.x / pixels.x, viewport.y / pixels.y) : 1
    let fit = fitScale ?? contain
    self.init(
      viewport: viewport, fitted: pixels * fit,
      maximumZoom: PhysicsConstants.zoomMaximumPixelScale / max(fit * displayScale, 1e-9))
  }

  /// The zooms allowed, from the fit to the deepest.
  package var zoomLimits: ClosedRange<Double> { 1...maximumZoom }

  /// How far the picture's centre may be from the view's at `zoom`, per axis: none while the
  /// picture is narrower than the view, else half its overflow.
  package func offsetLimits(zoom: Double) -> (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    let x = max(0, (fitted.x * zoom - viewport.x) / 2)
    let y = max(0, (fitted.y * zoom - viewport.y) / 2)
    return (-x...x, -y...y)
  }

  /// `offset` moved into the limits for `zoom`.
  package func clamped(_ offset: ZoomVector, zoom: Double) -> ZoomVector {
    let limits = offsetLimits(zoom: zoom)
    return ZoomVector(
      x: min(max(offset.x, limits.x.lowerBound), limits.x.upperBound),
      y: min(max(offset.y, limits.y.lowerBound), limits.y.upperBound))
  }

  /// The zoom stretched by the rubber band where `raw` passes the limits (in log zoom).
  package func bandedZoom(_ raw: Double) -> Double {
    guard raw > 0 else { return 1 }
    let logLimits = 0...log(maximumZoom)
    return exp(
      RubberBand.apply(
        log(raw), limits: logLimits, dimension: PhysicsConstants.zoomRubberBandRange))
  }

  /// The raw zoom that ``bandedZoom(_:)`` shows as `shown`.
  package func unbandedZoom(_ shown: Double) -> Double {
    guard shown > 0 else { return 1 }
    return exp(
      RubberBand.remove(
        log(shown), limits: 0...log(maximumZoom),
        dimension: PhysicsConstants.zoomRubberBandRange))
  }

  /// The offset drawn for `raw` at `zoom`: past the limits, rubber-banded (a view's size is the
  /// band's dimension).
  package func bandedOffset(_ raw: ZoomVector, zoom: Double) -> ZoomVector {
    let limits = offsetLimits(zoom: zoom)
    return ZoomVector(
      x: RubberBand.apply(raw.x, limits: limits.x, dimension: viewport.x),
      y: RubberBand.apply(raw.y, limits: limits.y, dimension: viewport.y))
  }

  /// The raw offset that ``bandedOffset(_:zoom:)`` draws as `shown`.
  package func unbandedOffset(_ shown: ZoomVector, zoom: Double) -> ZoomVector {
    let limits = offsetLimits(zoom: zoom)
    return ZoomVector(
      x: RubberBand.remove(shown.x, limits: limits.x, dimension: viewport.x),
      y: RubberBand.remove(shown.y, limits: limits.y, dimension: viewport.y))
  }
}
