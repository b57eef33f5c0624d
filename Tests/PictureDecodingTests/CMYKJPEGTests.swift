import Foundation
import Geometry
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

@Suite("CMYK JPEG", .serialized)
struct CMYKJPEGTests {
  @Test("bug: CMYK JPEGs showed red and blue swapped (SDL_image 2.6.3 fills ABGR)")
  func cmykColoursAreRight() throws {
    let folder = try TemporaryFolder()
    var canvas = TestCanvas(size: Size(width: 20, height: 20))
    canvas.fill(rgb: 0xFF_0000)
    canvas.fill(Rect(x: 0, y: 10, width: 20, height: 10), rgb: 0x00_00FF)
    try canvas.savePNG(to: folder.file("rgb.png"))
    let converted = ImageMagick.convert([
      folder.file("rgb.png"), "-colorspace", "CMYK", "-quality", "95", folder.file("cmyk.jpg"),
    ])
    try #require(converted != nil, "ImageMagick's convert is required")
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.file("cmyk.jpg"))))
    #expect(PictureHeader.jpegComponentCount(in: bytes) == 4)
    let picture = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
      FilePath(folder.file("cmyk.jpg")), fittingIn: Size(width: 100, height: 100))
    let top = picture.pixels.pixel(x: 10, y: 3)
    let bottom = picture.pixels.pixel(x: 10, y: 16)
    #expect(top >> 16 & 0xFF > 200 && top & 0xFF < 60, "top is red")
    #expect(bottom & 0xFF > 200 && bottom >> 16 & 0xFF < 60, "bottom is blue")
  }
}
