import Foundation
import Geometry
import PictureKit
import SDLKit
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

@Suite("CMYK JPEG", .serialized)
struct CMYKJPEGTests {
  /// SDL_image's formats (TIFF, BMP, SVG, ...) decode in this process too.
  init() { SDLImageCodec.registerAsFallback() }

  @Test("bug: CMYK JPEGs showed red and blue swapped (SDL_image 2.6.3 fills ABGR)")
  func cmykColoursAreRight() throws {
    let folder = try TemporaryFolder()
    try SDLTestSession.run {
      let surface = try Surface(size: Size(width: 20, height: 20))
      try surface.fill(Color(red: 255, green: 0, blue: 0))
      try surface.fill(
        Rect(x: 0, y: 10, width: 20, height: 10), with: Color(red: 0, green: 0, blue: 255))
      try surface.savePNG(to: folder.file("rgb.png"))
    }
    let converted = ImageMagick.convert([
      folder.file("rgb.png"), "-colorspace", "CMYK", "-quality", "95", folder.file("cmyk.jpg"),
    ])
    try #require(converted != nil, "ImageMagick's convert is required")
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.file("cmyk.jpg"))))
    #expect(PictureHeader.jpegComponentCount(in: bytes) == 4)
    let picture = try SDLTestSession.run {
      return try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
        FilePath(folder.file("cmyk.jpg")), fittingIn: Size(width: 100, height: 100))
    }
    let top = picture.pixels.pixel(x: 10, y: 3)
    let bottom = picture.pixels.pixel(x: 10, y: 16)
    #expect(top >> 16 & 0xFF > 200 && top & 0xFF < 60, "top is red")
    #expect(bottom & 0xFF > 200 && bottom >> 16 & 0xFF < 60, "bottom is blue")
  }
}
