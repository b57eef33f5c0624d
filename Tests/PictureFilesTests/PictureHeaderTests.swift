import Geometry
import TestSupport
import Testing

@testable import PictureFiles

@Suite struct PictureHeaderTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let fileExtension: String
    let format: PictureFormat?
    let size: Size?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "PNG", bytes: PNGBytes.signature + PNGBytes.header(width: 300, height: 200),
      fileExtension: "jpg", format: .png, size: Size(width: 300, height: 200)),
    Case(
      name: "JPEG SOF0 after APP0",
      bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0x01, 0x2C, 0x02, 0x58],
      fileExtension: "png", format: .jpeg, size: Size(width: 600, height: 300)),
    Case(
      // The logical screen is the canvas; frames are clipped to it.
      name: "GIF with a larger first frame",
      bytes: Array("GIF89a".utf8) + [10, 0, 10, 0, 0, 0, 0] + [0x2C, 0, 0, 0, 0, 0x20, 0, 5, 0],
      fileExtension: "gif", format: .gif, size: Size(width: 10, height: 10)),
    Case(
      name: "BMP, bottom-up",
      bytes: Array("BM".utf8) + [UInt8](repeating: 0, count: 12)
        + [40, 0, 0, 0, 0x40, 0x01, 0, 0, 0x10, 0xFF, 0xFF, 0xFF],
      fileExtension: "bmp", format: .bmp, size: Size(width: 320, height: 240)),
    Case(
      name: "WebP lossless",
      bytes: Array("RIFF\0\0\0\0WEBPVP8L\0\0\0\0".utf8) + [0x2F, 0x3F, 0xC0, 0x0F, 0],
      fileExtension: "webp", format: .webp, size: Size(width: 64, height: 64)),
    Case(
      name: "WebP extended",
      bytes: Array("RIFF\0\0\0\0WEBPVP8X\0\0\0\0".utf8) + [0, 0, 0, 0]
        + [0xFF, 0x03, 0, 0xFF, 0x01, 0],
      fileExtension: "webp", format: .webp, size: Size(width: 1024, height: 512)),
    Case(
      name: "TIFF little-endian",
      bytes: Array("II*\0".utf8) + [8, 0, 0, 0, 2, 0]
        + [0, 1, 3, 0, 1, 0, 0, 0, 100, 0, 0, 0] + [1, 1, 4, 0, 1, 0, 0, 0, 50, 0, 0, 0],
      fileExtension: "tif", format: .tiff, size: Size(width: 100, height: 50)),
    Case(
      name: "QOI", bytes: Array("qoif".utf8) + [0, 0, 0, 7, 0, 0, 0, 9, 4, 0],
      fileExtension: "qoi", format: .qoi, size: Size(width: 7, height: 9)),
    Case(
      name: "PNM with a comment", bytes: Array("P6\n# made by hand\n640 480\n255\n".utf8),
      fileExtension: "ppm", format: .pnm, size: Size(width: 640, height: 480)),
    Case(
      name: "TGA by extension",
      bytes: [0, 0, 2] + [UInt8](repeating: 0, count: 9) + [20, 0, 10, 0, 32, 0],
      fileExtension: "tga", format: .tga, size: Size(width: 20, height: 10)),
    Case(
      name: "SVG with a viewBox",
      bytes: Array("<?xml version=\"1.0\"?>\n<svg viewBox=\"0 0 300 150\">".utf8),
      fileExtension: "svg", format: .svg, size: Size(width: 300, height: 150)),
    Case(
      name: "SVG in inches (96 px each)",
      bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1in\" height=\"2in\">".utf8),
      fileExtension: "svg", format: .svg, size: Size(width: 96, height: 192)),
    Case(
      name: "SVG in cm and pt",
      bytes: Array("<svg width=\"2.54cm\" height=\" 72pt \">".utf8),
      fileExtension: "svg", format: .svg, size: Size(width: 96, height: 96)),
    Case(
      name: "SVG in percent falls back to the viewBox",
      bytes: Array("<svg width=\"100%\" height=\"50%\" viewBox=\"0 0 40 20\">".utf8),
      fileExtension: "svg", format: .svg, size: Size(width: 40, height: 20)),
    Case(
      name: "SVG in em without a viewBox: 100 × 100",
      bytes: Array("<svg width=\"1em\" height=\"8000em\">".utf8),
      fileExtension: "svg", format: .svg, size: Size(width: 100, height: 100)),
    Case(
      name: "random bytes", bytes: [0x13, 0x37, 0x00, 0x42, 0x99], fileExtension: "png",
      format: nil, size: nil),
    Case(
      name: "truncated PNG header",
      bytes: Array((PNGBytes.signature + PNGBytes.header(width: 1, height: 1)).prefix(18)),
      fileExtension: "png", format: .png, size: nil),
    Case(
      name: "JPEG scan before any frame", bytes: [0xFF, 0xD8, 0xFF, 0xDA, 0, 2, 0, 0],
      fileExtension: "jpg", format: .jpeg, size: nil),
  ]

  @Test(arguments: cases)
  func findsFormatAndSize(_ testCase: Case) {
    let format = PictureFormat.sniff(
      ByteView(testCase.bytes), fileExtension: testCase.fileExtension)
    #expect(format == testCase.format)
    guard let format else { return }
    let size = try? PictureHeader.size(of: format, in: testCase.bytes)
    #expect(size == testCase.size)
  }

  @Test func zeroSizeIsInvalid() {
    let bytes = PNGBytes.signature + PNGBytes.header(width: 0, height: 10)
    #expect(throws: DecodeFailure.invalidSize(.png)) {
      try PictureHeader.size(of: .png, in: bytes)
    }
  }

  @Test func tgaNeedsItsExtension() {
    let bytes: [UInt8] = [0, 0, 2] + [UInt8](repeating: 0, count: 9) + [20, 0, 10, 0, 32, 0]
    #expect(PictureFormat.sniff(ByteView(bytes), fileExtension: "png") == nil)
  }
}
