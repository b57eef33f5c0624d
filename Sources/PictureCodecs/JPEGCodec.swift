import CJPEG

/// JPEG through libjpeg-turbo directly, decoded at the size it is shown.
///
/// The library's DCT scaling gives the picture at M / 8 of its size (M from 1 to 8) for little
/// more than the work of that size, so a 24-megapixel photo for a 2-megapixel screen costs a
/// fraction of a full decode. The caller area-averages the rest of the way.
///
/// The only file that imports CJPEG.
package enum JPEGCodec {
  /// The smallest scale, in eighths, at which a `width` × `height` picture is at least
  /// `minimum` in both sides (8, the full size, when no smaller one is).
  package static func scale(width: Int, height: Int, atLeast minimum: (width: Int, height: Int))
    -> Int
  {
    for eighths in 1..<8
    where scaled(width, eighths) >= minimum.width
      && scaled(height, eighths) >= minimum.height
    {
      return eighths
    }
    return 8
  }

  /// A side of `length` pixels at `eighths` / 8, rounded up as libjpeg does.
  package static func scaled(_ length: Int, _ eighths: Int) -> Int {
    (length * eighths + 7) / 8
  }

  /// Decodes a whole JPEG file to 8-bit RGBA at the smallest DCT scale at least `minimum`.
  ///
  /// The scale is ``scale(width:height:atLeast:)``'s; grey and CMYK pictures are turned into
  /// RGB. A file cut short decodes as far as it goes, grey below, as libjpeg does.
  package static func decode(
    _ bytes: [UInt8], atLeast minimum: (width: Int, height: Int), limits: CodecLimits
  ) throws(CodecError) -> CodecImage {
    let state = UnsafeMutablePointer<carousel_jpeg_state>.allocate(capacity: 1)
    defer {
      carousel_jpeg_end(state)
      state.deallocate()
    }
    let result = bytes.withUnsafeBufferPointer { data -> Result<CodecImage, CodecError> in
      guard let base = data.baseAddress else { return .failure(CodecError("empty file")) }
      guard carousel_jpeg_begin(state, base, UInt(data.count)) == 0 else {
        return .failure(error(state))
      }
      let width = Int(state.pointee.info.image_width)
      let height = Int(state.pointee.info.image_height)
      guard width > 0, height > 0, width * height <= limits.maximumPixels else {
        return .failure(CodecError("\(width)×\(height) pixels is over the limit"))
      }
      let eighths = scale(width: width, height: height, atLeast: minimum)
      guard carousel_jpeg_start(state, UInt32(eighths)) == 0 else { return .failure(error(state)) }
      return readPixels(state)
    }
    return try result.get()
  }

  private static func readPixels(_ state: UnsafeMutablePointer<carousel_jpeg_state>)
    -> Result<CodecImage, CodecError>
  {
    let width = Int(state.pointee.info.output_width)
    let height = Int(state.pointee.info.output_height)
    guard state.pointee.info.output_components == 4 else {
      return .failure(
        CodecError("unexpected output of \(state.pointee.info.output_components) components"))
    }
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    let status = rgba.withUnsafeMutableBufferPointer { pixels -> Int32 in
      guard let base = pixels.baseAddress else { return -1 }
      var rows = (0..<height).map { Optional(base + $0 * width * 4) }
      let read = rows.withUnsafeMutableBufferPointer { carousel_jpeg_read(state, $0.baseAddress) }
      if read == 0, carousel_jpeg_is_cmyk(state) != 0 {
        carousel_jpeg_cmyk_to_rgba(state, base, width * height)
      }
      return read
    }
    guard status == 0 else { return .failure(error(state)) }
    return .success(CodecImage(width: width, height: height, rgba: rgba))
  }

  private static func error(_ state: UnsafeMutablePointer<carousel_jpeg_state>) -> CodecError {
    let text = withUnsafeBytes(of: &state.pointee.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    return CodecError(text.isEmpty ? "libjpeg could not start" : text)
  }
}
