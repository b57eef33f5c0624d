import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import CarouselViewer

/// A zoomed picture on the software renderer is stretched from the exact fractional part of its
/// texture (SDLKit's own stretch): a pan by less than a texel moves it, and its edges are exact.
@Suite("Zoomed pictures from fractional texels", .serialized)
struct ZoomStretchTests {
  /// 5 device pixels a texel: a 40×30 picture at 200×150.
  static let texels = Size(width: 40, height: 30)
  static let scale = 5.0

  /// The frame of the striped picture zoomed with its top-left corner at `origin`, in a
  /// 160×90 page on black.
  static func frame(at origin: (x: Double, y: Double)) throws -> [UInt32] {
    try SDLTestSession.run {
      let (painter, renderer) = try FramePainter.offscreen(Size(width: 160, height: 90))
      let texture = try Texture(
        renderer: renderer, argbPixels: stripes, size: texels, isOpaque: true)
      let picture = Rect(
        x: origin.x, y: origin.y, width: Double(texels.width) * scale,
        height: Double(texels.height) * scale)
      let page = PageDrawing(
        content: .picture(texture, originalSize: texels), name: "stripes",
        frame: Rect(x: 0, y: 0, width: 160, height: 90),
        zoom: ZoomedPicture(picture: picture, originalSize: texels, detail: nil))
      try painter.paint([page], atRest: true, in: Rect(x: 0, y: 0, width: 160, height: 90))
      return try renderer.readPixels().argbPixels()
    }
  }

  /// Black and white columns, a grey ramp down the rows.
  static let stripes: [UInt32] = (0..<(40 * 30)).map { index in
    let x = index % 40
    let y = index / 40
    let value = UInt32(x % 2 == 0 ? 20 + y * 2 : 230 - y * 2)
    return 0xFF00_0000 | value << 16 | value << 8 | value
  }

  @Test("a pan by 0.4 device pixel (0.08 texel) moves the picture")
  func subTexelPanMoves() throws {
    let still = try Self.frame(at: (-20, -10))
    let panned = try Self.frame(at: (-19.6, -10))
    #expect(still != panned)
    // Each pixel samples its exact point: within 1 of the bilinear value there.
    for (frame, x) in [(still, -20.0), (panned, -19.6)] {
      var worst = 0
      for py in 0..<90 {
        for px in 0..<160 {
          let expected = Self.sample(
            atX: (Double(px) + 0.5 - x) / Self.scale,
            y: (Double(py) + 0.5 + 10) / Self.scale)
          worst = max(worst, abs(Int(frame[py * 160 + px] & 0xFF) - expected))
        }
      }
      #expect(worst <= 1, "a pixel is \(worst) off the picture's bilinear value")
    }
  }

  @Test("the picture's edge within the page: black before it, the edge texel from it on")
  func edgesAreExact() throws {
    let frame = try Self.frame(at: (10.4, 20.6))
    // Column 10's centre (10.5) is inside the picture, column 9's is not; row 21's centre is.
    #expect(frame[50 * 160 + 9] & 0xFF_FFFF == 0)
    let edge = Self.sample(atX: (10.5 - 10.4) / Self.scale, y: (50.5 - 20.6) / Self.scale)
    #expect(abs(Int(frame[50 * 160 + 10] & 0xFF) - edge) <= 1)
    #expect(frame[20 * 160 + 60] & 0xFF_FFFF == 0)
    #expect(frame[21 * 160 + 60] & 0xFF != 0)
  }

  /// The bilinear value of the stripes' grey at (x, y) in texels, clamped to the picture.
  static func sample(atX x: Double, y: Double) -> Int {
    let u = min(max(x - 0.5, 0), Double(texels.width - 1))
    let v = min(max(y - 0.5, 0), Double(texels.height - 1))
    let x0 = Int(u.rounded(.down))
    let y0 = Int(v.rounded(.down))
    let x1 = min(x0 + 1, texels.width - 1)
    let y1 = min(y0 + 1, texels.height - 1)
    func grey(_ x: Int, _ y: Int) -> Double { Double(stripes[y * texels.width + x] & 0xFF) }
    let fx = u - Double(x0)
    let fy = v - Double(y0)
    let top = grey(x0, y0) * (1 - fx) + grey(x1, y0) * fx
    let bottom = grey(x0, y1) * (1 - fx) + grey(x1, y1) * fx
    return Int((top * (1 - fy) + bottom * fy).rounded())
  }
}
