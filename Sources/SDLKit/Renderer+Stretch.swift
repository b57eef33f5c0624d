import CPixelKernels
import CSDL2
import Geometry

// MARK: - Pictures stretched by Carousel's own kernel on the software renderer

extension Renderer {
  /// Stretches `source` of `texture` (fractional texels) onto `destination` itself, straight
  /// from the texture's pixels into the target surface's.
  ///
  /// It does so on x86_64 where the software renderer would otherwise use
  /// `SDL_SoftStretchLinear`: a texture of ``Texture/isStreaming`` (opaque, XRGB8888) drawn
  /// without modulation into the window or the renderer's own surface (XRGB8888 or ARGB8888,
  /// made opaque), not into a texture, with SDL's viewport and scale at their defaults (a clip
  /// is respected). A 1:1 copy of whole pixels is left to SDL, whose row copies are cheaper.
  ///
  /// The drawing queued before is carried out first (`SDL_RenderFlush`), so the picture lands
  /// over it and what is drawn after lands over the picture.
  /// - Returns: whether it drew; false leaves everything to SDL.
  func stretchesDirectly(_ texture: Texture, from source: Rect, in destination: Rect)
    throws(SDLError) -> Bool
  {
    guard Self.hasFastKernel, isSoftware, texture.isStreaming, texture.renderer === self,
      source.width > 0, source.height > 0, destination.width > 0, destination.height > 0,
      !Self.isWholePixelCopy(source, destination), drawsUnmodulated(texture),
      SDL_GetRenderTarget(pointer) == nil, hasPlainViewport
    else { return false }
    let size = texture.size
    guard size.width > 0, size.height > 0 else { return false }
    try check(SDL_RenderFlush(pointer), "SDL_RenderFlush")
    guard let surface = targetSurface(), let format = surface.pointee.format?.pointee.format,
      Self.takesOpaquePixels(format),
      surface.pointee.flags & UInt32(SDL_RLEACCEL) == 0, let frame = surface.pointee.pixels
    else { return false }
    let bounds = Rect(
      x: 0, y: 0, width: Double(surface.pointee.w), height: Double(surface.pointee.h))
    let pixels = destination.integral.intersection(try drawableArea().intersection(bounds))
    // Nothing of it reaches a pixel: nothing to draw.
    guard pixels.width >= 1, pixels.height >= 1 else { return true }
    var texels: UnsafeMutableRawPointer?
    var texelPitch: Int32 = 0
    guard SDL_LockTexture(texture.pointer, nil, &texels, &texelPitch) == 0, let texels else {
      return false
    }
    defer { SDL_UnlockTexture(texture.pointer) }
    let stepX = source.width / destination.width
    let stepY = source.height / destination.height
    let pitch = Int(surface.pointee.pitch)
    let origin = frame.advanced(by: Int(pixels.y) * pitch + Int(pixels.x) * 4)
    let status = pk_stretch_bilinear(
      texels.assumingMemoryBound(to: UInt32.self), Int(texelPitch), 0, 0, Int32(size.width),
      Int32(size.height), source.x + (pixels.x - destination.x) * stepX,
      source.y + (pixels.y - destination.y) * stepY, stepX, stepY,
      origin.assumingMemoryBound(to: UInt32.self), pitch, Int32(pixels.width),
      Int32(pixels.height))
    return status == 0
  }

  /// Whether the processor has a SIMD path of the stretch (x86_64: SSE2, or AVX2): elsewhere the
  /// portable one is several times slower than SDL's own, which has NEON on ARM.
  private static let hasFastKernel = pk_has_path(PKPathSSE2) == 1

  /// Whether a surface of `format` takes the stretch's pixels as they are: XRGB8888, or
  /// ARGB8888 (they come opaque).
  static func takesOpaquePixels(_ format: UInt32) -> Bool {
    format == SDL_PIXELFORMAT_XRGB8888.rawValue || format == SDL_PIXELFORMAT_ARGB8888.rawValue
  }

  /// Whether `source` and `destination` are the same size at whole pixels.
  private static func isWholePixelCopy(_ source: Rect, _ destination: Rect) -> Bool {
    source.width == destination.width && source.height == destination.height
      && source.x == source.x.rounded() && source.y == source.y.rounded()
      && destination.x == destination.x.rounded() && destination.y == destination.y.rounded()
  }

  func drawsUnmodulated(_ texture: Texture) -> Bool {
    var alpha: UInt8 = 0
    var red: UInt8 = 0
    var green: UInt8 = 0
    var blue: UInt8 = 0
    var mode = SDL_BLENDMODE_BLEND
    SDL_GetTextureAlphaMod(texture.pointer, &alpha)
    SDL_GetTextureColorMod(texture.pointer, &red, &green, &blue)
    SDL_GetTextureBlendMode(texture.pointer, &mode)
    return alpha == 255 && red == 255 && green == 255 && blue == 255 && mode == SDL_BLENDMODE_NONE
  }

  /// Whether SDL draws at the output's own pixels: no scale, no logical size, the viewport the
  /// whole output.
  var hasPlainViewport: Bool {
    var scaleX: Float = 0
    var scaleY: Float = 0
    SDL_RenderGetScale(pointer, &scaleX, &scaleY)
    var logicalWidth: Int32 = 0
    var logicalHeight: Int32 = 0
    SDL_RenderGetLogicalSize(pointer, &logicalWidth, &logicalHeight)
    var viewport = SDL_Rect()
    SDL_RenderGetViewport(pointer, &viewport)
    let output = outputSize
    return scaleX == 1 && scaleY == 1 && logicalWidth == 0 && logicalHeight == 0
      && viewport.x == 0 && viewport.y == 0 && Int(viewport.w) == output.width
      && Int(viewport.h) == output.height
  }

  /// The output, within the clip when one is set (whole pixels).
  private func drawableArea() throws(SDLError) -> Rect {
    let output = outputSize
    let whole = Rect(x: 0, y: 0, width: Double(output.width), height: Double(output.height))
    guard SDL_RenderIsClipEnabled(pointer) == SDL_TRUE else { return whole }
    var clip = SDL_Rect()
    SDL_RenderGetClipRect(pointer, &clip)
    return whole.intersection(
      Rect(x: Double(clip.x), y: Double(clip.y), width: Double(clip.w), height: Double(clip.h)))
  }

  /// The surface the software renderer draws into: the window's frame buffer
  /// (`SDL_GetWindowSurface`, which the renderer itself draws into), or its own surface.
  func targetSurface() -> UnsafeMutablePointer<SDL_Surface>? {
    if let surface = target as? Surface { return surface.pointer }
    if let window = target as? Window { return SDL_GetWindowSurface(window.pointer) }
    return nil
  }
}
