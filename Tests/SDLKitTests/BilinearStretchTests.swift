import CPixelKernels
import Testing

/// CPixelKernels' bilinear stretch against a straightforward one in double precision.
@Suite("The bilinear stretch of the software renderer's pictures")
struct BilinearStretchTests {
  @Test(
    "within 1 of the exact bilinear value on odd sizes, fractional sources, up and down",
    arguments: [
      StretchCase(
        texels: (37, 23), clamp: (0, 0, 37, 23), origin: (0, 0), step: (37.0 / 53, 23.0 / 41),
        size: (53, 41)),
      StretchCase(
        texels: (61, 47), clamp: (0, 0, 61, 47), origin: (0.3, 0.7), step: (2.07, 2.41),
        size: (29, 19)),
      StretchCase(
        texels: (40, 30), clamp: (3, 5, 31, 27), origin: (3.37, 5.81), step: (0.8333, 0.8211),
        size: (33, 25)),
      StretchCase(
        texels: (17, 13), clamp: (0, 0, 17, 13), origin: (-1.5, -2.25), step: (0.61, 0.47),
        size: (35, 37)),
    ])
  func matchesTheReference(_ stretch: StretchCase) {
    let source = Self.picture(stretch.texels, outside: stretch.clamp)
    let drawn = stretch.run(source)
    let expected = stretch.reference(source)
    var worst = 0
    for (index, pixel) in drawn.enumerated() {
      #expect(pixel >> 24 == 0xFF, "pixel \(index) is not opaque")
      worst = max(worst, Self.channelDifference(pixel, expected[index]))
    }
    #expect(worst <= 1, "a channel is \(worst) off the exact bilinear value")
    for path in Self.paths {
      #expect(drawn == stretch.run(source, path: path), "path \(path.rawValue) differs")
    }
  }

  @Test("a 1:1 copy of whole texels is the texels exactly, also from inside the source")
  func copiesExactly() {
    let source = Self.picture((23, 11), outside: (0, 0, 23, 11))
    let stretch = StretchCase(
      texels: (23, 11), clamp: (0, 0, 23, 11), origin: (4, 3), step: (1, 1), size: (15, 7))
    for path in Self.paths {
      let drawn = stretch.run(source, path: path)
      for y in 0..<7 {
        for x in 0..<15 {
          #expect(drawn[y * 15 + x] == source[(y + 3) * 23 + x + 4] | 0xFF00_0000)
        }
      }
    }
  }

  @Test("only the texels of the clamp are read: the edges take the edge texel's value")
  func readsOnlyItsTexels() {
    // Inside the clamp 0...100 a channel, outside 255: any texel read from outside shows.
    let clamp = (4, 2, 12, 9)
    let source = Self.picture((16, 12), outside: clamp)
    let stretch = StretchCase(
      texels: (16, 12), clamp: clamp, origin: (3, 1), step: (10.0 / 27, 8.0 / 21), size: (27, 21))
    let drawn = stretch.run(source)
    for pixel in drawn {
      #expect(pixel & 0xFF <= 100 && pixel >> 8 & 0xFF <= 100 && pixel >> 16 & 0xFF <= 100)
    }
    // The top-left corner, half a texel and more outside, is the corner texel itself.
    #expect(drawn[0] == source[2 * 16 + 4] | 0xFF00_0000)
    #expect(drawn[21 * 27 - 1] == source[8 * 16 + 11] | 0xFF00_0000)
  }

  @Test("a pan by a quarter texel moves the picture (whole source rectangles could not)")
  func fractionalPanMoves() {
    // Black and white columns: a quarter-texel pan mixes a quarter of the next column in.
    let source = (0..<(8 * 4)).map { UInt32($0 % 8 % 2 == 0 ? 0x00_0000 : 0xFF_FFFF) }
    func row(at x: Double) -> [UInt32] {
      StretchCase(texels: (8, 4), clamp: (0, 0, 8, 4), origin: (x, 0), step: (1, 1), size: (6, 4))
        .run(source)
    }
    let still = row(at: 1)
    let panned = row(at: 1.25)
    #expect(still[0] == 0xFFFF_FFFF && still[1] == 0xFF00_0000)
    #expect(panned[0] & 0xFF == 191 && panned[1] & 0xFF == 64, "\(panned[0]), \(panned[1])")
    // A whole texel further is the same picture, one pixel on.
    #expect(Array(row(at: 2)[0..<5]) == Array(still[1..<6]))
  }

  @Test("nothing is drawn for empty or invalid arguments")
  func refusesBadArguments() {
    var out = [UInt32](repeating: 7, count: 4)
    let source = [UInt32](repeating: 0, count: 4)
    let status = out.withUnsafeMutableBufferPointer { buffer in
      pk_stretch_bilinear(source, 8, 0, 0, 2, 2, 0, 0, .nan, 1, buffer.baseAddress, 8, 2, 2)
    }
    #expect(status == -1 && out == [7, 7, 7, 7])
    let empty = out.withUnsafeMutableBufferPointer { buffer in
      pk_stretch_bilinear(source, 8, 1, 0, 1, 2, 0, 0, 1, 1, buffer.baseAddress, 8, 2, 2)
    }
    #expect(empty == -1 && out == [7, 7, 7, 7])
  }

  /// The paths this processor has, each of which must draw the same pixels.
  static let paths = [PKPathPortable, PKPathSSE2, PKPathAVX2].filter { pk_has_path($0) == 1 }

  /// A picture of `size` whose texels inside `clamp` (left, top, right, bottom) have channels
  /// of 0...100 and those outside 255, from a fixed sequence.
  static func picture(_ size: (Int, Int), outside clamp: (Int, Int, Int, Int)) -> [UInt32] {
    var state: UInt32 = 12345
    return (0..<(size.0 * size.1)).map { index in
      let x = index % size.0
      let y = index / size.0
      state = state &* 1_103_515_245 &+ 12345
      let inside = x >= clamp.0 && y >= clamp.1 && x < clamp.2 && y < clamp.3
      guard inside else { return 0x00FF_FFFF }
      let red = (state >> 8) % 101
      let green = (state >> 16) % 101
      let blue = (state >> 24) % 101
      return blue | green << 8 | red << 16
    }
  }

  /// The largest difference of the three colour channels of `a` and `b`.
  static func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
    func channel(_ pixel: UInt32, _ index: Int) -> Int { Int(pixel >> UInt32(index * 8) & 0xFF) }
    return (0..<3).map { abs(channel(a, $0) - channel(b, $0)) }.max() ?? 0
  }
}

/// One stretch: a source of `texels`, read within `clamp` (left, top, right, bottom), sampled
/// from `origin` by `step` texels a pixel into `size` pixels.
struct StretchCase: Sendable, CustomTestStringConvertible {
  var texels: (Int, Int)
  var clamp: (Int, Int, Int, Int)
  var origin: (Double, Double)
  var step: (Double, Double)
  var size: (Int, Int)

  var testDescription: String {
    "\(texels.0)×\(texels.1) from (\(origin.0), \(origin.1)) by \(step.0)×\(step.1) to \(size.0)×\(size.1)"
  }

  /// The kernel's pixels by `path`, drawn into a destination with 3 spare pixels a row (its
  /// pitch).
  func run(_ source: [UInt32], path: PKPath = PKPathBest) -> [UInt32] {
    let pitch = size.0 + 3
    var out = [UInt32](repeating: 0, count: pitch * size.1)
    let status = out.withUnsafeMutableBufferPointer { buffer in
      pk_stretch_bilinear_using(
        path, source, texels.0 * 4, Int32(clamp.0), Int32(clamp.1), Int32(clamp.2), Int32(clamp.3),
        origin.0, origin.1, step.0, step.1, buffer.baseAddress, pitch * 4, Int32(size.0),
        Int32(size.1))
    }
    #expect(status == 0)
    return (0..<size.1).flatMap { y in out[(y * pitch)..<(y * pitch + size.0)] }
  }

  /// Bilinear in double precision, rounded: each pixel's centre mapped to the source, the
  /// sample half a texel back, clamped to the texel centres of `clamp`.
  func reference(_ source: [UInt32]) -> [UInt32] {
    func axis(_ index: Int, _ origin: Double, _ step: Double, _ low: Int, _ high: Int)
      -> (Int, Int, Double)
    {
      let p = min(max(origin + (Double(index) + 0.5) * step - 0.5, Double(low)), Double(high - 1))
      let first = Int(p.rounded(.down))
      return (first, min(first + 1, high - 1), p - Double(first))
    }
    return (0..<(size.0 * size.1)).map { index in
      let (x0, x1, fx) = axis(index % size.0, origin.0, step.0, clamp.0, clamp.2)
      let (y0, y1, fy) = axis(index / size.0, origin.1, step.1, clamp.1, clamp.3)
      var pixel: UInt32 = 0xFF00_0000
      for shift in [0, 8, 16] {
        func c(_ x: Int, _ y: Int) -> Double { Double(source[y * texels.0 + x] >> shift & 0xFF) }
        let top = c(x0, y0) * (1 - fx) + c(x1, y0) * fx
        let bottom = c(x0, y1) * (1 - fx) + c(x1, y1) * fx
        pixel |= UInt32((top * (1 - fy) + bottom * fy).rounded()) << shift
      }
      return pixel
    }
  }
}
