/// A slow pan and zoom over one picture at rest (Ken Burns, `--motion kenburns`), as a value of
/// the fraction of its interval gone.
///
/// The zoom goes from the fit to a depth of at most ``PhysicsConstants/kenBurnsMaximumZoom`` (or
/// back), linearly, and the picture's centre moves between two points chosen within the limits
/// at each moment's zoom: so the view never shows beyond the picture where the picture is larger
/// than the view, and the middle part (``PhysicsConstants/kenBurnsKeptFraction`` of each side)
/// stays in view. The path is a function of a seed (the picture's), so the same picture moves
/// the same way every time.
package struct KenBurnsPath: Equatable, Sendable {
  /// The view and the picture's size at the fit (``ZoomGeometry/maximumZoom`` is not used).
  package let geometry: ZoomGeometry
  /// The zoom at the start and at the end (1 is the fit).
  package let startZoom: Double
  package let endZoom: Double
  /// Where the picture's centre goes at the start and at the end, as a fraction (−1...1) of the
  /// pan allowed on each axis at that moment's zoom (``panLimits(zoom:)``).
  package let startAnchor: ZoomVector
  package let endAnchor: ZoomVector

  /// The path of a picture shown with `geometry`, from `seed`.
  package init(geometry: ZoomGeometry, seed: UInt64) {
    self.geometry = geometry
    var random = SplitMix(state: seed)
    let depthRange = PhysicsConstants.kenBurnsMaximumZoom - PhysicsConstants.kenBurnsMinimumDepth
    let depth = PhysicsConstants.kenBurnsMinimumDepth + depthRange * random.unit()
    let zoomsIn = random.next() & 1 == 0
    (startZoom, endZoom) = zoomsIn ? (1, depth) : (depth, 1)
    startAnchor = ZoomVector(x: random.unit() * 2 - 1, y: random.unit() * 2 - 1)
    endAnchor = ZoomVector(x: random.unit() * 2 - 1, y: random.unit() * 2 - 1)
  }

  /// The zoom at `fraction` (0...1) of the interval.
  package func zoom(at fraction: Double) -> Double {
    let t = min(max(fraction, 0), 1)
    return startZoom + (endZoom - startZoom) * t
  }

  /// The picture's centre relative to the view's at `fraction` (0...1) of the interval, in
  /// points.
  package func offset(at fraction: Double) -> ZoomVector {
    let t = min(max(fraction, 0), 1)
    let limits = panLimits(zoom: zoom(at: t))
    let anchor = startAnchor + (endAnchor - startAnchor) * t
    return ZoomVector(x: limits.x * anchor.x, y: limits.y * anchor.y)
  }

  /// How far the picture's centre may be from the view's at `zoom`, per axis, in points: within
  /// the picture (half its overflow beyond the view) and keeping its middle part in view; none
  /// where the picture is no larger than the view.
  package func panLimits(zoom: Double) -> ZoomVector {
    let kept = PhysicsConstants.kenBurnsKeptFraction
    func limit(_ picture: Double, _ view: Double) -> Double {
      let size = picture * zoom
      guard size > view else { return 0 }
      // Inside: |o| ≤ (size − view)/2. The kept middle, `kept·size` wide about the centre,
      // in view: |o| ≤ (view − kept·size)/2.
      return max(0, min((size - view) / 2, (view - kept * size) / 2))
    }
    return ZoomVector(
      x: limit(geometry.fitted.x, geometry.viewport.x),
      y: limit(geometry.fitted.y, geometry.viewport.y))
  }
}

/// SplitMix64 (Steele, Lea, Flood 2014): a seed's reproducible stream of numbers.
private struct SplitMix {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in 0..<1.
  mutating func unit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }
}
