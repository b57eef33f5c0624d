import Geometry

/// Reads a picture's size from its header, before any pixel memory is committed.
///
/// Every parser reads through ``ByteView``, so a short or hostile header gives an error, never a
/// trap. The size is what the decoder will allocate; checking it against the pixel limit first is
/// what makes a decompression bomb harmless. A JPEG XL size is a codec's to read: it comes in
/// `codecs`, read in a decoder process (no codec library runs here).
package enum PictureHeader {
  /// The picture size that `bytes` (the whole file) declares for `format`; a JPEG XL
  /// picture's is the one in `codecs`.
  package static func size(
    of format: PictureFormat, in bytes: [UInt8], codecs: CodecFacts = CodecFacts()
  ) throws(DecodeFailure) -> Size {
    let found: Size?
    switch format {
    case .png: found = png(ByteView(bytes))
    case .jpeg: found = jpeg(ByteView(bytes))
    case .gif: found = gif(ByteView(bytes, littleEndian: true))
    case .bmp: found = bmp(ByteView(bytes, littleEndian: true))
    case .webp: found = webp(ByteView(bytes, littleEndian: true))
    case .tiff: found = TIFFStructure(bytes)?.firstDirectory.flatMap(tiffSize)
    case .qoi: found = pair(ByteView(bytes), 4, 8, width: 4)
    case .pnm: found = PNMHeader.size(bytes)
    case .tga: found = pair(ByteView(bytes, littleEndian: true), 12, 14, width: 2)
    case .pcx: found = pcx(ByteView(bytes, littleEndian: true))
    case .svg: found = SVGHeader.size(bytes)
    case .heic, .avif: found = HEIFPrimaryItem(bytes)?.size
    case .jxl: found = codecs.size
    }
    guard let found else { throw .truncatedHeader(format) }
    guard found.width > 0, found.height > 0 else { throw .invalidSize(format) }
    return found
  }

  private static func pair(_ view: ByteView, _ w: Int, _ h: Int, width: Int) -> Size? {
    guard let x = view.unsigned(w, width: width), let y = view.unsigned(h, width: width) else {
      return nil
    }
    return Size(width: x, height: y)
  }

  /// IHDR is always the first chunk: width and height at bytes 16 and 20, big-endian.
  private static func png(_ view: ByteView) -> Size? {
    guard view.matches(ascii: "IHDR", at: 12) else { return nil }
    return pair(view, 16, 20, width: 4)
  }

  /// The size in a JPEG's first frame header.
  private static func jpeg(_ view: ByteView) -> Size? {
    guard let offset = jpegFrameHeader(view), let height = view.u16(offset + 5),
      let width = view.u16(offset + 7)
    else { return nil }
    return Size(width: width, height: height)
  }

  /// The number of colour components of a JPEG (1 grey, 3 YCbCr or RGB, 4 CMYK or YCCK), from
  /// its first frame header; nil when there is none.
  package static func jpegComponentCount(in bytes: [UInt8]) -> Int? {
    let view = ByteView(bytes)
    guard let offset = jpegFrameHeader(view), let count = view.u8(offset + 9) else { return nil }
    return Int(count)
  }

  /// Whether a JPEG's first frame is progressive (SOF2, SOF6, SOF10 or SOF14).
  package static func jpegIsProgressive(in bytes: [UInt8]) -> Bool {
    let view = ByteView(bytes)
    guard let offset = jpegFrameHeader(view), let marker = view.u8(offset + 1) else {
      return false
    }
    return [0xC2, 0xC6, 0xCA, 0xCE].contains(marker)
  }

  /// The offset of the marker of the first start-of-frame segment (SOF0…SOF15 but DHT, JPG
  /// and DAC), or nil when the scan or the end comes first.
  private static func jpegFrameHeader(_ view: ByteView) -> Int? {
    JPEGSegments(view).first { segment in
      (0xC0...0xCF).contains(segment.marker) && ![0xC4, 0xC8, 0xCC].contains(segment.marker)
    }?.offset
  }

  /// The logical screen: the canvas the frames are drawn on (frames are clipped to it).
  private static func gif(_ view: ByteView) -> Size? {
    guard let screen = pair(view, 6, 8, width: 2), let flags = view.u8(10) else { return nil }
    var offset = 13
    if flags & 0x80 != 0 { offset += 3 << ((flags & 0x07) + 1) }
    while let block = view.u8(offset) {
      if block == 0x2C {
        // The first image's descriptor must be there: a file cut before it shows nothing.
        guard pair(view, offset + 5, offset + 7, width: 2) != nil else { return nil }
        return screen
      }
      guard block == 0x21 else { return nil }  // only extensions come before the first frame
      offset += 2
      while let length = view.u8(offset), length > 0 { offset += length + 1 }
      offset += 1
    }
    return nil
  }

  private static func bmp(_ view: ByteView) -> Size? {
    guard let headerSize = view.u32(14) else { return nil }
    if headerSize == 12 { return pair(view, 18, 20, width: 2) }
    guard let width = view.i32(18), let height = view.i32(22) else { return nil }
    return Size(width: width, height: abs(height))
  }

  private static func webp(_ view: ByteView) -> Size? {
    if view.matches(ascii: "VP8 ", at: 12) {
      guard view.matches([0x9D, 0x01, 0x2A], at: 23), let w = view.u16(26), let h = view.u16(28)
      else { return nil }
      return Size(width: w & 0x3FFF, height: h & 0x3FFF)
    }
    if view.matches(ascii: "VP8L", at: 12) {
      guard view.u8(20) == 0x2F, let bits = view.u32(21) else { return nil }
      return Size(width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
    }
    if view.matches(ascii: "VP8X", at: 12) {
      guard let w = view.u24(24), let h = view.u24(27) else { return nil }
      return Size(width: w + 1, height: h + 1)
    }
    return nil
  }

  private static func tiffSize(_ directory: TIFFStructure.Directory) -> Size? {
    guard let width = directory.integer(256), let height = directory.integer(257) else {
      return nil
    }
    return Size(width: width, height: height)
  }

  private static func pcx(_ view: ByteView) -> Size? {
    guard let xMin = view.u16(4), let yMin = view.u16(6), let xMax = view.u16(8),
      let yMax = view.u16(10)
    else { return nil }
    return Size(width: xMax - xMin + 1, height: yMax - yMin + 1)
  }
}
