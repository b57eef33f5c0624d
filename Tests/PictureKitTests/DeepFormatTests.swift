import Foundation
import Geometry
import PictureKit
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// HEIC, AVIF and JPEG XL at 8, 10 and 12 bits, and 16-bit PNG, TIFF and PNM, show their
/// colours: deep samples are scaled to 8 bits, not cut or refused.
@Suite(.serialized) struct DeepFormatTests {
  /// SDL_image's formats (TIFF, BMP, SVG, ...) decode in this process too.
  init() { SDLImageCodec.registerAsFallback() }

  struct Case: CustomStringConvertible, Sendable {
    let fileExtension: String
    let bits: Int
    /// The tool and its arguments, with IN and OUT for the files.
    let command: [String]
    var description: String { "\(fileExtension) \(bits)-bit" }
  }

  /// 8-bit HEIC and AVIF are made by ImageMagick (through the same libheif), deeper ones by
  /// heif-enc.
  static let cases = [
    Case(fileExtension: "heic", bits: 8, command: ["convert", "IN8", "-quality", "95", "OUT"]),
    Case(
      fileExtension: "heic", bits: 10,
      command: ["heif-enc", "-b", "10", "-q", "95", "IN16", "-o", "OUT"]),
    Case(
      fileExtension: "heic", bits: 12,
      command: ["heif-enc", "-b", "12", "-q", "95", "IN16", "-o", "OUT"]),
    // aom 3.6 asserts on 10-bit 4:2:0 through heif-enc 1.15: 4:2:2 here.
    Case(fileExtension: "avif", bits: 8, command: ["convert", "IN8", "-quality", "95", "OUT"]),
    Case(
      fileExtension: "avif", bits: 10,
      command: ["heif-enc", "-A", "-p", "chroma=422", "-b", "10", "-q", "95", "IN16", "-o", "OUT"]),
    Case(
      fileExtension: "avif", bits: 12,
      command: ["heif-enc", "-A", "-b", "12", "-q", "95", "IN16", "-o", "OUT"]),
    Case(fileExtension: "jxl", bits: 8, command: ["cjxl", "-d", "0", "IN8", "OUT"]),
    Case(fileExtension: "jxl", bits: 16, command: ["cjxl", "-d", "0", "IN16", "OUT"]),
    Case(fileExtension: "png", bits: 16, command: ["cp", "IN16", "OUT"]),
    Case(fileExtension: "tif", bits: 16, command: ["convert", "IN16", "-depth", "16", "OUT"]),
    Case(fileExtension: "ppm", bits: 16, command: ["convert", "IN16", "-depth", "16", "OUT"]),
  ]

  /// A 64 × 32 picture, orange on the left and teal on the right.
  static let colours: [(Int, Int, Int)] = [(230, 120, 30), (20, 150, 160)]

  @Test(arguments: cases)
  func deepPicturesShowTheirColours(_ testCase: Case) throws {
    let folder = try TemporaryFolder()
    let draw = [
      "-size", "64x32", "xc:rgb(230,120,30)", "-fill", "rgb(20,150,160)", "-draw",
      "rectangle 32,0 63,31",
    ]
    // Truecolour PNGs (ImageMagick would write two colours as a palette, which heif-enc 1.15
    // reads with its colours mixed up), without gAMA and cHRM chunks.
    let plain = ["-define", "png:exclude-chunks=all"]
    #expect(ImageMagick.convert(draw + plain + ["PNG24:" + folder.file("in8.png")]) != nil)
    #expect(ImageMagick.convert(draw + plain + ["PNG48:" + folder.file("in16.png")]) != nil)
    let output = folder.file("out.\(testCase.fileExtension)")
    let arguments = testCase.command.dropFirst().map {
      $0 == "IN8"
        ? folder.file("in8.png")
        : $0 == "IN16" ? folder.file("in16.png") : $0 == "OUT" ? output : $0
    }
    #expect(ExternalTool.run(testCase.command[0], Array(arguments)), "\(testCase) not made")
    let picture = try SDLTestSession.run {
      return try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
        FilePath(output), fittingIn: Size(width: 64, height: 32))
    }
    #expect(picture.originalSize == Size(width: 64, height: 32))
    for (x, colour) in zip([12, 52], Self.colours) {
      let shown = picture.pixels.pixel(x: x, y: 16)
      let got = [Int(shown >> 16 & 0xFF), Int(shown >> 8 & 0xFF), Int(shown & 0xFF)]
      let difference = zip(got, [colour.0, colour.1, colour.2]).map { abs($0 - $1) }.max() ?? 0
      #expect(difference <= 8, "\(testCase) at x \(x): \(got) vs \(colour)")
    }
  }

  /// The sniffer tells HEIC from AVIF by the ftyp brands, and JPEG XL by its signatures.
  @Test func sniffsTheNewFormats() {
    func ftyp(_ brands: [String]) -> [UInt8] {
      let body = brands.flatMap { Array($0.utf8) }
      return PNGBytes.bigEndian(UInt32(8 + body.count + 4)) + Array("ftyp".utf8)
        + Array(brands[0].utf8) + [0, 0, 0, 0] + brands.dropFirst().flatMap { Array($0.utf8) }
    }
    #expect(
      PictureFormat.sniff(ByteView(ftyp(["heic", "mif1", "heic"])), fileExtension: "") == .heic)
    #expect(
      PictureFormat.sniff(ByteView(ftyp(["avif", "mif1", "miaf"])), fileExtension: "") == .avif)
    #expect(PictureFormat.sniff(ByteView(ftyp(["mif1", "avif"])), fileExtension: "") == .avif)
    #expect(PictureFormat.sniff(ByteView(ftyp(["isom", "mp41"])), fileExtension: "heic") == nil)
    #expect(PictureFormat.sniff(ByteView([0xFF, 0x0A, 1, 2]), fileExtension: "") == .jxl)
  }
}
