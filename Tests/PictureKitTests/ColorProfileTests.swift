import Foundation
import Geometry
import PictureCodecs
import PictureKit
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// Pictures tagged with an ICC profile are converted to sRGB: a Display P3 picture (as phones
/// make) shows the colour it was made from, whatever its container; untagged ones are sRGB.
@Suite(.serialized) struct ColorProfileTests {
  /// SDL_image's formats (TIFF, BMP, SVG, ...) decode in this process too.
  init() { SDLImageCodec.registerAsFallback() }

  /// A skin tone and a saturated green, in sRGB: P3 stores both with other values.
  static let colours: [UInt32] = [0xFFE0_AC69, 0xFF20_C040]

  /// `colour` converted by lcms2 from sRGB to Display P3: what a P3 camera stores.
  static func p3Stored(_ colour: UInt32, profile: [UInt8]) -> UInt32 {
    var pixels = [colour]
    ColorProfile.convertFromSRGB(&pixels, to: profile)
    return pixels[0]
  }

  static func hex(_ argb: UInt32) -> String {
    "rgb(\(argb >> 16 & 0xFF),\(argb >> 8 & 0xFF),\(argb & 0xFF))"
  }

  static func largestDifference(_ a: UInt32, _ b: UInt32) -> Int {
    [16, 8, 0].map { abs(Int(a >> $0 & 0xFF) - Int(b >> $0 & 0xFF)) }.max() ?? 0
  }

  /// ImageMagick writes the P3 values and embeds (assigns, without converting) the profile.
  @Test(arguments: ["png", "jpg", "webp", "tif"])
  func displayP3PicturesShowTheirSRGBColour(_ fileExtension: String) throws {
    let profile = try #require(ColorProfile.displayP3())
    let folder = try TemporaryFolder()
    try folder.write(profile, to: "p3.icc")
    for colour in Self.colours {
      let stored = Self.p3Stored(colour, profile: profile)
      #expect(Self.largestDifference(stored, colour) >= 10, "P3 stores other values")
      let path = folder.file("p3.\(fileExtension)")
      let quality =
        fileExtension == "webp" ? ["-define", "webp:lossless=true"] : ["-quality", "100"]
      let made = ImageMagick.convert(
        ["-size", "16x16", "xc:\(Self.hex(stored))"] + quality
          + ["-profile", folder.file("p3.icc"), path])
      #expect(made != nil, "ImageMagick could not write \(path)")
      let picture = try SDLTestSession.run {
        return try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
          FilePath(path), fittingIn: Size(width: 16, height: 16))
      }
      let shown = picture.pixels.pixel(x: 8, y: 8)
      #expect(
        Self.largestDifference(shown, colour) <= 3,
        "\(fileExtension): shown \(Self.hex(shown)), made from \(Self.hex(colour))")
    }
  }

  @Test func untaggedPicturesAreLeftAsTheyAre() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("plain.png")
    #expect(ImageMagick.convert(["-size", "4x4", "xc:\(Self.hex(Self.colours[0]))", path]) != nil)
    let picture = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
      FilePath(path), fittingIn: Size(width: 4, height: 4))
    #expect(picture.pixels.pixel(x: 1, y: 1) == Self.colours[0])
  }

  /// A profile that is not a profile is ignored: the picture shows, unconverted.
  @Test func garbageProfilesAreIgnored() {
    var pixels = Self.colours
    #expect(!ColorProfile.convertToSRGB(&pixels, from: [1, 2, 3]))
    #expect(!ColorProfile.convertToSRGB(&pixels, from: Array(repeating: 0xFF, count: 4096)))
    #expect(pixels == Self.colours)
  }
}
