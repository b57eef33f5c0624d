import Foundation
import Geometry
import PictureCodecs
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// JPEGs decoded at the size they are shown (libjpeg-turbo's DCT scaling, then area
/// averaging) look like the full decode area-averaged to that size.
@Suite("Scaled JPEG decoding", .serialized)
struct ScaledJPEGTests {
  /// A 1200 × 800 picture with detail at every scale: gradients, fine stripes, a sharp-edged
  /// disc and grain, as ARGB pixels.
  static func photoPixels(width: Int = 1200, height: Int = 800) -> [UInt32] {
    var generator = SeededGenerator(seed: 1)
    var pixels = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        let grain = Double(generator.next() % 17) - 8
        let stripes = (x / 3) % 2 == 0 ? 30.0 : 0
        let inDisc = (x - 800) * (x - 800) + (y - 400) * (y - 400) < 200 * 200
        let red = Double(x) / Double(width) * 200 + stripes + grain
        let green = inDisc ? 220 : Double(y) / Double(height) * 180 + grain
        let blue = 60 + 60 * sin(Double(x + y) / 40) + grain
        func byte(_ value: Double) -> UInt32 { UInt32(min(max(value, 0), 255)) }
        pixels[y * width + x] = 0xFF00_0000 | byte(red) << 16 | byte(green) << 8 | byte(blue)
      }
    }
    return pixels
  }

  static func writeJPEG(_ path: String, width: Int = 1200, height: Int = 800) throws {
    let canvas = TestCanvas(
      size: Size(width: width, height: height),
      argbPixels: photoPixels(width: width, height: height))
    try canvas.saveJPEG(to: path, quality: 92)
  }

  /// The full-size decode, area-averaged to `target`: what the scaled decode stands in for.
  static func reference(_ path: String, target: Size) throws -> PixelBuffer {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let full = try JPEGCodec.decodePixels(
      bytes, atLeast: (.max / 2, .max / 2), limits: .init(maximumPixels: 1 << 30))
    return full.argb.withUnsafeBytes { raw in
      PixelBuffer.areaAveraged(
        raw, width: full.width, height: full.height, pitch: full.width * 4, layout: .argb8888,
        to: target)
    }
  }

  /// The largest and the mean difference of any channel between two buffers of one size.
  static func difference(_ a: PixelBuffer, _ b: PixelBuffer) -> (maximum: Int, mean: Double) {
    var maximum = 0
    var total = 0
    for (p, q) in zip(a.pixels, b.pixels) {
      for shift: UInt32 in [0, 8, 16] {
        let d = abs(Int(p >> shift & 0xFF) - Int(q >> shift & 0xFF))
        maximum = max(maximum, d)
        total += d
      }
    }
    return (maximum, Double(total) / Double(a.pixels.count * 3))
  }

  @Test(
    "the smallest of 1, 2, 4, 8 eighths at least the fitted size: 6000 × 4000 for 1920 × 1080 is 4/8"
  )
  func scaleChoice() {
    #expect(JPEGCodec.scale(width: 6000, height: 4000, atLeast: (1620, 1080)) == 4)
    #expect(JPEGCodec.scale(width: 6000, height: 4000, atLeast: (750, 500)) == 1)
    #expect(JPEGCodec.scale(width: 6000, height: 4000, atLeast: (751, 500)) == 2)
    #expect(JPEGCodec.scale(width: 6000, height: 4000, atLeast: (1500, 1000)) == 2)
    #expect(JPEGCodec.scale(width: 6000, height: 4000, atLeast: (1500, 1001)) == 4)
    #expect(JPEGCodec.scale(width: 6000, height: 4000, atLeast: (3000, 2000)) == 4)
    #expect(JPEGCodec.scale(width: 6000, height: 4000, atLeast: (3001, 2000)) == 8)
    #expect(JPEGCodec.scale(width: 6000, height: 4000, atLeast: (5250, 3500)) == 8)
    #expect(JPEGCodec.scale(width: 1200, height: 800, atLeast: (1200, 800)) == 8)
    #expect(JPEGCodec.scaled(6000, 3) == 2250 && JPEGCodec.scaled(1001, 1) == 126)
  }

  @Test(
    "scaled decode ≈ full decode + area average",
    arguments: [
      Size(width: 300, height: 200), Size(width: 320, height: 180),
      Size(width: 700, height: 700), Size(width: 1199, height: 799), Size(width: 100, height: 100),
      Size(width: 50, height: 50),
    ])
  func matchesTheFullDecodeAveraged(_ box: Size) throws {
    let folder = try TemporaryFolder()
    let path = folder.file("photo.jpg")
    try Self.writeJPEG(path)
    let decoded = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
      FilePath(path), fittingIn: box)
    let target = PixelBuffer.fittedSize(Size(width: 1200, height: 800), in: box)
    #expect(decoded.pixels.size == target)
    #expect(decoded.originalSize == Size(width: 1200, height: 800))
    let (maximum, mean) = Self.difference(decoded.pixels, try Self.reference(path, target: target))
    // DCT scaling filters a little differently from a box average: a few levels on average,
    // more only on the sharpest edges (stripes one pixel off a block boundary).
    #expect(mean < 2.5, "mean difference \(mean)")
    #expect(maximum < 32, "largest difference \(maximum)")
  }

  @Test("a camera-sized photo decodes at 4/8 and only its fitted pixels are held")
  func workingMemory() {
    let codec = JPEGFormatCodec(bytes: [])
    let bytes = codec.workingBytes(
      fileBytes: 6_000_000, size: Size(width: 6000, height: 4000),
      box: Size(width: 1920, height: 1080))
    #expect(bytes == 6_000_000 + 1620 * 1080 * 4)
    #expect(
      JPEGFormatCodec.scaledSize(
        Size(width: 6000, height: 4000), box: Size(width: 1920, height: 1080))
        == Size(width: 3000, height: 2000))
  }

  @Test("progressive and grey files scale too, to the same pixels within the tolerance")
  func progressiveAndGrey() throws {
    let folder = try TemporaryFolder()
    try Self.writeJPEG(folder.file("photo.jpg"))
    let variants = [
      ("progressive.jpg", ["-interlace", "JPEG"]), ("grey.jpg", ["-colorspace", "Gray"]),
    ]
    for (name, arguments) in variants {
      let made = ImageMagick.convert([folder.file("photo.jpg")] + arguments + [folder.file(name)])
      try #require(made != nil, "ImageMagick's convert is required")
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.file(name))))
      #expect(PictureHeader.jpegIsProgressive(in: bytes) == (name == "progressive.jpg"))
      // 300 × 200 is 2/8 exactly (the rows copied); 320 × 180 averages 300 × 200 to 270 × 180.
      for box in [Size(width: 300, height: 200), Size(width: 320, height: 180)] {
        let decoded = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
          FilePath(folder.file(name)), fittingIn: box)
        let target = PixelBuffer.fittedSize(Size(width: 1200, height: 800), in: box)
        let reference = try Self.reference(folder.file(name), target: target)
        #expect(Self.difference(decoded.pixels, reference).mean < 2.5, "\(name) in \(box)")
      }
    }
  }
}
