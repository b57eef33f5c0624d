import Foundation
import Geometry
import PictureKit
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// What a folder scan lists is exactly what the pipeline reads: every extension of every format
/// the sniffer recognises, and nothing else.
@Suite(.serialized) struct FolderFormatsTests {
  /// SDL_image's formats (TIFF, BMP, SVG, ...) decode in this process too.
  init() { SDLImageCodec.registerAsFallback() }

  /// A small file of `format` (8 × 6, red), made by ImageMagick or written by hand.
  static func sample(_ format: PictureFormat) -> [UInt8]? {
    switch format {
    case .svg:
      return Array(
        (##"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6">"##
          + ##"<rect width="8" height="6" fill="#f00"/></svg>"##).utf8)
    case .qoi:
      var bytes = Array("qoif".utf8) + PNGBytes.bigEndian(8) + PNGBytes.bigEndian(6) + [3, 0]
      for _ in 0..<48 { bytes += [0xFE, 0xFF, 0, 0] }  // QOI_OP_RGB, red
      return bytes + [0, 0, 0, 0, 0, 0, 0, 1]
    case .jxl:
      guard let folder = try? TemporaryFolder(), let png = sample(.png),
        (try? folder.write(png, to: "s.png")) != nil,
        ExternalTool.run("cjxl", [folder.file("s.png"), folder.file("s.jxl")])
      else { return nil }
      return try? [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.file("s.jxl"))))
    default:
      let types: [PictureFormat: String] = [
        .png: "png", .jpeg: "jpg", .gif: "gif", .bmp: "bmp", .webp: "webp", .tiff: "tiff",
        .pnm: "ppm", .tga: "tga", .pcx: "pcx", .heic: "heic", .avif: "avif",
      ]
      guard let type = types[format] else { return nil }
      return ImageMagick.convert(["-size", "8x6", "xc:red", "-depth", "8", "\(type):-"])
    }
  }

  /// Names that SDL_image has loaders for but the sniffer does not recognise: listing them made
  /// an error page of each.
  static let unread = ["xcf", "ico", "cur", "xpm", "lbm"]

  @Test("bug: folders listed extensions (xcf, ico, …) the sniffer never recognises")
  func foldersListWhatThePipelineReads() throws {
    let folder = try TemporaryFolder()
    var expected: [String] = []
    for format in PictureFormat.allCases {
      let bytes = try #require(Self.sample(format), "no sample for \(format)")
      for fileExtension in format.fileExtensions {
        let name = "\(format.rawValue)-sample.\(fileExtension)"
        try folder.write(bytes, to: name)
        expected.append(name)
      }
    }
    for fileExtension in Self.unread { try folder.write([1, 2, 3], to: "other.\(fileExtension)") }
    let catalog = Catalog(paths: [folder.path])
    #expect(Set(catalog.items.map(\.name)) == Set(expected))
    try SDLTestSession.run {
      for item in catalog.items {
        let result = Result { () throws(DecodeFailure) -> DecodedPicture in
          try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
            item.path, fittingIn: Size(width: 100, height: 100))
        }
        guard case .success(let picture) = result else {
          Issue.record("\(item.name) did not decode: \(result)")
          continue
        }
        #expect(picture.originalSize == Size(width: 8, height: 6), "\(item.name)")
      }
    }
  }
}
