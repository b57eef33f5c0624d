import CJPEG

/// JPEG through libjpeg-turbo directly, decoded at the size it is shown.
///
/// The library's DCT scaling gives the picture at M / 8 of its size (M from 1 to 8) for little
/// more than the work of that size, so a 24-megapixel photo for a 2-megapixel screen costs a
/// fraction of a full decode. The caller area-averages the rest of the way. The pictures the
/// surfaces show elsewhere (a web page, a broker's image entity) are encoded here too
/// (``encode(_:width:height:quality:)``).
///
/// The only file that imports CJPEG.
package enum JPEGCodec {
  /// The scale, in eighths, to decode a `width` × `height` picture at for at least `minimum`
  /// in both sides: the smallest that is at least that, moved up to the next of
  /// ``fastEighths`` (8, the full size, when no smaller one is).
  ///
  /// 3/8 becomes 4/8 and 5/8 to 7/8 become 8/8: libjpeg-turbo's inverse DCTs at those sizes are
  /// plain C, and the next power of two, with SIMD, costs less even with more pixels to average
  /// (a 6000 × 4000 photo on this project's machines: 59 ms at 3/8, 51 at 4/8; 83 to 110 ms at
  /// 5/8 to 7/8, 62 at 8/8). The decoded picture is then less than twice the minimum in each
  /// side, what ``decodeAveraged(_:to:limits:into:begin:)`` takes.
  package static func scale(width: Int, height: Int, atLeast minimum: (width: Int, height: Int))
    -> Int
  {
    let smallest =
      (1..<8).first {
        scaled(width, $0) >= minimum.width && scaled(height, $0) >= minimum.height
      } ?? 8
    return fastEighths.first { $0 >= smallest } ?? 8
  }

  /// The scales, in eighths, whose inverse DCT libjpeg-turbo has in SIMD.
  ///
  /// Its reduced-size ones for 1/4 and 1/2 (jidctred, in SSE2 for x86-64 and in Neon for Arm)
  /// and the full 8 × 8 ones; 1/8 is the DC coefficient alone. Measured on x86-64 only (README,
  /// Performance).
  package static let fastEighths = [1, 2, 4, 8]

  /// A side of `length` pixels at `eighths` / 8, rounded up as libjpeg does.
  package static func scaled(_ length: Int, _ eighths: Int) -> Int {
    (length * eighths + 7) / 8
  }

  /// Decodes a whole JPEG file at a DCT scale at least `minimum`, handing the rows over as they
  /// come, so the scaled picture is never held whole.
  ///
  /// The scale is ``scale(width:height:atLeast:)``'s. `begin` learns the output size first;
  /// then `row` receives each row in order, as `0xAARRGGBB` values (opaque; grey and CMYK
  /// pictures turned into RGB), valid during the call. A file cut short decodes as far as it
  /// goes, grey below, as libjpeg does.
  package static func decode(
    _ bytes: [UInt8], atLeast minimum: (width: Int, height: Int), limits: CodecLimits,
    begin: (_ width: Int, _ height: Int) -> Void,
    row: (_ index: Int, _ pixels: UnsafeBufferPointer<UInt32>) -> Void
  ) throws(CodecError) {
    let state = makeState()
    defer { endState(state) }
    let outcome = bytes.withUnsafeBufferPointer { data -> CodecError? in
      if let failure = start(state, data, atLeast: minimum, limits: limits) { return failure }
      begin(Int(state.pointee.info.output_width), Int(state.pointee.info.output_height))
      return readRows(state, into: row)
    }
    if let outcome { throw outcome }
  }

  /// The ICC profile the JPEG `bytes` carries, as libjpeg-turbo reassembles it from its APP2
  /// markers (`jpeg_read_icc_profile`, after the header alone), or nil: none, a profile whose
  /// pieces do not fit together, or a header that cannot be read (the decode says why).
  package static func iccProfile(_ bytes: [UInt8]) -> [UInt8]? {
    guard FileBytesGate.admits("libjpeg-turbo") else { return nil }
    let state = makeState()
    defer { endState(state) }
    return bytes.withUnsafeBufferPointer { data -> [UInt8]? in
      guard let base = data.baseAddress else { return nil }
      var profile: UnsafeMutablePointer<UInt8>?
      var length: UInt32 = 0
      guard carousel_jpeg_icc_profile(state, base, UInt(data.count), &profile, &length) == 1,
        let profile
      else { return nil }
      defer { free(profile) }
      return Array(UnsafeBufferPointer(start: profile, count: Int(length)))
    }
  }

  /// Whether a decoded `decoded` picture area-averages to `target` in
  /// ``decodeAveraged(_:to:limits:into:begin:)``: each side at most the decoded one and more
  /// than half of it.
  package static func averages(
    _ decoded: (width: Int, height: Int), to target: (width: Int, height: Int)
  ) -> Bool {
    guard let sides = cSides(decoded, target) else { return false }
    return carousel_area_average_fits(sides.0, sides.1, sides.2, sides.3) != 0
  }

  /// Decodes a whole JPEG file at ``scale(width:height:atLeast:)``'s scale for `target` and
  /// area-averages it to `target` as the rows come, in C (the CJPEG shim's area_average.h), into
  /// `output` (`target.width * target.height` values `0xAARRGGBB`, opaque): neither the full
  /// picture nor the scaled one is ever held.
  ///
  /// `begin` learns the decoded size first and says whether to go on; when it says no, or when
  /// the decoded size does not ``averages(_:to:)`` to `target`, nothing more is read and the
  /// result is false. The average is within one level of PictureKit's general one (the rows'
  /// weights are rounded to 128ths). A file cut short decodes as far as it goes, grey below.
  /// - Precondition: `output.count == target.width * target.height`.
  package static func decodeAveraged(
    _ bytes: [UInt8], to target: (width: Int, height: Int), limits: CodecLimits,
    into output: UnsafeMutableBufferPointer<UInt32>,
    begin: (_ width: Int, _ height: Int) -> Bool
  ) throws(CodecError) -> Bool {
    precondition(output.count == target.width * target.height, "no such output")
    let state = makeState()
    defer { endState(state) }
    let outcome = bytes.withUnsafeBufferPointer { data -> Result<Bool, CodecError> in
      if let failure = start(state, data, atLeast: target, limits: limits) {
        return .failure(failure)
      }
      let decoded = (
        width: Int(state.pointee.info.output_width), height: Int(state.pointee.info.output_height)
      )
      guard begin(decoded.width, decoded.height), averages(decoded, to: target),
        let pixels = output.baseAddress
      else { return .success(false) }
      switch carousel_jpeg_read_averaged(
        state, pixels, UInt32(target.width), UInt32(target.height))
      {
      case 0: return .success(true)
      case -2: return .failure(CodecError("no memory for the area average"))
      default: return .failure(error(state))
      }
    }
    return try outcome.get()
  }

  /// The whole picture as `decode(_:atLeast:limits:begin:row:)` hands it over, in one buffer.
  package static func decodePixels(
    _ bytes: [UInt8], atLeast minimum: (width: Int, height: Int), limits: CodecLimits
  ) throws(CodecError) -> (width: Int, height: Int, argb: [UInt32]) {
    var width = 0
    var height = 0
    var argb: [UInt32] = []
    try decode(
      bytes, atLeast: minimum, limits: limits,
      begin: {
        (width, height) = ($0, $1)
        argb.reserveCapacity($0 * $1)
      },
      row: { _, pixels in argb += pixels })
    return (width, height, argb)
  }

  /// A baseline JPEG of `height` rows of `width` pixels, `0xAARRGGBB` values row by row from
  /// the top-left corner, at `quality` (1 to 100, libjpeg's scale; clamped).
  ///
  /// Alpha is ignored: the caller composites a picture that has any first. The colours are
  /// subsampled 4:2:0, libjpeg's default.
  /// - Precondition: `argb.count == width * height`, both sides at least 1.
  package static func encode(_ argb: [UInt32], width: Int, height: Int, quality: Int)
    throws(CodecError) -> [UInt8]
  {
    precondition(width > 0 && height > 0 && argb.count == width * height, "no such picture")
    let writer = UnsafeMutablePointer<carousel_jpeg_writer>.allocate(capacity: 1)
    defer {
      carousel_jpeg_writer_end(writer)
      writer.deallocate()
    }
    // 0xAARRGGBB in memory, on the little-endian machines Carousel runs on, is B, G, R, A: the
    // writer's JCS_EXT_BGRX.
    let status = argb.withUnsafeBytes { raw in
      carousel_jpeg_encode(
        writer, raw.bindMemory(to: UInt8.self).baseAddress, UInt32(width), UInt32(height),
        Int32(min(max(quality, 1), 100)))
    }
    guard status == 0, let output = writer.pointee.output else {
      let text = withUnsafeBytes(of: &writer.pointee.message) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      throw CodecError(text.isEmpty ? "libjpeg could not encode the picture" : text)
    }
    return Array(UnsafeBufferPointer(start: output, count: Int(writer.pointee.size)))
  }

  /// Rows read from libjpeg at a time.
  private static let rowsPerRead = 16

  private static func readRows(
    _ state: UnsafeMutablePointer<carousel_jpeg_state>,
    into row: (Int, UnsafeBufferPointer<UInt32>) -> Void
  ) -> CodecError? {
    let width = Int(state.pointee.info.output_width)
    let buffer = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: width * rowsPerRead)
    defer { buffer.deallocate() }
    guard let base = buffer.baseAddress else { return CodecError("no memory for a row") }
    var rows = (0..<rowsPerRead).map {
      Optional(UnsafeMutableRawPointer(base + $0 * width).assumingMemoryBound(to: UInt8.self))
    }
    var index = 0
    while true {
      let read = rows.withUnsafeMutableBufferPointer {
        carousel_jpeg_read(state, $0.baseAddress, Int32(rowsPerRead))
      }
      guard read >= 0 else { return error(state) }
      guard read > 0 else { return nil }
      for line in 0..<Int(read) {
        row(index, UnsafeBufferPointer(rebasing: buffer[(line * width)..<((line + 1) * width)]))
        index += 1
      }
    }
  }

  /// A zeroed state, which ``endState(_:)`` ends and frees whether or not it started.
  private static func makeState() -> UnsafeMutablePointer<carousel_jpeg_state> {
    let state = UnsafeMutablePointer<carousel_jpeg_state>.allocate(capacity: 1)
    state.initialize(to: carousel_jpeg_state())
    return state
  }

  private static func endState(_ state: UnsafeMutablePointer<carousel_jpeg_state>) {
    carousel_jpeg_end(state)
    state.deinitialize(count: 1)
    state.deallocate()
  }

  /// Reads the header of the file in `data` and starts decompressing it at the scale for
  /// `minimum`, as B, G, R, A; nil, or why not.
  private static func start(
    _ state: UnsafeMutablePointer<carousel_jpeg_state>, _ data: UnsafeBufferPointer<UInt8>,
    atLeast minimum: (width: Int, height: Int), limits: CodecLimits
  ) -> CodecError? {
    guard FileBytesGate.admits("libjpeg-turbo") else { return FileBytesGate.refusal("libjpeg") }
    guard let base = data.baseAddress else { return CodecError("empty file") }
    guard carousel_jpeg_begin(state, base, UInt(data.count)) == 0 else { return error(state) }
    let width = Int(state.pointee.info.image_width)
    let height = Int(state.pointee.info.image_height)
    guard width > 0, height > 0, width * height <= limits.maximumPixels else {
      return CodecError("\(width)×\(height) pixels is over the limit")
    }
    let eighths = scale(width: width, height: height, atLeast: minimum)
    guard carousel_jpeg_start(state, UInt32(eighths)) == 0 else { return error(state) }
    guard state.pointee.info.output_components == 4 else {
      return CodecError("unexpected output of \(state.pointee.info.output_components) components")
    }
    return nil
  }

  /// The sides as the C functions take them, or nil if one is not a positive 32-bit size.
  private static func cSides(
    _ decoded: (width: Int, height: Int), _ target: (width: Int, height: Int)
  ) -> (UInt32, UInt32, UInt32, UInt32)? {
    let sides = [decoded.width, decoded.height, target.width, target.height]
    guard sides.allSatisfy({ $0 > 0 && $0 <= Int(UInt32.max) }) else { return nil }
    return (UInt32(sides[0]), UInt32(sides[1]), UInt32(sides[2]), UInt32(sides[3]))
  }

  private static func error(_ state: UnsafeMutablePointer<carousel_jpeg_state>) -> CodecError {
    let text = withUnsafeBytes(of: &state.pointee.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    return CodecError(text.isEmpty ? "libjpeg could not start" : text)
  }
}
