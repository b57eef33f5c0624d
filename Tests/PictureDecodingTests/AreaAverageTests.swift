import Geometry
import TestSupport
import Testing

@testable import PictureDecoding

@Suite struct AreaAverageTests {
  private func averaged(_ pixels: [UInt32], width: Int, to target: Size) -> PixelBuffer {
    pixels.withUnsafeBytes { raw in
      PixelBuffer.areaAveraged(
        raw, width: width, height: pixels.count / width, pitch: width * 4, layout: .argb8888,
        to: target)
    }
  }

  @Test func checkerboardBecomesItsAverageGrey() {
    // A one-pixel checkerboard: bilinear sampling picks black or white, area averaging grey.
    let board = (0..<64).map { i -> UInt32 in
      ((i % 8) + (i / 8)) % 2 == 0 ? 0xFF00_0000 : 0xFFFF_FFFF
    }
    let result = averaged(board, width: 8, to: Size(width: 3, height: 3))
    for value in result.pixels {
      let grey = Int(value & 0xFF)
      #expect((120...135).contains(grey), "got \(grey)")
      #expect(value >> 24 == 0xFF)
    }
  }

  @Test func partialPixelsAreWeightedByCoverage() {
    // 3 → 2: output 0 = p0 + half p1, output 1 = half p1 + p2, each over 1.5 pixels.
    let row: [UInt32] = [0xFF00_0000, 0xFF00_00FF, 0xFF00_0000]
    let result = averaged(row, width: 3, to: Size(width: 2, height: 1))
    #expect(result.pixels == [0xFF00_0055, 0xFF00_0055])  // 255 × 0.5 / 1.5 = 85
  }

  @Test func transparentPixelsDoNotDarkenColours() {
    let row: [UInt32] = [0x0000_0000, 0xFF00_00FF]
    let result = averaged(row, width: 2, to: Size(width: 1, height: 1))
    #expect(result.pixels == [0x8000_00FF])
  }

  @Test func sameSizeIsACopy() {
    let pixels: [UInt32] = [0xFF12_3456, 0x8080_4020, 0x0000_0000, 0xFFFF_FFFF]
    #expect(averaged(pixels, width: 2, to: Size(width: 2, height: 2)).pixels == pixels)
  }

  @Test(arguments: [
    (
      Size(width: 6000, height: 4000), Size(width: 1280, height: 720),
      Size(width: 1080, height: 720)
    ),
    (Size(width: 400, height: 300), Size(width: 1280, height: 720), Size(width: 400, height: 300)),
    (Size(width: 1, height: 100_000), Size(width: 1280, height: 720), Size(width: 1, height: 720)),
  ])
  func fitsTheBoxWithoutEnlarging(content: Size, box: Size, expected: Size) {
    #expect(PixelBuffer.fittedSize(content, in: box) == expected)
  }
}
