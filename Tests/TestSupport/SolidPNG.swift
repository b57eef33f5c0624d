import Geometry
import SDLKit

/// A picture file of one colour written by SDL_image.
public func writeSolidPNG(_ path: String, size: Size, color: Color) throws {
  let surface = try Surface(size: size)
  try surface.fill(color)
  try surface.savePNG(to: path)
}
