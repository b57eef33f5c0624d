import Foundation
import Geometry
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// A still WebP is decoded straight into the picture's pixels (``WebPFormatCodec``): the same
/// pixels ImageMagick reads from the file, alpha kept straight, at full size and fitted to a
/// smaller box as area averaging fits any picture; an animation still goes frame by frame.
@Suite struct WebPStillTests {
  /// A 41 × 23 lossless WebP (odd sizes: no row padding to hide behind) of a colour gradient
  /// fading from opaque to a quarter opaque, and its pixels as ImageMagick reads them (RGBA).
  static func still(in folder: TemporaryFolder) throws -> (path: String, rgba: [UInt8]) {
    let path = folder.file("still.webp")
    let made = ImageMagick.convert(
      [
        "-size", "41x23", "gradient:rgb(250,40,10)-rgb(5,90,200)", "(", "-size", "23x41",
        "gradient:white-gray25", "-rotate", "90", ")", "-alpha", "off", "-compose",
        "CopyOpacity", "-composite", "-define", "webp:lossless=true", "-define",
        "webp:exact=true", path,
      ])
    #expect(made != nil, "ImageMagick could not write the WebP")
    return (path, try #require(ImageMagick.convert([path, "-depth", "8", "RGBA:-"])))
  }

  @Test func aStillDecodesToItsPixelsWithItsAlpha() throws {
    let folder = try TemporaryFolder()
    let (path, reference) = try Self.still(in: folder)
    let picture = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
      FilePath(path), fittingIn: Size(width: 41, height: 23))
    #expect(picture.pixels.size == Size(width: 41, height: 23))
    var worst = 0
    var alphas = Set<Int>()
    for (i, argb) in picture.pixels.pixels.enumerated() {
      let got = [argb >> 16 & 0xFF, argb >> 8 & 0xFF, argb & 0xFF, argb >> 24].map(Int.init)
      for c in 0..<4 { worst = max(worst, abs(got[c] - Int(reference[i * 4 + c]))) }
      alphas.insert(got[3])
    }
    #expect(worst == 0, "largest difference \(worst)")
    #expect(alphas.count > 10 && alphas.min() ?? 255 < 80, "alpha kept: \(alphas.sorted())")
  }

  @Test func aStillLargerThanItsBoxIsAreaAveraged() throws {
    let folder = try TemporaryFolder()
    let (path, reference) = try Self.still(in: folder)
    let picture = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
      FilePath(path), fittingIn: Size(width: 20, height: 20))
    let expected = reference.withUnsafeBytes { raw in
      PixelBuffer.areaAveraged(
        raw, width: 41, height: 23, pitch: 41 * 4, layout: .abgr8888,
        to: PixelBuffer.fittedSize(Size(width: 41, height: 23), in: Size(width: 20, height: 20)))
    }
    #expect(picture.pixels.size == Size(width: 20, height: 11))
    #expect(picture.pixels == expected)
  }

  @Test func anAnimationStillPlaysItsFrames() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("two.webp")
    let made = ImageMagick.convert(
      [
        "-delay", "10", "-size", "8x6", "xc:red", "xc:blue", "-define", "webp:lossless=true",
        path,
      ])
    #expect(made != nil)
    let picture = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
      FilePath(path), fittingIn: Size(width: 8, height: 6))
    #expect(picture.animation?.frames.count == 2)
    #expect(picture.pixels.pixel(x: 4, y: 3) == 0xFFFF_0000)
  }
}
