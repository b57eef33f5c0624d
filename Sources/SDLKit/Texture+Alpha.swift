import CSDL2

extension Texture {
  /// Runs `body` with the texture drawn at `alpha` (0...255) over what is below it, then puts
  /// its blend mode and alpha back (`SDL_SetTextureAlphaMod`).
  public func withAlpha<Result>(
    _ alpha: UInt8, _ body: () throws(SDLError) -> Result
  ) throws(SDLError) -> Result {
    var mode = SDL_BLENDMODE_NONE
    var previous: UInt8 = 255
    SDL_GetTextureBlendMode(pointer, &mode)
    SDL_GetTextureAlphaMod(pointer, &previous)
    SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND)
    SDL_SetTextureAlphaMod(pointer, alpha)
    defer {
      SDL_SetTextureAlphaMod(pointer, previous)
      SDL_SetTextureBlendMode(pointer, mode)
    }
    return try body()
  }
}
