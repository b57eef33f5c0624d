import Geometry

/// A picture file of one colour, `argb` (packed `0xAARRGGBB`), written by libpng
/// (``TestCanvas``).
public func writeSolidPNG(_ path: String, size: Size, argb: UInt32) throws {
  try TestCanvas(size: size, argb: argb).savePNG(to: path)
}
