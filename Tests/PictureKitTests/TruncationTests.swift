import Foundation
import Geometry
import PictureKit
import SDLKit
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// Every format cut at every tenth of its length: each cut is an error page or the part that
/// arrived, never a crash or a hang (its CPU time is carousel-bench's `cut_decode_cpu_ms_max`).
@Suite(.serialized) struct TruncationTests {
  /// SDL_image's formats (TIFF, BMP, SVG, ...) decode in this process too.
  init() { SDLImageCodec.registerAsFallback() }

  /// A 64 × 48 sample of `format` with detail (a gradient), or nil when no tool makes one.
  static func sample(_ format: PictureFormat, in folder: TemporaryFolder) -> [UInt8]? {
    let source = folder.file("source.png")
    _ = ImageMagick.convert(["-size", "64x48", "gradient:red-blue", "PNG24:" + source])
    let extensions: [PictureFormat: String] = [
      .png: "png", .jpeg: "jpg", .gif: "gif", .bmp: "bmp", .webp: "webp", .tiff: "tif",
      .pnm: "ppm", .tga: "tga", .pcx: "pcx", .heic: "heic", .avif: "avif",
    ]
    if let name = extensions[format] {
      return ImageMagick.convert([source, "\(name):-"])
    }
    if format == .jxl, ExternalTool.run("cjxl", [source, folder.file("s.jxl")]) {
      return try? [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.file("s.jxl"))))
    }
    return FolderFormatsTests.sample(format)
  }

  @Test(arguments: PictureFormat.allCases)
  func everyCutFailsOrShowsQuickly(_ format: PictureFormat) throws {
    let folder = try TemporaryFolder()
    let whole = try #require(Self.sample(format, in: folder), "no sample of \(format)")
    for tenth in 1..<10 {
      let cut = Array(whole.prefix(whole.count * tenth / 10))
      let name = "cut.\(format.fileExtensions[0])"
      try folder.write(cut, to: name)
      let result = Result { () throws(DecodeFailure) -> DecodedPicture in
        try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
          FilePath(folder.file(name)), fittingIn: Size(width: 64, height: 48))
      }
      if case .success(let picture) = result {
        #expect(picture.originalSize.width <= 64, "\(format.rawValue) cut at \(tenth)0 %")
      }
    }
  }
}
