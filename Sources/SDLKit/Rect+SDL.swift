import CSDL2
import Geometry

// MARK: - Rectangles as SDL takes them

extension Rect {
  /// The rectangle as `SDL_FRect`, for the renderer's fractional drawing.
  var sdlFloatRect: SDL_FRect {
    SDL_FRect(x: Float(x), y: Float(y), w: Float(width), h: Float(height))
  }

  /// The rectangle as `SDL_Rect`, each value rounded down to a whole pixel.
  var sdlRect: SDL_Rect {
    SDL_Rect(
      x: Int32(x.rounded(.down)), y: Int32(y.rounded(.down)), w: Int32(width.rounded(.down)),
      h: Int32(height.rounded(.down)))
  }
}
