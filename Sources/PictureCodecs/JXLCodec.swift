import CJXL

/// JPEG XL through libjxl: the first frame as 8-bit RGBA (libjxl converts deeper samples and
/// applies the codestream's orientation), with the ICC profile of its pixels.
///
/// An HDR picture (its colour encoding's transfer PQ or HLG) comes at 16 bits and is
/// tone-mapped to sRGB (``HDRToneMapper``).
///
/// The size is checked against the pixel limit from the basic info, before any pixel buffer.
/// No threads: one decode per worker process. The only file that imports CJXL, whose library is
/// opened on the first JPEG XL file.
package enum JXLCodec {
  /// The picture's size as shown (orientation applied), from the basic info alone.
  package static func size(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard case .success(let info)? = run(bytes, events: JXL_DEC_BASIC_INFO, { _, _, _ in nil })
    else { return nil }
    return shownSize(info)
  }

  /// The Exif block (a TIFF structure) of the container's `Exif` box, decompressed when it is
  /// a `brob` box (as cjxl writes it); nil when there is none, or libjxl cannot read it.
  package static func exifBlock(_ bytes: [UInt8]) -> [UInt8]? {
    guard FileBytesGate.admits("libjxl's box reader"),
      CodecError.unloaded("libjxl", carousel_jxl_load) == nil,
      let decoder = JxlDecoderCreate(nil)
    else { return nil }
    defer { JxlDecoderDestroy(decoder) }
    guard JxlDecoderSubscribeEvents(decoder, Int32(JXL_DEC_BOX.rawValue)) == JXL_DEC_SUCCESS,
      JxlDecoderSetDecompressBoxes(decoder, 1) == JXL_DEC_SUCCESS
    else { return nil }
    let box: [UInt8]? = bytes.withUnsafeBufferPointer { data in
      guard JxlDecoderSetInput(decoder, data.baseAddress, data.count) == JXL_DEC_SUCCESS else {
        return nil
      }
      JxlDecoderCloseInput(decoder)
      return exifBox(decoder)
    }
    // The box starts with the offset of the TIFF header after these 4 bytes.
    guard let box, box.count > 4 else { return nil }
    let skip = Int(box[0]) << 24 | Int(box[1]) << 16 | Int(box[2]) << 8 | Int(box[3])
    guard skip < box.count - 4 else { return nil }
    return Array(box[(4 + skip)...])
  }

  /// The contents of the first `Exif` box the decoder comes to, in a buffer that grows as
  /// libjxl asks, up to 16 MiB (allocated, so it stays still while libjxl writes into it).
  private static func exifBox(_ decoder: OpaquePointer) -> [UInt8]? {
    var buffer: UnsafeMutableRawBufferPointer?
    defer { buffer?.deallocate() }
    let largest = 16 * 1_048_576
    func contents() -> [UInt8]? {
      guard let buffer else { return nil }
      let unused = JxlDecoderReleaseBoxBuffer(decoder)
      return [UInt8](buffer.prefix(buffer.count - min(unused, buffer.count)))
    }
    while true {
      switch JxlDecoderProcessInput(decoder) {
      case JXL_DEC_BOX:
        if buffer != nil { return contents() }
        var type = [CChar](repeating: 0, count: 4)
        guard JxlDecoderGetBoxType(decoder, &type, 1) == JXL_DEC_SUCCESS else { return nil }
        guard type.map({ UInt8(bitPattern: $0) }) == Array("Exif".utf8) else { continue }
        let fresh = UnsafeMutableRawBufferPointer.allocate(byteCount: 65_536, alignment: 16)
        buffer = fresh
        guard give(fresh, from: 0, to: decoder) else { return nil }
      case JXL_DEC_BOX_NEED_MORE_OUTPUT:
        guard let full = buffer, full.count < largest else { return nil }
        let written = full.count - min(JxlDecoderReleaseBoxBuffer(decoder), full.count)
        let larger = UnsafeMutableRawBufferPointer.allocate(
          byteCount: full.count * 2, alignment: 16)
        larger.copyMemory(from: UnsafeRawBufferPointer(rebasing: full[..<written]))
        full.deallocate()
        buffer = larger
        guard give(larger, from: written, to: decoder) else { return nil }
      default:  // the end, an error, or input that ends inside a box
        return contents()
      }
    }
  }

  /// Gives libjxl `buffer` from `offset` on to write the box into.
  private static func give(
    _ buffer: UnsafeMutableRawBufferPointer, from offset: Int, to decoder: OpaquePointer
  ) -> Bool {
    guard let base = buffer.baseAddress else { return false }
    let start = (base + offset).assumingMemoryBound(to: UInt8.self)
    return JxlDecoderSetBoxBuffer(decoder, start, buffer.count - offset) == JXL_DEC_SUCCESS
  }

  /// Decodes the first frame.
  package static func decode(_ bytes: [UInt8], limits: CodecLimits) throws(CodecError)
    -> CodecImage
  {
    var image: CodecImage?
    let events =
      JXL_DEC_BASIC_INFO.rawValue | JXL_DEC_COLOR_ENCODING.rawValue
      | JXL_DEC_FULL_IMAGE.rawValue
    // Allocated once the size is known, and kept still for libjxl until the frame is done.
    var output: UnsafeMutableRawBufferPointer?
    defer { output?.deallocate() }
    var profile: [UInt8]?
    var hdr: HDREncoding?
    var format = JxlPixelFormat(
      num_channels: 4, data_type: JXL_TYPE_UINT8, endianness: JXL_LITTLE_ENDIAN, align: 0)
    let outcome = run(bytes, events: JxlDecoderStatus(events)) { decoder, status, info in
      let (width, height) = shownSize(info)
      switch status {
      case JXL_DEC_BASIC_INFO:
        guard width * height <= limits.maximumPixels else {
          return CodecError("\(width)×\(height) pixels is over the limit")
        }
      case JXL_DEC_COLOR_ENCODING:
        hdr = hdrEncoding(decoder, &format)
        // HDR samples at 16 bits, tone-mapped here; the ICC profile describes the HDR data.
        if hdr != nil {
          format.data_type = JXL_TYPE_UINT16
        } else {
          profile = iccProfile(decoder, &format)
        }
      case JXL_DEC_NEED_IMAGE_OUT_BUFFER:
        let bytesPerPixel = hdr == nil ? 4 : 8
        var size = 0
        guard JxlDecoderImageOutBufferSize(decoder, &format, &size) == JXL_DEC_SUCCESS,
          size == width * height * bytesPerPixel
        else { return CodecError("unexpected output size") }
        output?.deallocate()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        output = buffer
        guard
          JxlDecoderSetImageOutBuffer(decoder, &format, buffer.baseAddress, size)
            == JXL_DEC_SUCCESS
        else { return CodecError("cannot set the output") }
      case JXL_DEC_FULL_IMAGE:
        guard let output, let base = output.baseAddress else {
          return CodecError("no output buffer")
        }
        image = CodecImage(
          width: width, height: height, rgba: rgba(base, pixels: width * height, hdr: hdr),
          iccProfile: profile)
        image?.bitsPerSample = Int(info.bits_per_sample)
        image?.hdr = hdr
      default: break
      }
      return nil
    }
    switch outcome {
    case .failure(let error)?: throw error
    case nil: throw CodecError("libjxl could not start")
    case .success?:
      guard let image else { throw CodecError("the file ends before its first frame") }
      return image
    }
  }

  /// Feeds `bytes` to a decoder subscribed to `events`, calling `handle` for each event until
  /// the first full frame or the end; `handle` returns an error to stop.
  private static func run(
    _ bytes: [UInt8], events: JxlDecoderStatus,
    _ handle: (OpaquePointer, JxlDecoderStatus, JxlBasicInfo) -> CodecError?
  ) -> Result<JxlBasicInfo, CodecError>? {
    guard FileBytesGate.admits("libjxl") else { return .failure(FileBytesGate.refusal("libjxl")) }
    if let unloaded = CodecError.unloaded("libjxl", carousel_jxl_load) {
      return .failure(unloaded)
    }
    guard let decoder = JxlDecoderCreate(nil) else { return nil }
    defer { JxlDecoderDestroy(decoder) }
    guard JxlDecoderSubscribeEvents(decoder, Int32(events.rawValue)) == JXL_DEC_SUCCESS else {
      return nil
    }
    return bytes.withUnsafeBufferPointer { data -> Result<JxlBasicInfo, CodecError> in
      guard JxlDecoderSetInput(decoder, data.baseAddress, data.count) == JXL_DEC_SUCCESS else {
        return .failure(CodecError("libjxl refused the input"))
      }
      JxlDecoderCloseInput(decoder)
      var info = JxlBasicInfo()
      while true {
        let status = JxlDecoderProcessInput(decoder)
        switch status {
        case JXL_DEC_ERROR: return .failure(CodecError("corrupt data"))
        case JXL_DEC_NEED_MORE_INPUT: return .failure(CodecError("the file is cut short"))
        case JXL_DEC_SUCCESS: return .success(info)
        case JXL_DEC_BASIC_INFO:
          guard JxlDecoderGetBasicInfo(decoder, &info) == JXL_DEC_SUCCESS else {
            return .failure(CodecError("unreadable basic info"))
          }
          if let error = handle(decoder, status, info) { return .failure(error) }
          if events == JXL_DEC_BASIC_INFO { return .success(info) }
        case JXL_DEC_FULL_IMAGE:
          if let error = handle(decoder, status, info) { return .failure(error) }
          return .success(info)  // the first frame of an animation is enough
        default:
          if let error = handle(decoder, status, info) { return .failure(error) }
        }
      }
    }
  }

  /// The size once the orientation is applied (5 to 8 swap the axes).
  private static func shownSize(_ info: JxlBasicInfo) -> (width: Int, height: Int) {
    let swaps = info.orientation.rawValue >= 5
    let (w, h) = (Int(info.xsize), Int(info.ysize))
    return swaps ? (h, w) : (w, h)
  }

  /// The 8-bit RGBA of the decoded pixels at `base`: as they are, or tone-mapped from 16-bit
  /// samples when the picture is `hdr`.
  private static func rgba(_ base: UnsafeMutableRawPointer, pixels: Int, hdr: HDREncoding?)
    -> [UInt8]
  {
    guard let hdr else {
      return [UInt8](UnsafeRawBufferPointer(start: base, count: pixels * 4))
    }
    let mapper = HDRToneMapper(encoding: hdr, maximumCode: Int(UInt16.max))
    return [UInt8](unsafeUninitializedCapacity: pixels * 4) { out, count in
      guard let target = out.baseAddress else { return }
      mapper.mapRow(base, pixels: pixels, channels: 4, into: target)
      count = pixels * 4
    }
  }

  /// The HDR encoding of the pixels libjxl hands over, when their transfer is PQ or HLG.
  private static func hdrEncoding(_ decoder: OpaquePointer, _ format: inout JxlPixelFormat)
    -> HDREncoding?
  {
    var encoding = JxlColorEncoding()
    guard
      JxlDecoderGetColorAsEncodedProfile(
        decoder, &format, JXL_COLOR_PROFILE_TARGET_DATA, &encoding) == JXL_DEC_SUCCESS
    else { return nil }
    return HDREncoding(
      primariesCode: Int(encoding.primaries.rawValue),
      transferCode: Int(encoding.transfer_function.rawValue))
  }

  private static func iccProfile(_ decoder: OpaquePointer, _ format: inout JxlPixelFormat)
    -> [UInt8]?
  {
    var size = 0
    guard
      JxlDecoderGetICCProfileSize(decoder, &format, JXL_COLOR_PROFILE_TARGET_DATA, &size)
        == JXL_DEC_SUCCESS, size > 0, size < 16 * 1_048_576
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: size)
    let status = JxlDecoderGetColorAsICCProfile(
      decoder, &format, JXL_COLOR_PROFILE_TARGET_DATA, &bytes, size)
    return status == JXL_DEC_SUCCESS ? bytes : nil
  }
}
