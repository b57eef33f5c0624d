/// Pixel byte layouts that code reads directly (SDLKit's surfaces, the decoders) (little-endian hosts).
public enum PixelLayout: Sendable {
  /// 32-bit `0xAARRGGBB` values.
  case argb8888
  /// 32-bit `0x??RRGGBB` values, the top byte unused (opaque).
  case xrgb8888
  /// 32-bit `0xAABBGGRR` values: bytes R, G, B, A in memory.
  case abgr8888
  /// Bytes R, G, B.
  case rgb24
  /// Bytes B, G, R.
  case bgr24
  /// Anything else; `Surface.withPixels` converts it to `.argb8888` first.
  case other

  /// Bytes per pixel (0 for `.other`).
  public var bytesPerPixel: Int {
    switch self {
    case .argb8888, .xrgb8888, .abgr8888: 4
    case .rgb24, .bgr24: 3
    case .other: 0
    }
  }
}
