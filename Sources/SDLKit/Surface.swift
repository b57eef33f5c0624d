import CSDL2
import Geometry

/// An owned `SDL_Surface`: pixels in main memory.
///
/// The surface is freed when the object is released. Surfaces are not thread-safe; one thread
/// uses a surface at a time.
public final class Surface {
  /// The wrapped pointer; valid for the object's lifetime.
  let pointer: UnsafeMutablePointer<SDL_Surface>

  /// Takes ownership of a surface returned by an SDL function, or throws that function's error.
  init(taking pointer: UnsafeMutablePointer<SDL_Surface>?, from function: String) throws(SDLError) {
    guard let pointer else { throw SDLError.last(function) }
    self.pointer = pointer
  }

  /// A new transparent-black surface in ARGB8888, the format the renderer reads back.
  public convenience init(size: Size) throws(SDLError) {
    try self.init(
      taking: SDL_CreateRGBSurfaceWithFormat(
        0, Int32(size.width), Int32(size.height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue),
      from: "SDL_CreateRGBSurfaceWithFormat")
  }

  /// Decodes a picture file with SDL_image (`IMG_Load`); the format is found from the content.
  public convenience init(contentsOfFile path: String) throws(SDLError) {
    try OnDemandLibrary.openImage(for: "IMG_Load")
    try self.init(taking: IMG_Load(path), from: "IMG_Load")
  }

  deinit {
    SDL_FreeSurface(pointer)
  }

  /// Width and height in pixels.
  public var size: Size { Size(width: Int(pointer.pointee.w), height: Int(pointer.pointee.h)) }

  /// Bytes from one row to the next.
  public var pitch: Int { Int(pointer.pointee.pitch) }

  /// Whether the pixels are stored as ARGB8888.
  public var isARGB8888: Bool {
    pointer.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue
  }

  /// A copy of this surface in ARGB8888.
  public func convertedToARGB8888() throws(SDLError) -> Surface {
    try Surface(
      taking: SDL_ConvertSurfaceFormat(pointer, SDL_PIXELFORMAT_ARGB8888.rawValue, 0),
      from: "SDL_ConvertSurfaceFormat")
  }

  /// A copy scaled to `newSize` with bilinear filtering (`SDL_SoftStretchLinear`), in ARGB8888.
  public func scaled(to newSize: Size) throws(SDLError) -> Surface {
    let source = isARGB8888 ? self : try convertedToARGB8888()
    let result = try Surface(size: newSize)
    try check(
      SDL_SoftStretchLinear(source.pointer, nil, result.pointer, nil), "SDL_SoftStretchLinear")
    return result
  }

  /// Fills the whole surface with one colour.
  public func fill(_ color: Color) throws(SDLError) {
    let value = SDL_MapRGBA(pointer.pointee.format, color.red, color.green, color.blue, color.alpha)
    try check(SDL_FillRect(pointer, nil, value), "SDL_FillRect")
  }

  /// Fills `rect` (rounded down to whole pixels) with one colour, replacing what was there.
  public func fill(_ rect: Rect, with color: Color) throws(SDLError) {
    let value = SDL_MapRGBA(pointer.pointee.format, color.red, color.green, color.blue, color.alpha)
    var area = rect.sdlRect
    try check(SDL_FillRect(pointer, &area, value), "SDL_FillRect")
  }

  /// Every pixel as a packed `0xAARRGGBB` value, row by row from the top-left corner.
  public func argbPixels() throws(SDLError) -> [UInt32] {
    let source = isARGB8888 ? self : try convertedToARGB8888()
    let width = size.width
    let height = size.height
    try check(SDL_LockSurface(source.pointer), "SDL_LockSurface")
    defer { SDL_UnlockSurface(source.pointer) }
    guard let base = source.pointer.pointee.pixels else { return [] }
    var result = [UInt32](repeating: 0, count: width * height)
    result.withUnsafeMutableBytes { target in
      for row in 0..<height {
        let from = UnsafeRawBufferPointer(
          start: base.advanced(by: row * source.pitch), count: width * 4)
        UnsafeMutableRawBufferPointer(rebasing: target[(row * width * 4)...]).copyMemory(from: from)
      }
    }
    return result
  }

  /// The colour of one pixel; (0, 0) is the top-left corner.
  ///
  /// Nil outside the surface.
  public func pixel(x: Int, y: Int) -> Color? {
    guard x >= 0, y >= 0, x < size.width, y < size.height else { return nil }
    guard SDL_LockSurface(pointer) == 0 else { return nil }
    defer { SDL_UnlockSurface(pointer) }
    let format = pointer.pointee.format
    let bytesPerPixel = Int(format?.pointee.BytesPerPixel ?? 0)
    guard let base = pointer.pointee.pixels, let format, (1...4).contains(bytesPerPixel) else {
      return nil
    }
    let address = base.advanced(by: y * pitch + x * bytesPerPixel)
    var value: UInt32 = 0
    withUnsafeMutableBytes(of: &value) { target in
      // Little-endian hosts: the first byte in memory is the lowest of the packed value.
      target.copyMemory(from: UnsafeRawBufferPointer(start: address, count: bytesPerPixel))
    }
    var color = Color.black
    SDL_GetRGBA(value, format, &color.red, &color.green, &color.blue, &color.alpha)
    return color
  }

  /// Writes the surface as a PNG file (`IMG_SavePNG`).
  public func savePNG(to path: String) throws(SDLError) {
    try OnDemandLibrary.openImage(for: "IMG_SavePNG")
    try check(IMG_SavePNG(pointer, path), "IMG_SavePNG")
  }
}
