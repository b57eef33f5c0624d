import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles
@testable import PictureKit

#if canImport(Glibc)
  import Glibc
#endif

/// The backdrop made at decode time: the picture's own colours, covering the page's shape,
/// blurred and darkened, and its way back from a decoder process.
struct BackdropTests {
  @Test(
    "it has the page's shape, 32 pixels along its longer side",
    arguments: [
      (Size(width: 1920, height: 1080), Size(width: 32, height: 18)),
      (Size(width: 1080, height: 1920), Size(width: 18, height: 32)),
      (Size(width: 320, height: 240), Size(width: 32, height: 24)),
      (Size(width: 3840, height: 2160), Size(width: 32, height: 18)),
      (Size(width: 8192, height: 1), Size(width: 32, height: 1)),
    ])
  func hasThePageShape(page: Size, expected: Size) {
    let picture = PixelBuffer(size: Size(width: 30, height: 40), filledWith: 0xFF80_4020)
    #expect(Backdrop.make(from: picture, page: page).size == expected)
  }

  @Test("one colour stays that colour, darkened to 55 %, and opaque")
  func darkensAUniformPicture() {
    let picture = PixelBuffer(size: Size(width: 300, height: 400), filledWith: 0xFFC8_6432)
    let backdrop = Backdrop.make(from: picture, page: Size(width: 1920, height: 1080))
    // 200 × 0.55 = 110, 100 × 0.55 = 55, 50 × 0.55 = 27.5.
    #expect(Set(backdrop.pixels) == [0xFF6E_371C])
  }

  @Test("transparent pixels count as black")
  func transparentIsBlack() {
    let picture = PixelBuffer(size: Size(width: 10, height: 10), filledWith: 0x00FF_FFFF)
    let backdrop = Backdrop.make(from: picture, page: Size(width: 100, height: 100))
    #expect(Set(backdrop.pixels) == [0xFF00_0000])
  }

  @Test("it covers the page: a portrait on a landscape page gives the middle band of it")
  func coversThePageWithTheMiddle() {
    // Top third red, middle third green, bottom third blue: a landscape page shows the middle.
    let size = Size(width: 90, height: 300)
    let pixels = (0..<size.area).map { index -> UInt32 in
      let row = index / size.width
      return row < 100 ? 0xFFFF_0000 : row < 200 ? 0xFF00_FF00 : 0xFF00_00FF
    }
    let backdrop = Backdrop.make(
      from: PixelBuffer(size: size, pixels: pixels), page: Size(width: 160, height: 90))
    // The crop is 90×50.6 px of the middle: all green.
    #expect(Set(backdrop.pixels) == [0xFF00_8C00])
    let crop = Backdrop.coverCrop(of: size, for: Size(width: 160, height: 90))
    #expect(crop.width == 90 && abs(crop.height - 50.625) < 1e-9 && crop.x == 0)
    #expect(abs(crop.y - (300 - 50.625) / 2) < 1e-9)
  }

  @Test("it is blurred: a sharp edge becomes a ramp several pixels wide")
  func blursAnEdge() {
    let size = Size(width: 320, height: 180)
    let pixels = (0..<size.area).map { $0 % size.width < 160 ? 0xFF00_0000 : 0xFFFF_FFFF as UInt32 }
    let backdrop = Backdrop.make(
      from: PixelBuffer(size: size, pixels: pixels), page: Size(width: 320, height: 180))
    let row = (0..<32).map { backdrop.pixel(x: $0, y: 9) & 0xFF }
    // Black far left, the darkened white (140) far right, and every step in between small.
    #expect(row.first == 0 && row.last == 140)
    let steps = zip(row, row.dropFirst()).map { Int($1) - Int($0) }
    #expect(steps.allSatisfy { $0 >= 0 && $0 < 40 }, "\(row)")
    #expect(row.filter { $0 > 5 && $0 < 135 }.count >= 6, "a ramp, not an edge: \(row)")
  }

  @Test("it crosses from a decoder process with the pixels")
  func crossesInTheReply() throws {
    var picture = DecodedPicture(
      pixels: PixelBuffer(size: Size(width: 4, height: 2), filledWith: 0xFF10_2030),
      originalSize: Size(width: 40, height: 20), note: "a note")
    picture.backdrop = PixelBuffer(
      size: Size(width: 3, height: 2),
      pixels: [0xFF00_0001, 0xFF00_0002, 0xFF00_0003, 0xFFAB_CDEF, 0xFF12_3456, 0xFFFF_FFFF])
    let file = try #require(SharedPixels.file(holding: WorkerMessage.frames(of: picture)))
    defer { close(file) }
    let parsed = try #require(
      WorkerMessage.parseReply(WorkerMessage.picture(picture), attached: file))
    #expect(try parsed.get() == picture)
    // A reply without one, and one whose backdrop claims too many pixels.
    picture.backdrop = nil
    let plain = try #require(
      WorkerMessage.parseReply(WorkerMessage.picture(picture), attached: file))
    #expect(try plain.get().backdrop == nil)
    var garbled = WorkerMessage.picture(picture)
    garbled.replaceSubrange(21..<29, with: [0, 0, 1, 0, 0, 0, 1, 0])  // 256 × 256
    #expect(WorkerMessage.parseReply(garbled, attached: file) == nil)
  }

  @Test("the texture cache counts a backdrop's bytes with its picture's")
  func cacheCountsTheBackdrop() throws {
    try SDLTestSession.run {
      let renderer = try Renderer(drawingInto: try Surface(size: Size(width: 8, height: 8)))
      let size = Size(width: 16, height: 16)
      let texture = try Texture(
        renderer: renderer, argbPixels: [UInt32](repeating: 0xFF00_FF00, count: size.area),
        size: size)
      let backdrop = try Texture(
        renderer: renderer, argbPixels: [UInt32](repeating: 0xFF00_0000, count: 32 * 18),
        size: Size(width: 32, height: 18), isOpaque: true)
      let cache = TextureCache(budget: 1 << 20)
      let key = ItemKey(FilePath("a"))
      cache.insert(
        .picture(texture, originalSize: size), revision: 0, box: size, for: key, pinned: [],
        backdrop: backdrop)
      #expect(cache.byteCount == 16 * 16 * 4 + 32 * 18 * 4)
      #expect(cache.peek(key)?.backdrop === backdrop)
    }
  }
}
