import CHeif

/// HEIC and AVIF through libheif: the primary image, with its `irot` and `imir` transforms
/// applied by libheif, 10- and 12-bit samples scaled to 8 bits, its ICC profile (or a Display
/// P3 nclx colour description as a profile) and its Exif block handed over.
///
/// An HDR picture (an nclx description with the PQ or HLG transfer) is decoded at 16 bits and
/// tone-mapped to sRGB (``HDRToneMapper``); a gain map beside an SDR primary image is not
/// applied: the SDR picture is shown.
///
/// libheif checks the size against `heif_context_set_maximum_image_size_limit` before it
/// decodes; the pixel limit is checked again here. The only file that imports CHeif, whose
/// library is opened on the first HEIF file.
package enum HEIFCodec {
  /// The primary image's size as shown (transforms applied), from the file's boxes alone;
  /// nil when libheif cannot read them.
  package static func size(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    withPrimaryImage(bytes, maximumSide: Int(Int32.max)) { _, handle in
      .success(
        (Int(heif_image_handle_get_width(handle)), Int(heif_image_handle_get_height(handle))))
    }.flatMap { try? $0.get() }
  }

  /// The primary image's Exif block, from the file's boxes alone (nothing is decoded); nil
  /// when it has none or libheif cannot read them.
  package static func exif(_ bytes: [UInt8]) -> [UInt8]? {
    withPrimaryImage(bytes, maximumSide: Int(Int32.max)) { _, handle in .success(exif(handle)) }
      .flatMap { try? $0.get() } ?? nil
  }

  /// Decodes the primary image to 8-bit RGBA.
  package static func decode(_ bytes: [UInt8], limits: CodecLimits) throws(CodecError)
    -> CodecImage
  {
    // A side can be no longer than the pixel limit; libheif checks coded sizes, which HEVC pads
    // to whole 64-pixel blocks, so tiny pictures get room too.
    let side = min(max(limits.maximumPixels, 1 << 16), Int(Int32.max))
    guard
      let result = withPrimaryImage(
        bytes, maximumSide: side,
        { _, handle in
          decode(handle, limits: limits)
        })
    else { throw CodecError("libheif could not start") }
    return try result.get()
  }

  /// Opens `bytes` (kept alive by the call) and calls `body` with the primary image's handle.
  private static func withPrimaryImage<R>(
    _ bytes: [UInt8], maximumSide: Int,
    _ body: (OpaquePointer, OpaquePointer) -> Result<R, CodecError>
  ) -> Result<R, CodecError>? {
    guard FileBytesGate.admits("libheif") else { return .failure(FileBytesGate.refusal("libheif")) }
    if let unloaded = CodecError.unloaded("libheif", carousel_heif_load) {
      return .failure(unloaded)
    }
    guard let context = heif_context_alloc() else { return nil }
    defer { heif_context_free(context) }
    heif_context_set_maximum_image_size_limit(context, Int32(clamping: maximumSide))
    return bytes.withUnsafeBytes { raw -> Result<R, CodecError> in
      var status = heif_context_read_from_memory_without_copy(
        context, raw.baseAddress, raw.count, nil)
      guard status.code == heif_error_Ok else { return .failure(error(status)) }
      var handle: OpaquePointer?
      status = heif_context_get_primary_image_handle(context, &handle)
      guard status.code == heif_error_Ok, let handle else { return .failure(error(status)) }
      defer { heif_image_handle_release(handle) }
      return body(context, handle)
    }
  }

  private static func decode(_ handle: OpaquePointer, limits: CodecLimits) -> Result<
    CodecImage, CodecError
  > {
    let width = Int(heif_image_handle_get_width(handle))
    let height = Int(heif_image_handle_get_height(handle))
    guard width > 0, height > 0, width * height <= limits.maximumPixels else {
      return .failure(CodecError("\(width)×\(height) pixels is over the limit"))
    }
    let bits = Int(heif_image_handle_get_luma_bits_per_pixel(handle))
    let hdr = hdrEncoding(handle)
    // HDR at 16 bits whatever the depth: its samples are tone-mapped before they become 8-bit.
    let deep = bits > 8 || hdr != nil
    var image: OpaquePointer?
    let options = heif_decoding_options_alloc()
    defer { heif_decoding_options_free(options) }
    let status = heif_decode_image(
      handle, &image, heif_colorspace_RGB,
      deep ? heif_chroma_interleaved_RRGGBBAA_LE : heif_chroma_interleaved_RGBA, options)
    guard status.code == heif_error_Ok, let image else { return .failure(error(status)) }
    defer { heif_image_release(image) }
    // The samples' range as decoded (an 8-bit picture asked for at 16 bits is not 0 … 255).
    let range = Int(heif_image_get_bits_per_pixel_range(image, heif_channel_interleaved))
    let sampleBits = (8...16).contains(range) ? range : max(bits, 8)
    let mapper = hdr.map { HDRToneMapper(encoding: $0, maximumCode: (1 << sampleBits) - 1) }
    guard let rgba = rgbaBytes(image, deep: deep, bits: bits, mapper: mapper) else {
      return .failure(CodecError("libheif gave no pixels"))
    }
    var result = CodecImage(width: rgba.width, height: rgba.height, rgba: rgba.bytes)
    // Tone-mapped pixels are sRGB already.
    result.iccProfile = hdr == nil ? profile(handle) : nil
    result.hdr = hdr
    result.exif = exif(handle)
    result.bitsPerSample = max(bits, 8)
    return .success(result)
  }

  /// The interleaved plane as 8-bit RGBA; deep samples (0 … 2^bits − 1) scaled and rounded, or
  /// tone-mapped by `mapper`.
  private static func rgbaBytes(
    _ image: OpaquePointer, deep: Bool, bits: Int, mapper: HDRToneMapper?
  ) -> (
    width: Int, height: Int, bytes: [UInt8]
  )? {
    let width = Int(heif_image_get_width(image, heif_channel_interleaved))
    let height = Int(heif_image_get_height(image, heif_channel_interleaved))
    var stride: Int32 = 0
    guard width > 0, height > 0,
      let plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride)
    else { return nil }
    let pitch = Int(stride)
    let maximum = Double((1 << min(max(bits, 8), 16)) - 1)
    let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
      guard let base = out.baseAddress else { return }
      for y in 0..<height {
        let row = plane + y * pitch
        let target = base + y * width * 4
        if let mapper {
          mapper.mapRow(row, pixels: width, channels: 4, into: target)
        } else if deep {
          for i in 0..<(width * 4) {
            let sample = Double(UInt16(row[i * 2]) | UInt16(row[i * 2 + 1]) << 8)
            target[i] = UInt8(min(255, (sample * 255 / maximum).rounded()))
          }
        } else {
          target.update(from: row, count: width * 4)
        }
      }
      count = width * height * 4
    }
    return (width, height, bytes)
  }

  /// The ICC profile, or Display P3 for an nclx description with P3 primaries and the sRGB
  /// curve (BT.709 primaries are sRGB's own: none needed).
  private static func profile(_ handle: OpaquePointer) -> [UInt8]? {
    switch heif_image_handle_get_color_profile_type(handle) {
    case heif_color_profile_type_prof, heif_color_profile_type_rICC:
      let size = heif_image_handle_get_raw_color_profile_size(handle)
      guard size > 0 else { return nil }
      var bytes = [UInt8](repeating: 0, count: size)
      let status = heif_image_handle_get_raw_color_profile(handle, &bytes)
      return status.code == heif_error_Ok ? bytes : nil
    case heif_color_profile_type_nclx:
      var nclx: UnsafeMutablePointer<heif_color_profile_nclx>?
      guard heif_image_handle_get_nclx_color_profile(handle, &nclx).code == heif_error_Ok,
        let nclx
      else { return nil }
      defer { heif_nclx_color_profile_free(nclx) }
      let isP3 = nclx.pointee.color_primaries == heif_color_primaries_SMPTE_EG_432_1
      let isSRGBCurve =
        nclx.pointee.transfer_characteristics == heif_transfer_characteristic_IEC_61966_2_1
      return isP3 && isSRGBCurve ? ColorProfile.displayP3() : nil
    default:
      return nil
    }
  }

  /// The HDR encoding of the nclx colour description, when its transfer is PQ or HLG.
  private static func hdrEncoding(_ handle: OpaquePointer) -> HDREncoding? {
    var nclx: UnsafeMutablePointer<heif_color_profile_nclx>?
    guard heif_image_handle_get_nclx_color_profile(handle, &nclx).code == heif_error_Ok,
      let nclx
    else { return nil }
    defer { heif_nclx_color_profile_free(nclx) }
    return HDREncoding(
      primariesCode: Int(nclx.pointee.color_primaries.rawValue),
      transferCode: Int(nclx.pointee.transfer_characteristics.rawValue))
  }

  /// The Exif block, after the 4-byte offset HEIF puts before the TIFF header.
  private static func exif(_ handle: OpaquePointer) -> [UInt8]? {
    var id: heif_item_id = 0
    guard heif_image_handle_get_list_of_metadata_block_IDs(handle, "Exif", &id, 1) == 1 else {
      return nil
    }
    let size = heif_image_handle_get_metadata_size(handle, id)
    guard size > 4, size < 16 * 1_048_576 else { return nil }
    var bytes = [UInt8](repeating: 0, count: size)
    guard heif_image_handle_get_metadata(handle, id, &bytes).code == heif_error_Ok else {
      return nil
    }
    let offset = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
    guard offset >= 0, offset < size - 4 else { return nil }
    return Array(bytes[(4 + offset)...])
  }

  private static func error(_ status: heif_error) -> CodecError {
    CodecError(
      status.message.map { String(cString: $0) } ?? "libheif error \(status.code.rawValue)")
  }
}
