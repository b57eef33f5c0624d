import CSDL2

extension Texture {
  /// Replaces every pixel with packed `0xAARRGGBB` values, row by row (an animation's next
  /// frame).
  /// - Precondition: `pixels.count == size.area`.
  public func update(argbPixels pixels: [UInt32]) throws(SDLError) {
    precondition(pixels.count == size.area, "pixel count does not match the texture")
    // What the output holds of it is its old pixels now; parked, it needs none of them back.
    renderer.willReplacePixels(of: self)
    let status = pixels.withUnsafeBytes { bytes in
      SDL_UpdateTexture(pointer, nil, bytes.baseAddress, Int32(size.width * 4))
    }
    try check(status, "SDL_UpdateTexture")
  }

  /// Replaces the pixels with the 0xAARRGGBB rows at `pixels` (``size`` of them, tightly
  /// packed), read during the call only.
  public func update(argbBytes pixels: UnsafeRawPointer) throws(SDLError) {
    renderer.willReplacePixels(of: self)
    try check(SDL_UpdateTexture(pointer, nil, pixels, Int32(size.width * 4)), "SDL_UpdateTexture")
  }
}
