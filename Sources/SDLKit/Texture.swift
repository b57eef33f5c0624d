import CSDL2
import Geometry

/// An owned `SDL_Texture`: pixels that live with the renderer (in video memory for GPU renderers).
///
/// A texture keeps its renderer alive, so it is always destroyed first. Main thread only.
public final class Texture {
  /// The SDL texture; nil while the texture is parked on the output or after its pixels were
  /// lost there (``Renderer/parkShownTextures(minimumBytes:)``).
  var handle: OpaquePointer?
  /// Where the renderer's output holds this texture's pixels while it is parked.
  var parkedAt: Rect?
  /// The renderer that owns the texture's memory.
  public let renderer: Renderer
  /// Width and height in pixels.
  public let size: Size
  /// Whether every pixel is opaque and the texture draws without blending.
  public private(set) var isOpaque = false
  /// Whether SDL hands out the texture's pixels (`SDL_TEXTUREACCESS_STREAMING`): the opaque
  /// textures of the software renderer, which the renderer stretches itself
  /// (``Renderer/draw(_:from:in:)``).
  let isStreaming: Bool

  /// Uploads a surface (`SDL_CreateTextureFromSurface`), filtered linearly when scaled.
  public init(renderer: Renderer, surface: Surface) throws(SDLError) {
    guard let pointer = SDL_CreateTextureFromSurface(renderer.pointer, surface.pointer) else {
      throw SDLError.last("SDL_CreateTextureFromSurface")
    }
    self.handle = pointer
    self.renderer = renderer
    self.size = surface.size
    self.isStreaming = false
    SDL_SetTextureScaleMode(pointer, SDL_ScaleModeLinear)
  }

  /// Uploads packed `0xAARRGGBB` pixels (row by row, `size.width` a row) to a new static
  /// texture that blends by its alpha and is filtered linearly when scaled.
  ///
  /// An `isOpaque` texture ignores the alpha byte (XRGB8888) and does not blend: the software
  /// renderer then draws it by copying rows into the frame buffer, of the same format, instead
  /// of blending every pixel.
  /// - Precondition: `pixels.count == size.area`.
  public convenience init(
    renderer: Renderer, argbPixels pixels: [UInt32], size: Size, isOpaque: Bool = false
  ) throws(SDLError) {
    try self.init(renderer: renderer, size: size, isOpaque: isOpaque)
    try update(argbPixels: pixels)
  }

  /// A texture of `size` whose pixels come later (``update(argbPixels:)``), drawn as
  /// ``init(renderer:argbPixels:size:isOpaque:)`` draws its own: made ahead of its pixels, so
  /// that its memory is allocated and cleared (and, with the software renderer, faulted in)
  /// while they decode.
  ///
  /// On the software renderer an opaque texture is a streaming one, whose pixels the renderer
  /// reads to stretch them itself; there it is the same single surface a static one is (on GPU
  /// renderers a streaming texture would keep a second copy in main memory).
  public init(renderer: Renderer, size: Size, isOpaque: Bool) throws(SDLError) {
    let format = isOpaque ? SDL_PIXELFORMAT_XRGB8888 : SDL_PIXELFORMAT_ARGB8888
    let streams = isOpaque && renderer.isSoftware
    let access = streams ? SDL_TEXTUREACCESS_STREAMING : SDL_TEXTUREACCESS_STATIC
    self.handle = try Self.make(
      renderer: renderer, size: size, format: format, access: access, blends: !isOpaque)
    self.renderer = renderer
    self.size = size
    self.isOpaque = isOpaque
    self.isStreaming = streams
  }

  /// A new SDL texture filtered linearly when scaled, blending by its alpha or not at all.
  static func make(
    renderer: Renderer, size: Size, format: SDL_PixelFormatEnum, access: SDL_TextureAccess,
    blends: Bool
  ) throws(SDLError) -> OpaquePointer {
    guard
      let pointer = SDL_CreateTexture(
        renderer.pointer, format.rawValue, Int32(access.rawValue),
        Int32(size.width), Int32(size.height))
    else {
      throw SDLError.last("SDL_CreateTexture")
    }
    SDL_SetTextureBlendMode(pointer, blends ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
    SDL_SetTextureScaleMode(pointer, SDL_ScaleModeLinear)
    return pointer
  }

  /// Takes ownership of a texture `renderer` made.
  init(taking pointer: OpaquePointer, renderer: Renderer, size: Size, isOpaque: Bool) {
    self.handle = pointer
    self.renderer = renderer
    self.size = size
    self.isOpaque = isOpaque
    self.isStreaming = false
  }

  deinit {
    if let handle { SDL_DestroyTexture(handle) }
  }

  /// The SDL texture to draw or change, brought back from the output first when it is parked
  /// there; nil only once its pixels are lost (SDL then refuses the call, and draws skip it).
  var pointer: OpaquePointer? {
    if handle == nil, parkedAt != nil { renderer.restoreParkedTextures() }
    return handle
  }

  /// Whether the texture's pixels now live only in the renderer's output, where it was last
  /// drawn (``Renderer/parkShownTextures(minimumBytes:)``): its own memory is given back until
  /// it is next used.
  public var isParked: Bool { parkedAt != nil }

  /// Whether the pixels went with the output they were parked on (the window was resized, or
  /// SDL could not make the texture again): it has neither an SDL texture nor a place to read
  /// one back from.
  public var isLost: Bool { handle == nil && parkedAt == nil }

  /// Bytes of pixel memory, assuming four bytes a pixel, for cache budgets.
  public var byteCount: Int { size.area * 4 }

  /// Multiplies the texture's alpha when drawn (0 transparent, 255 as is).
  public func setAlphaModulation(_ alpha: UInt8) {
    SDL_SetTextureAlphaMod(pointer, alpha)
  }

  /// Multiplies the texture's colour channels when drawn (white leaves them as they are): one
  /// white shape drawn in any colour.
  public func setColorModulation(_ color: Color) {
    SDL_SetTextureColorMod(pointer, color.red, color.green, color.blue)
  }
}
