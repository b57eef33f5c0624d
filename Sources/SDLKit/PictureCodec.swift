import CSDL2
import Geometry

extension Surface {
  /// Decodes a whole file held in memory (`IMG_LoadTyped_RW`).
  ///
  /// - Parameters:
  ///   - bytes: the file's content; only read during the call.
  ///   - type: SDL_image's type name ("PNG", "JPG", "TGA", ...), chosen from the content by the
  ///     caller, so the decoder never guesses from a file name.
  public convenience init(decoding bytes: UnsafeRawBufferPointer, type: String) throws(SDLError) {
    try OnDemandLibrary.openImage(for: "IMG_LoadTyped_RW")
    let stream = try Self.stream(reading: bytes)
    try self.init(taking: IMG_LoadTyped_RW(stream, 1, type), from: "IMG_LoadTyped_RW")
  }

  /// Renders an SVG held in memory as large as fits in `box`, keeping its aspect ratio
  /// (`IMG_LoadSizedSVG_RW` given both sides uses the smaller of the two scales).
  ///
  /// Bounding both sides is what keeps an SVG whose real aspect ratio is extreme from
  /// allocating a huge surface. SDL_image rounds each side up, so either may exceed `box` by one
  /// pixel. Throws when `box` is empty or too large for SDL.
  public convenience init(renderingSVG bytes: UnsafeRawBufferPointer, fittingIn box: Size)
    throws(SDLError)
  {
    guard (1...Int(Int32.max)).contains(box.width), (1...Int(Int32.max)).contains(box.height)
    else {
      throw SDLError(function: "IMG_LoadSizedSVG_RW", message: "box \(box) out of range")
    }
    try OnDemandLibrary.openImage(for: "IMG_LoadSizedSVG_RW")
    let stream = try Self.stream(reading: bytes)
    defer { SDL_RWclose(stream) }
    try self.init(
      taking: IMG_LoadSizedSVG_RW(stream, Int32(box.width), Int32(box.height)),
      from: "IMG_LoadSizedSVG_RW")
  }

  /// A read-only SDL stream over `bytes`, which the caller closes or hands to a loader that does.
  ///
  /// SDL takes the size as a C `int`: larger buffers are an error, not a trap.
  private static func stream(reading bytes: UnsafeRawBufferPointer) throws(SDLError)
    -> UnsafeMutablePointer<SDL_RWops>
  {
    guard let count = Int32(exactly: bytes.count) else {
      throw SDLError(
        function: "SDL_RWFromConstMem", message: "\(bytes.count) bytes is over SDL's 2 GiB limit")
    }
    guard let base = bytes.baseAddress, let stream = SDL_RWFromConstMem(base, count) else {
      throw SDLError.last("SDL_RWFromConstMem")
    }
    return stream
  }

  /// A surface in ARGB8888 holding a copy of `pixels` (packed `0xAARRGGBB`, row by row).
  /// - Precondition: `pixels.count == size.area`.
  public convenience init(argbPixels pixels: [UInt32], size: Size) throws(SDLError) {
    try self.init(size: size)
    try check(SDL_LockSurface(pointer), "SDL_LockSurface")
    defer { SDL_UnlockSurface(pointer) }
    guard let base = pointer.pointee.pixels else { return }
    pixels.withUnsafeBytes { source in
      for row in 0..<size.height {
        let from = UnsafeRawBufferPointer(
          rebasing: source[(row * size.width * 4)...].prefix(size.width * 4))
        UnsafeMutableRawBufferPointer(start: base.advanced(by: row * pitch), count: size.width * 4)
          .copyMemory(from: from)
      }
    }
  }

  /// The byte layout of the surface's pixels, when it is one that readers handle directly.
  public var layout: PixelLayout {
    // A colour key makes one colour transparent: only a conversion turns it into alpha.
    if SDL_HasColorKey(pointer) == SDL_TRUE { return .other }
    return switch pointer.pointee.format.pointee.format {
    case SDL_PIXELFORMAT_ARGB8888.rawValue: .argb8888
    case SDL_PIXELFORMAT_RGB888.rawValue: .xrgb8888
    case SDL_PIXELFORMAT_ABGR8888.rawValue: .abgr8888
    case SDL_PIXELFORMAT_RGB24.rawValue: .rgb24
    case SDL_PIXELFORMAT_BGR24.rawValue: .bgr24
    default: .other
    }
  }

  /// Calls `body` with the raw pixels, their row pitch in bytes and their layout, converting to
  /// ARGB8888 first only when the layout is `.other` (palettes, colour keys, 16-bit formats), so a
  /// large RGB photo is never copied.
  ///
  /// The pointer is valid only during the call.
  public func withPixels<Result>(
    _ body: (UnsafeRawBufferPointer, _ pitch: Int, PixelLayout) throws -> Result
  ) throws -> Result {
    let source = layout == .other ? try convertedToARGB8888() : self
    try check(SDL_LockSurface(source.pointer), "SDL_LockSurface")
    defer { SDL_UnlockSurface(source.pointer) }
    let count = source.pitch * source.size.height
    let pixels = UnsafeRawBufferPointer(start: source.pointer.pointee.pixels, count: count)
    return try body(pixels, source.pitch, source.layout)
  }

  /// Writes the surface as a JPEG file (`IMG_SaveJPG`); `quality` is 0 to 100.
  public func saveJPEG(to path: String, quality: Int) throws(SDLError) {
    try OnDemandLibrary.openImage(for: "IMG_SaveJPG")
    try check(IMG_SaveJPG(pointer, path, Int32(quality)), "IMG_SaveJPG")
  }
}
