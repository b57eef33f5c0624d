import Geometry
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// The user's turns for viewing: each of the eight is the Exif orientation that does the same to
/// the pixels, and R, Shift+R, Shift+H and Shift+V compose as seen on screen.
@Suite("Picture turns")
struct PictureTurnTests {
  /// A 3 × 2 buffer with pixels 1…6, row by row: every turn moves them differently.
  static let picture = PixelBuffer(
    size: Size(width: 3, height: 2), pixels: (1...6).map(UInt32.init))

  static let all = (0..<4).flatMap { k in
    [false, true].map { PictureTurn(quarterTurns: k, isMirrored: $0) }
  }

  /// The picture mirrored left to right when `mirrored`, then turned a quarter clockwise `k`
  /// times, one step at a time.
  static func stepwise(_ turn: PictureTurn, _ buffer: PixelBuffer) -> PixelBuffer {
    var result = turn.isMirrored ? ExifOrientation.upMirrored.apply(to: buffer) : buffer
    for _ in 0..<turn.quarterTurns { result = ExifOrientation.right.apply(to: result) }
    return result
  }

  @Test(
    "each turn's orientation does to the pixels what its mirror and quarter turns do",
    arguments: all)
  func orientationMatchesSteps(turn: PictureTurn) {
    #expect(
      turn.orientation.apply(to: Self.picture) == Self.stepwise(turn, Self.picture), "\(turn)")
    #expect(turn.turnedSize(Self.picture.size) == Self.stepwise(turn, Self.picture).size)
  }

  @Test("turning and flipping act on the picture as it is shown", arguments: all)
  func composesAsSeen(turn: PictureTurn) {
    let shown = turn.orientation.apply(to: Self.picture)
    #expect(
      turn.rotated(clockwise: true).orientation.apply(to: Self.picture)
        == ExifOrientation.right.apply(to: shown))
    #expect(
      turn.rotated(clockwise: false).orientation.apply(to: Self.picture)
        == ExifOrientation.left.apply(to: shown))
    #expect(
      turn.flipped(horizontally: true).orientation.apply(to: Self.picture)
        == ExifOrientation.upMirrored.apply(to: shown))
    #expect(
      turn.flipped(horizontally: false).orientation.apply(to: Self.picture)
        == ExifOrientation.downMirrored.apply(to: shown))
  }

  @Test("four quarter turns, or two flips, give the picture back")
  func cycles() {
    var turn = PictureTurn.none
    for _ in 0..<4 { turn = turn.rotated(clockwise: true) }
    #expect(turn == .none)
    #expect(PictureTurn.none.flipped(horizontally: false).flipped(horizontally: false) == .none)
    #expect(
      PictureTurn.none.rotated(clockwise: false) == PictureTurn(quarterTurns: 3, isMirrored: false))
  }

  @Test("each of the eight turns is found again from its Exif orientation")
  func turnFromItsOrientation() {
    for orientation in ExifOrientation.allCases {
      #expect(PictureTurn(orientation: orientation).orientation == orientation)
    }
  }
}
