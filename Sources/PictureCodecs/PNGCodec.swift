import CPNG

/// PNG through libpng directly: reads past the end of the file fail the decode, and libpng's
/// own limits (picture size, ancillary chunk size and count) apply, so a file of B bytes costs
/// work bounded by B and the pixel limit (SDL_image's reader ignored short reads, and a
/// 57-byte file declaring a 1 GiB chunk kept libpng "reading" for minutes).
///
/// The only file that imports CPNG.
package enum PNGCodec {
  /// Ancillary chunks libpng keeps at most (its default is 1,000).
  static let maximumChunkCount: UInt32 = 256

  /// Decodes a whole PNG file to 8-bit RGBA: palettes, grey and transparency expanded, 16-bit
  /// samples rounded to 8; the iCCP profile kept.
  package static func decode(_ bytes: [UInt8], limits: CodecLimits) throws(CodecError)
    -> CodecImage
  {
    var state = carousel_png_state()
    defer { carousel_png_end(&state) }
    let result = bytes.withUnsafeBufferPointer { data -> Result<CodecImage, CodecError> in
      guard let base = data.baseAddress else { return .failure(CodecError("empty file")) }
      let side = UInt32(clamping: min(limits.maximumPixels, 1_000_000))
      guard
        carousel_png_begin(
          &state, base, data.count, side, limits.maximumMetadataBytes, maximumChunkCount) == 0
      else { return .failure(error(state)) }
      return readPixels(&state, limits: limits)
    }
    return try result.get()
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
    var length: UInt32 = 0
    let profile = carousel_png_icc(&state, &length).map {
      Array(UnsafeBufferPointer(start: $0, count: Int(length)))
    }
    return .success(CodecImage(width: width, height: height, rgba: rgba, iccProfile: profile))
  }

  private static func error(_ state: carousel_png_state) -> CodecError {
    var message = state.message
    let text = withUnsafeBytes(of: &message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    return CodecError(text.isEmpty ? "libpng could not start" : text)
  }
}
