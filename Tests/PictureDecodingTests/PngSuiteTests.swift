import Foundation
import Geometry
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// Every PngSuite file decodes, and its pixels match a reference decode within a tolerance.
///
/// The reference is ImageMagick's `convert FILE -set colorspace sRGB -depth 8 RGBA:-` (the
/// colorspace label stops it applying the files' gAMA chunk, as SDL_image does not), made at
/// test time (it reads PNG through libpng too, but converts 16-bit samples and palettes by its
/// own code, which is what is compared). ImageMagick is required (`scripts/install-deps`
/// installs it): without it, or with a reference of the wrong size, the comparison fails.
///
/// The suite's 62 files are kept in `Tests/PictureDecodingTests/Fixtures/pngsuite` (see the README
/// there for their origin and licence).
@Suite(.serialized) struct PngSuiteTests {
  static let folder = RepositoryPath.appending("Tests/PictureDecodingTests/Fixtures/pngsuite")
  static let files: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".png") }.sorted()
  }()
  /// Largest difference allowed per channel: 16-bit samples are rounded by ImageMagick and by
  /// libpng's `png_set_scale_16`, each its own way.
  static let tolerance = 2
  @Test func suiteIsPresent() {
    #expect(
      Self.files.count >= 60,
      """
      PngSuite not found at \(Self.folder) (\(Self.files.count) PNG files): the fixtures \
      belong to the repository
      """)
  }

  @Test(arguments: files)
  func decodesAndMatchesReference(_ name: String) throws {
    let decoded = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
      FilePath(Self.folder + "/" + name), fittingIn: Size(width: 1000, height: 1000))
    #expect(decoded.pixels.size == decoded.originalSize)
    guard let reference = Self.reference(name) else {
      Issue.record(
        "\(name): no reference: ImageMagick's convert is required (scripts/install-deps)")
      return
    }
    guard reference.count == decoded.pixels.pixels.count * 4 else {
      let bytes = decoded.pixels.pixels.count * 4
      Issue.record(
        "\(name): the reference has \(reference.count) bytes, the decode \(bytes)")
      return
    }
    var worst = 0
    for (index, argb) in decoded.pixels.pixels.enumerated() {
      let r = reference[index * 4..<index * 4 + 4].map(Int.init)
      let alpha = Int(argb >> 24)
      worst = max(worst, abs(alpha - r[3]))
      if r[3] == 0 { continue }  // the colour of a fully transparent pixel is not shown
      let channels = [Int(argb >> 16 & 0xFF), Int(argb >> 8 & 0xFF), Int(argb & 0xFF)]
      for c in 0..<3 { worst = max(worst, abs(channels[c] - r[c])) }
    }
    #expect(worst <= Self.tolerance, "\(name): largest channel difference \(worst)")
  }

  @Test(arguments: ["bad CRC", "no IDAT", "cut in IDAT"])
  func corruptFilesAreErrors(_ kind: String) throws {
    let folder = try TemporaryFolder()
    let good = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.folder + "/basn2c08.png")))
    var bytes = good
    switch kind {
    case "bad CRC": bytes[29] ^= 0xFF  // IHDR's CRC
    case "no IDAT": bytes = Array(good.prefix(33)) + PNGBytes.chunk("IEND", [])
    default: bytes = Array(good.prefix(good.count / 2))
    }
    try folder.write(bytes, to: "x.png")
    let result = Result { () throws(DecodeFailure) -> DecodedPicture in
      try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
        FilePath(folder.file("x.png")), fittingIn: Size(width: 100, height: 100))
    }
    guard case .failure(.corrupt(.png, _)) = result else {
      Issue.record("expected a corrupt-PNG error, got \(result)")
      return
    }
  }

  /// RGBA bytes from ImageMagick, or nil when `convert` is missing or fails.
  static func reference(_ name: String) -> [UInt8]? {
    ImageMagick.convert([
      folder + "/" + name, "-set", "colorspace", "sRGB", "-depth", "8", "RGBA:-",
    ])
  }
}
