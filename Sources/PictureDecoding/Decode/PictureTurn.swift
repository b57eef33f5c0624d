import Geometry
import PictureFiles

/// How the user turned a picture for viewing (R, Shift+R, Shift+H, Shift+V).
///
/// Quarter turns clockwise after an optional mirror, on top of the file's own orientation. The
/// file is never written; the decode applies it to the upright pixels (``DecodeRequest/turn``).
///
/// The eight values are the symmetries of a rectangle; each is an ``ExifOrientation`` too.
package struct PictureTurn: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Quarter turns clockwise, 0 to 3, applied after ``isMirrored``.
  package private(set) var quarterTurns: Int
  /// Whether the picture is first mirrored left to right.
  package private(set) var isMirrored: Bool

  /// The picture as the file shows it.
  package static let none = PictureTurn(quarterTurns: 0, isMirrored: false)

  package init(quarterTurns: Int, isMirrored: Bool) {
    self.quarterTurns = (quarterTurns % 4 + 4) % 4
    self.isMirrored = isMirrored
  }

  /// Turned a quarter more clockwise (`clockwise`) or counter-clockwise, as seen.
  package func rotated(clockwise: Bool) -> PictureTurn {
    PictureTurn(quarterTurns: quarterTurns + (clockwise ? 1 : -1), isMirrored: isMirrored)
  }

  /// Flipped as seen: left to right (`horizontally`), or top to bottom.
  ///
  /// A mirror after k quarter turns is the mirror first and −k turns after it; a flip top to
  /// bottom is a flip left to right and a half turn.
  package func flipped(horizontally: Bool) -> PictureTurn {
    PictureTurn(
      quarterTurns: (horizontally ? 0 : 2) - quarterTurns, isMirrored: !isMirrored)
  }

  /// The same turn as an Exif orientation (the turn that brings stored pixels upright), so the
  /// decoders' code applies it.
  package var orientation: ExifOrientation {
    switch (quarterTurns, isMirrored) {
    case (0, false): .up
    case (1, false): .right
    case (2, false): .down
    case (3, false): .left
    case (0, true): .upMirrored
    case (1, true): .rightMirrored
    case (2, true): .downMirrored
    default: .leftMirrored
    }
  }

  /// The turn that is `orientation` (the inverse of ``orientation``).
  package init(orientation: ExifOrientation) {
    let all = [false, true].flatMap { mirrored in
      (0..<4).map { PictureTurn(quarterTurns: $0, isMirrored: mirrored) }
    }
    self = all.first { $0.orientation == orientation } ?? .none
  }

  /// The size of a picture of `size` once turned.
  package func turnedSize(_ size: Size) -> Size { orientation.orientedSize(size) }

  package var description: String {
    "\(quarterTurns * 90)°\(isMirrored ? " mirrored" : "")"
  }
}
