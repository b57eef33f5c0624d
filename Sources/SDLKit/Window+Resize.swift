import CSDL2
import Geometry

extension Window {
  /// Sets the size in screen coordinates (`SDL_SetWindowSize`); SDL reports the change as a
  /// size-changed window event when the driver does.
  public func resize(to size: Size) {
    renderer?.restoreParkedTextures()
    SDL_SetWindowSize(pointer, Int32(clamping: size.width), Int32(clamping: size.height))
  }
}
