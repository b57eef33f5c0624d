import Foundation
import Geometry
import PictureCodecs
import TestSupport
import Testing

@testable import PictureDecoding

/// The JPEG codec's own area average (the CJPEG shim's, in C, for a shrink under 2:1) gives the
/// general average's pixels (``PixelBuffer/areaAveraged``, what every JPEG went through before)
/// within one level, at every scale the codec picks, on odd sizes, for every kind of file.
@Suite("JPEG area average in C", .serialized)
struct AveragedJPEGTests {
  /// An odd-sized photo-like picture, encoded by libjpeg-turbo (4:2:0, quality 92).
  static let photo: [UInt8] = {
    let (width, height) = (1001, 667)
    let pixels = ScaledJPEGTests.photoPixels(width: width, height: height)
    return (try? JPEGCodec.encode(pixels, width: width, height: height, quality: 92)) ?? []
  }()

  static let limits = CodecLimits(maximumPixels: 1 << 26)

  /// `bytes` decoded at the scale for `target` and averaged by the general average, as
  /// JPEGFormatCodec did for every shrink before.
  static func general(_ bytes: [UInt8], to target: Size) throws -> PixelBuffer {
    let scaled = try JPEGCodec.decodePixels(
      bytes, atLeast: (target.width, target.height), limits: limits)
    return scaled.argb.withUnsafeBytes { raw in
      PixelBuffer.areaAveraged(
        raw, width: scaled.width, height: scaled.height, pitch: scaled.width * 4,
        layout: .argb8888, to: target)
    }
  }

  /// `bytes` through the codec's own average, or nil when it declined.
  static func averaged(_ bytes: [UInt8], to target: Size) throws -> PixelBuffer? {
    var pixels = [UInt32](repeating: 0, count: target.area)
    let done = try pixels.withUnsafeMutableBufferPointer { output in
      try JPEGCodec.decodeAveraged(
        bytes, to: (target.width, target.height), limits: limits, into: output,
        begin: { _, _ in true })
    }
    return done ? PixelBuffer(size: target, pixels: pixels) : nil
  }

  /// The largest difference of any channel, alpha included, between two buffers of one size.
  static func largestDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
    var largest = 0
    for (p, q) in zip(a.pixels, b.pixels) {
      for shift: UInt32 in [0, 8, 16, 24] {
        largest = max(largest, abs(Int(p >> shift & 0xFF) - Int(q >> shift & 0xFF)))
      }
    }
    return largest
  }

  @Test(
    "within one level of the general average, at each scale (1001 × 667 at 1, 2, 4, 8 / 8)",
    arguments: [
      (Size(width: 101, height: 67), 1), (Size(width: 64, height: 43), 1),
      (Size(width: 127, height: 85), 2), (Size(width: 201, height: 133), 2),
      (Size(width: 333, height: 223), 4), (Size(width: 251, height: 168), 4),
      (Size(width: 627, height: 419), 8), (Size(width: 999, height: 601), 8),
      (Size(width: 1001, height: 667), 8),
    ])
  func matchesTheGeneralAverage(_ target: Size, eighths: Int) throws {
    let bytes = Self.photo
    try #require(!bytes.isEmpty)
    let scale = JPEGCodec.scale(width: 1001, height: 667, atLeast: (target.width, target.height))
    #expect(scale == eighths)
    let result = try #require(try Self.averaged(bytes, to: target), "declined \(target)")
    let reference = try Self.general(bytes, to: target)
    #expect(result.size == target)
    #expect(Self.largestDifference(result, reference) <= 1)
    #expect(result.pixels.allSatisfy { $0 >> 24 == 0xFF }, "opaque")
  }

  @Test("a shrink of 2:1 or more, or an enlargement, is left to the general average")
  func declinesWhatItCannotAverage() throws {
    #expect(JPEGCodec.averages((100, 100), to: (51, 51)))
    #expect(JPEGCodec.averages((100, 100), to: (100, 100)))
    #expect(!JPEGCodec.averages((100, 100), to: (50, 51)))
    #expect(!JPEGCodec.averages((100, 100), to: (51, 50)))
    #expect(!JPEGCodec.averages((100, 100), to: (101, 100)))
    #expect(!JPEGCodec.averages((100, 100), to: (0, 100)))
    // 999 wide needs the full size, whose 667 rows are more than twice 300.
    var begun: (Int, Int)?
    var pixels = [UInt32](repeating: 7, count: 999 * 300)
    let done = try pixels.withUnsafeMutableBufferPointer { output in
      try JPEGCodec.decodeAveraged(
        Self.photo, to: (999, 300), limits: Self.limits, into: output,
        begin: {
          begun = ($0, $1)
          return true
        })
    }
    #expect(!done)
    #expect(begun?.0 == 1001 && begun?.1 == 667)
    #expect(pixels.allSatisfy { $0 == 7 }, "nothing written")
  }

  @Test("progressive, grey and CMYK files (Adobe's inverted inks) average the same way")
  func everyKindOfFile() throws {
    let folder = try TemporaryFolder()
    let source = folder.file("photo.jpg")
    try Data(Self.photo).write(to: URL(fileURLWithPath: source))
    let variants = [
      ("progressive.jpg", ["-interlace", "JPEG"]), ("grey.jpg", ["-colorspace", "Gray"]),
      ("cmyk.jpg", ["-colorspace", "CMYK"]),
    ]
    for (name, arguments) in variants {
      let made = ImageMagick.convert([source] + arguments + ["-quality", "90", folder.file(name)])
      try #require(made != nil, "ImageMagick's convert is required")
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.file(name))))
      for target in [Size(width: 333, height: 223), Size(width: 127, height: 85)] {
        let result = try #require(try Self.averaged(bytes, to: target), "\(name) declined")
        let reference = try Self.general(bytes, to: target)
        #expect(Self.largestDifference(result, reference) <= 1, "\(name) at \(target)")
      }
    }
  }

  @Test("a file cut short averages what arrived, grey below, as the rows did")
  func aFileCutShort() throws {
    let cut = Array(Self.photo.prefix(Self.photo.count / 2))
    let target = Size(width: 333, height: 223)
    let result = try #require(try Self.averaged(cut, to: target))
    #expect(Self.largestDifference(result, try Self.general(cut, to: target)) <= 1)
    let bottom = result.pixel(x: 166, y: 220)
    #expect(bottom & 0xFF_FFFF == 0x80_8080, "libjpeg's grey below")
  }

  @Test("a file libjpeg refuses throws its message")
  func aRefusedFile() throws {
    var broken = Self.photo
    // The start-of-frame's marker (FF C0) made a lossless differential frame's (FF C5).
    let marker = try #require(
      broken.indices.dropLast().first { broken[$0] == 0xFF && broken[$0 + 1] == 0xC0 })
    broken[marker + 1] = 0xC5
    let error = #expect(throws: CodecError.self) {
      _ = try Self.averaged(broken, to: Size(width: 333, height: 223))
    }
    #expect(error?.message == "Unsupported JPEG process: SOF type 0xc5")
  }
}
