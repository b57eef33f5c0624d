import SystemKit
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// The check an upload passes before it joins the folder (``PictureCheck``), as the docs say
/// it: a picture format Carousel reads, decoded by its codec; a JPEG cut short is taken, and
/// shown as the viewer shows one found in a folder (what arrived, grey below, as browsers do);
/// a PNG cut short in its image data is refused.
@Suite("Picture check")
struct PictureCheckTests {
  static let decoder = FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget)

  /// The check of `bytes` written to a file named `name`.
  static func check(_ bytes: [UInt8], named name: String) throws -> Result<
    PictureFormat, DecodeFailure
  > {
    let folder = try TemporaryFolder()
    let path = try folder.write(name, bytes: bytes)
    return Result { () throws(DecodeFailure) in
      try PictureCheck.format(of: FilePath(path), sentAs: name, decoder: decoder)
    }
  }

  @Test("a whole JPEG is a JPEG; one cut short is taken too, as the docs say")
  func jpegCutShort() throws {
    let photo = try #require(SamplePhoto.jpeg(width: 320, height: 240, segments: []))
    #expect(try Self.check(photo, named: "whole.jpg").get() == .jpeg)
    let cut = Array(photo.prefix(photo.count * 2 / 3))
    #expect(try Self.check(cut, named: "cut.jpg").get() == .jpeg)
  }

  @Test("a PNG cut short in its image data, and bytes that are no picture, are refused")
  func refused() throws {
    let png = PNGBytes.allZero(width: 64, height: 64, rowsPerChunk: 8)
    #expect((try? Self.check(Array(png.prefix(png.count - 30)), named: "cut.png").get()) == nil)
    #expect((try? Self.check(Array("not a picture".utf8), named: "x.jpg").get()) == nil)
  }
}
