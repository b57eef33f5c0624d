import CDeflate
import CPNG

#if canImport(Glibc)
  import Glibc
#endif

/// PNG through libpng directly: reads past the end of the file fail the decode, and libpng's
/// own limits (picture size, ancillary chunk size and count) apply, so a file of B bytes costs
/// work bounded by B and the pixel limit (SDL_image's reader ignored short reads, and a
/// 57-byte file declaring a 1 GiB chunk kept libpng "reading" for minutes).
///
/// The common PNGs (not interlaced, 8- or 16-bit grey, grey and alpha, RGB or RGBA, no tRNS)
/// take a faster path once libpng has read every chunk before the image data: libdeflate
/// inflates the IDAT chunks in one call and the rows are unfiltered here, 16-bit samples scaled
/// to 8 as libpng scales them (``fastDecode(_:limits:)``). Any
/// failure on that path decodes the file again with libpng alone, so broken files behave and
/// read exactly as without it.
///
/// The only file that imports CPNG and CDeflate.
package enum PNGCodec {
  /// Ancillary chunks libpng keeps at most (its default is 1,000).
  static let maximumChunkCount: UInt32 = 256

  /// Decodes a whole PNG file to 8-bit RGBA: palettes, grey and transparency expanded, 16-bit
  /// samples rounded to 8; the iCCP profile kept.
  package static func decode(_ bytes: [UInt8], limits: CodecLimits) throws(CodecError)
    -> CodecImage
  {
    if let image = fastDecode(bytes, limits: limits) { return image }
    return try libpngDecode(bytes, limits: limits)
  }

  /// The picture through libdeflate and the row unfiltering here, or nil when the file is not
  /// one of the common kinds or anything on the way fails (a bad CRC, a file cut short, a stream
  /// of the wrong length, an unknown filter): ``decode(_:limits:)`` then uses libpng alone.
  package static func fastDecode(_ bytes: [UInt8], limits: CodecLimits) -> CodecImage? {
    guard FileBytesGate.admits("libpng") else { return nil }
    var state = carousel_png_state()
    defer { carousel_png_end(&state) }
    return bytes.withUnsafeBufferPointer { data -> CodecImage? in
      guard let base = data.baseAddress,
        carousel_png_begin(
          &state, base, data.count, side(limits), limits.maximumMetadataBytes, maximumChunkCount)
          == 0,
        let channels = fastChannels(state)
      else { return nil }
      let depth = Int(png_get_bit_depth(state.png, state.info))
      let width = Int(png_get_image_width(state.png, state.info))
      let height = Int(png_get_image_height(state.png, state.info))
      guard width > 0, height > 0, width * height <= limits.maximumPixels, state.offset >= 8
      else { return nil }
      // Room for the filtered rows too (one filter byte a row), given back before returning.
      var rgba = [UInt8](repeating: 0, count: width * height * 4 + height)
      let status = rgba.withUnsafeMutableBufferPointer { pixels in
        carousel_deflate_png_rows(
          base, data.count, state.offset - 8, width, height, channels, depth,
          pixels.baseAddress)
      }
      guard status == 0 else { return nil }
      rgba.removeLast(height)
      return CodecImage(width: width, height: height, rgba: rgba, iccProfile: profile(&state))
    }
  }

  /// Decodes with libpng alone: every kind of PNG, and the answer for every broken file.
  package static func libpngDecode(_ bytes: [UInt8], limits: CodecLimits) throws(CodecError)
    -> CodecImage
  {
    guard FileBytesGate.admits("libpng") else { throw FileBytesGate.refusal("libpng") }
    var state = carousel_png_state()
    defer { carousel_png_end(&state) }
    let result = bytes.withUnsafeBufferPointer { data -> Result<CodecImage, CodecError> in
      guard let base = data.baseAddress else { return .failure(CodecError("empty file")) }
      guard
        carousel_png_begin(
          &state, base, data.count, side(limits), limits.maximumMetadataBytes, maximumChunkCount)
          == 0
      else { return .failure(error(state)) }
      return readPixels(&state, limits: limits)
    }
    return try result.get()
  }

  /// The widest and tallest picture libpng is to accept.
  private static func side(_ limits: CodecLimits) -> UInt32 {
    UInt32(clamping: min(limits.maximumPixels, 1_000_000))
  }

  /// Samples to a pixel of a picture the fast path decodes, or nil for one it leaves to libpng
  /// (palettes, bit depths other than 8 and 16, interlacing, tRNS).
  private static func fastChannels(_ state: carousel_png_state) -> Int? {
    guard [8, 16].contains(png_get_bit_depth(state.png, state.info)),
      png_get_interlace_type(state.png, state.info) == PNG_INTERLACE_NONE,
      png_get_valid(state.png, state.info, PNG_INFO_tRNS) == 0
    else { return nil }
    switch Int32(png_get_color_type(state.png, state.info)) {
    case PNG_COLOR_TYPE_GRAY: return 1
    case PNG_COLOR_TYPE_GRAY_ALPHA: return 2
    case PNG_COLOR_TYPE_RGB: return 3
    case PNG_COLOR_TYPE_RGB_ALPHA: return 4
    default: return nil
    }
  }

  /// The iCCP profile libpng read, copied.
  private static func profile(_ state: inout carousel_png_state) -> [UInt8]? {
    var length: UInt32 = 0
    return carousel_png_icc(&state, &length).map {
      Array(UnsafeBufferPointer(start: $0, count: Int(length)))
    }
  }

  /// Encodes `image`'s 8-bit RGBA pixels as a PNG with `texts` as tEXt chunks (keys and values
  /// in Latin-1; a thumbnail's Thumb::URI and Thumb::MTime), for files Carousel writes itself.
  package static func encode(_ image: CodecImage, texts: [(key: String, value: String)])
    throws(CodecError) -> [UInt8]
  {
    guard image.width > 0, image.height > 0, image.rgba.count == image.width * image.height * 4
    else { throw CodecError("no pixels to write") }
    var buffer = carousel_png_buffer()
    defer { carousel_png_buffer_free(&buffer) }
    var rgba = image.rgba
    let keys = texts.map { strdup($0.key) }
    let values = texts.map { strdup($0.value) }
    defer { (keys + values).forEach { free($0) } }
    let status = rgba.withUnsafeMutableBufferPointer { pixels -> Int32 in
      guard let base = pixels.baseAddress else { return -1 }
      var rows = (0..<image.height).map { Optional(base + $0 * image.width * 4) }
      var keyPointers = keys.map { UnsafePointer($0) }
      var valuePointers = values.map { UnsafePointer($0) }
      return rows.withUnsafeMutableBufferPointer { rowPointers in
        carousel_png_encode(
          rowPointers.baseAddress, UInt32(image.width), UInt32(image.height), &keyPointers,
          &valuePointers, Int32(texts.count), &buffer)
      }
    }
    guard status == 0, let bytes = buffer.bytes else {
      var message = buffer.message
      let text = withUnsafeBytes(of: &message) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      throw CodecError(text.isEmpty ? "libpng could not write" : text)
    }
    return Array(UnsafeBufferPointer(start: bytes, count: buffer.count))
  }

  private static func readPixels(_ state: inout carousel_png_state, limits: CodecLimits)
    -> Result<CodecImage, CodecError>
  {
    let width = Int(png_get_image_width(state.png, state.info))
    let height = Int(png_get_image_height(state.png, state.info))
    guard width > 0, height > 0, width * height <= limits.maximumPixels else {
      return .failure(CodecError("\(width)×\(height) pixels is over the limit"))
    }
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    let status = rgba.withUnsafeMutableBufferPointer { pixels -> Int32 in
      guard let base = pixels.baseAddress else { return -1 }
      var rows = (0..<height).map { Optional(base + $0 * width * 4) }
      return rows.withUnsafeMutableBufferPointer { carousel_png_read_rgba(&state, $0.baseAddress) }
    }
    guard status == 0 else { return .failure(error(state)) }
    return .success(
      CodecImage(width: width, height: height, rgba: rgba, iccProfile: profile(&state)))
  }

  private static func error(_ state: carousel_png_state) -> CodecError {
    var message = state.message
    let text = withUnsafeBytes(of: &message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    return CodecError(text.isEmpty ? "libpng could not start" : text)
  }
}
