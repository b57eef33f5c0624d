import Geometry
import SDLKit
import TestSupport

/// A picture file of one colour, written by libpng (``TestCanvas``).
public func writeSolidPNG(_ path: String, size: Size, color: Color) throws {
  let argb =
    UInt32(color.alpha) << 24 | UInt32(color.red) << 16 | UInt32(color.green) << 8
    | UInt32(color.blue)
  try writeSolidPNG(path, size: size, argb: argb)
}
