import Foundation
import Geometry
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// Netpbm in every variant (bitmap, grey, colour; plain and raw; 8 and 16 bits) decodes to what
/// ImageMagick reads from the same file.
@Suite struct PNMTests {
  static let variants: [(String, [String])] = [
    ("pbm", []), ("pbm", ["-compress", "none"]), ("pgm", ["-depth", "8"]),
    ("pgm", ["-depth", "16"]), ("pgm", ["-depth", "16", "-compress", "none"]),
    ("ppm", ["-depth", "8"]), ("ppm", ["-depth", "16"]), ("ppm", ["-compress", "none"]),
  ]

  @Test(arguments: 0..<variants.count)
  func matchesImageMagick(_ index: Int) throws {
    let (type, options) = Self.variants[index]
    let folder = try TemporaryFolder()
    let path = folder.file("p.\(type)")
    // 13 × 5: rows that do not end on a byte boundary in raw bitmaps.
    let made = ImageMagick.convert(
      ["-size", "13x5", "gradient:rgb(250,40,10)-rgb(5,90,200)"] + options + [path])
    #expect(made != nil)
    let reference = try #require(ImageMagick.convert([path, "-depth", "8", "RGBA:-"]))
    let picture = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
      FilePath(path), fittingIn: Size(width: 13, height: 5))
    #expect(picture.pixels.size == Size(width: 13, height: 5))
    var worst = 0
    for (i, argb) in picture.pixels.pixels.enumerated() {
      let got = [Int(argb >> 16 & 0xFF), Int(argb >> 8 & 0xFF), Int(argb & 0xFF)]
      for c in 0..<3 { worst = max(worst, abs(got[c] - Int(reference[i * 4 + c]))) }
    }
    #expect(worst <= 1, "\(type) \(options): largest difference \(worst)")
  }

  @Test func aShortFileIsCorrupt() throws {
    let folder = try TemporaryFolder()
    try folder.write(Array("P6 4 4 65535\n".utf8) + [1, 2, 3], to: "short.ppm")
    #expect(throws: DecodeFailure.corrupt(.pnm, "the file ends before its last pixel")) {
      try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
        FilePath(folder.file("short.ppm")), fittingIn: Size(width: 4, height: 4))
    }
  }
}
