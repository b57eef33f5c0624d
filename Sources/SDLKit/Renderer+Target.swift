import CSDL2
import Geometry

extension Renderer {
  /// Draws what `body` draws into `texture` instead of the window (`SDL_SetRenderTarget`), then
  /// draws into the window again, whether `body` throws or not.
  ///
  /// - Precondition: `texture` was made for drawing into (``Texture/init(renderer:targetSize:)``)
  ///   by this renderer.
  public func drawing<Result>(
    into texture: Texture, _ body: () throws(SDLError) -> Result
  ) throws(SDLError) -> Result {
    try check(SDL_SetRenderTarget(pointer, texture.pointer), "SDL_SetRenderTarget")
    defer { SDL_SetRenderTarget(pointer, nil) }
    return try body()
  }
}

extension Texture {
  /// A new opaque texture of `size` to draw into (``Renderer/drawing(into:_:)``), drawn without
  /// blending and filtered linearly when scaled; its pixels are undefined until drawn.
  public convenience init(renderer: Renderer, targetSize size: Size) throws(SDLError) {
    guard
      let pointer = SDL_CreateTexture(
        renderer.pointer, SDL_PIXELFORMAT_XRGB8888.rawValue,
        Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(size.width), Int32(size.height))
    else {
      throw SDLError.last("SDL_CreateTexture")
    }
    self.init(taking: pointer, renderer: renderer, size: size, isOpaque: true)
    SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_NONE)
    SDL_SetTextureScaleMode(pointer, SDL_ScaleModeLinear)
  }
}
