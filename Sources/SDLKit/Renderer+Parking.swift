import CSDL2
import Geometry

// MARK: - Textures parked on the output

// With SDL's software renderer a picture shown 1:1 is in memory twice at rest: in its texture
// and in the window's frame buffer, which keeps the last frame's pixels until the next one is
// drawn (docs/architecture.md, "Memory at rest"). Parking lets the texture's memory go and
// reads the pixels back from the output before anything is drawn over them.

extension Renderer {
  /// Gives back the memory of every texture of at least `minimumBytes` that the output holds.
  ///
  /// A texture qualifies when it was drawn whole, 1:1 at whole pixels, opaque and unmodulated
  /// (``Texture/isStreaming``), with nothing drawn over it since. Its pixels are read back from
  /// the output (about a copy of them) before the next drawing into the output, or when the
  /// texture is next used.
  ///
  /// Only SDL's software renderer parks: elsewhere the output is not in main memory.
  /// - Returns: the bytes given back.
  @discardableResult
  public func parkShownTextures(minimumBytes: Int) -> Int {
    guard isSoftware, SDL_RenderFlush(pointer) == 0 else { return 0 }
    loseParkedIfOutputChanged()
    var bytes = 0
    for copy in ledger.copies {
      guard let texture = copy.texture, let handle = texture.handle,
        texture.byteCount >= minimumBytes
      else { continue }
      SDL_DestroyTexture(handle)
      texture.handle = nil
      texture.parkedAt = copy.place
      ledger.parked.append(copy)
      bytes += texture.byteCount
    }
    return bytes
  }

  /// Makes every parked texture whole again from the output's pixels.
  ///
  /// This happens by itself before the output is drawn into and when a parked texture is used.
  /// A texture whose pixels the output lost (a window made larger or smaller) stays empty and
  /// says ``Texture/isLost``: call this before deciding what to draw.
  public func restoreParkedTextures() {
    guard !ledger.parked.isEmpty else { return }
    loseParkedIfOutputChanged()
    let parked = ledger.parked
    ledger.parked.removeAll()
    for copy in parked {
      guard let texture = copy.texture, texture.parkedAt != nil else { continue }
      texture.parkedAt = nil
      texture.handle = try? readBack(texture.size, at: copy.place)
    }
  }

  /// Notes that every pixel of `texture` is about to be replaced: the output's copies of it are
  /// its old pixels, and a parked one is made again empty instead of read back.
  func willReplacePixels(of texture: Texture) {
    ledger.copies.removeAll { $0.texture === texture || $0.texture == nil }
    guard texture.parkedAt != nil else { return }
    ledger.parked.removeAll { $0.texture === texture }
    texture.parkedAt = nil
    texture.handle = try? makeOpaqueStreamingTexture(texture.size)
  }

  /// Notes a drawing into `area` of the current target (nil: all of it): when that is the
  /// output, the parked textures come back first and the copies under `area` are spoiled.
  func willDraw(into area: Rect?) {
    guard isSoftware, SDL_GetRenderTarget(pointer) == nil else { return }
    restoreParkedTextures()
    loseParkedIfOutputChanged()
    guard !ledger.copies.isEmpty else { return }
    // Another viewport or scale moves the area: every copy may be under it.
    ledger.spoil(hasPlainViewport ? area : nil)
  }

  /// Notes that all of `texture` was just drawn into `destination`; when that copy is exact
  /// (see ``parkShownTextures(minimumBytes:)``), the output holds its pixels there.
  func didDraw(_ texture: Texture, whole: Bool, in destination: Rect) {
    guard whole, isSoftware, texture.isStreaming, texture.renderer === self,
      destination.width == Double(texture.size.width),
      destination.height == Double(texture.size.height), destination == destination.integral,
      SDL_GetRenderTarget(pointer) == nil, hasPlainViewport,
      SDL_RenderIsClipEnabled(pointer) == SDL_FALSE, drawsUnmodulated(texture),
      isInsideOutput(destination),
      let format = targetSurface()?.pointee.format?.pointee.format, Self.takesOpaquePixels(format)
    else { return }
    ledger.copies.append(OutputLedger.Copy(texture: texture, place: destination))
  }

  /// Marks the parked textures lost when the window's frame buffer was made again.
  private func loseParkedIfOutputChanged() {
    guard ledger.takeOutputLoss() else { return }
    for copy in ledger.parked { copy.texture?.parkedAt = nil }  // and no handle: lost
    ledger.parked.removeAll()
  }

  /// A streaming opaque texture of `size` holding the output's pixels at `place`.
  private func readBack(_ size: Size, at place: Rect) throws(SDLError) -> OpaquePointer {
    let handle = try makeOpaqueStreamingTexture(size)
    let previousTarget = SDL_GetRenderTarget(pointer)
    if previousTarget != nil { SDL_SetRenderTarget(pointer, nil) }
    defer { if previousTarget != nil { SDL_SetRenderTarget(pointer, previousTarget) } }
    var pixels: UnsafeMutableRawPointer?
    var pitch: Int32 = 0
    guard hasPlainViewport, SDL_LockTexture(handle, nil, &pixels, &pitch) == 0 else {
      SDL_DestroyTexture(handle)
      throw SDLError.last("SDL_LockTexture")
    }
    var area = SDL_Rect(
      x: Int32(place.x), y: Int32(place.y), w: Int32(size.width), h: Int32(size.height))
    let status = SDL_RenderReadPixels(
      pointer, &area, SDL_PIXELFORMAT_XRGB8888.rawValue, pixels, pitch)
    SDL_UnlockTexture(handle)
    guard status == 0 else {
      SDL_DestroyTexture(handle)
      throw SDLError.last("SDL_RenderReadPixels")
    }
    return handle
  }

  /// A new SDL texture of `size` as a parked one was made: opaque, streaming, not blending (the
  /// only kind ``didDraw(_:whole:in:)`` notes).
  private func makeOpaqueStreamingTexture(_ size: Size) throws(SDLError) -> OpaquePointer {
    try Texture.make(
      renderer: self, size: size, format: SDL_PIXELFORMAT_XRGB8888,
      access: SDL_TEXTUREACCESS_STREAMING, blends: false)
  }

  /// Whether `rect` lies wholly within the output.
  private func isInsideOutput(_ rect: Rect) -> Bool {
    let output = outputSize
    return rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= Double(output.width)
      && rect.y + rect.height <= Double(output.height)
  }
}
