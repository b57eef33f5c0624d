import Geometry
import SDLKit

/// The two shapes the display draws besides text, made once as white textures and tinted when
/// drawn: an anti-aliased disc (page dots) and a vertical gradient (the scrim under captions).
///
/// Main thread only.
struct OverlayShapes {
  /// The disc's texture side, in pixels: drawn down to a few pixels with linear filtering.
  static let discSide = 64
  /// The gradient's height in steps.
  static let gradientSteps = 64

  let disc: Texture
  let gradient: Texture

  init(renderer: Renderer) throws(SDLError) {
    disc = try Texture(
      renderer: renderer, argbPixels: Self.discPixels(side: Self.discSide),
      size: Size(width: Self.discSide, height: Self.discSide))
    gradient = try Texture(
      renderer: renderer, argbPixels: Self.gradientPixels(steps: Self.gradientSteps),
      size: Size(width: 1, height: Self.gradientSteps))
  }

  /// A white disc filling a `side`-pixel square, its edge anti-aliased over one pixel.
  static func discPixels(side: Int) -> [UInt32] {
    let radius = Double(side) / 2
    return (0..<side * side).map { index in
      let x = Double(index % side) + 0.5 - radius
      let y = Double(index / side) + 0.5 - radius
      let coverage = min(max(radius - (x * x + y * y).squareRoot(), 0), 1)
      return UInt32((coverage * 255).rounded()) << 24 | 0x00FF_FFFF
    }
  }

  /// Black from transparent at the top to opaque at the bottom, eased (smoothstep), so the
  /// scrim has no visible top edge.
  static func gradientPixels(steps: Int) -> [UInt32] {
    (0..<steps).map { step in
      let t = (Double(step) + 0.5) / Double(steps)
      let eased = t * t * (3 - 2 * t)
      return UInt32((eased * 255).rounded()) << 24
    }
  }
}
