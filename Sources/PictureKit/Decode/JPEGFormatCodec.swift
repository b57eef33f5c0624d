import Geometry
import PictureCodecs

/// JPEG through libjpeg-turbo directly (``JPEGCodec``), decoded at the size it is shown: the
/// smallest DCT scale (M / 8) at least the fitted size, area-averaged the rest of the way as
/// the rows come.
///
/// A 6000 × 4000 photo for a 1920 × 1080 box decodes at 3/8 (2250 × 1500 rows, never held
/// together) averaged to 1620 × 1080: neither the full 24 megapixels nor the scaled picture is
/// ever in memory. Grey, YCCK and CMYK files come out as RGB (Adobe's inverted CMYK put right);
/// a file cut short shows what arrived, grey below.
struct JPEGFormatCodec: FormatCodec {
  /// Whether the file is progressive: libjpeg then keeps every coefficient of the picture,
  /// whatever the scale.
  let isProgressive: Bool

  init(bytes: [UInt8]) {
    isProgressive = PictureHeader.jpegIsProgressive(in: bytes)
  }

  func decode(_ bytes: [UInt8], format: PictureFormat, size: Size, box: Size)
    throws(DecodeFailure) -> CodecOutput
  {
    // To the size fitted from the header's size, exactly: the store compares against it.
    let target = PixelBuffer.fittedSize(size, in: box)
    let expected = Self.scaledSize(size, box: box)
    var result = [UInt32](repeating: 0, count: target.area)
    var decoded = Size(width: 0, height: 0)
    var shrinker: AreaShrinker?
    defer { shrinker?.deallocate() }
    do {
      try result.withUnsafeMutableBufferPointer { output throws(CodecError) in
        try JPEGCodec.decode(
          bytes, atLeast: (target.width, target.height),
          limits: CodecLimits(maximumPixels: size.area),
          begin: { width, height in
            decoded = Size(width: width, height: height)
            if decoded == expected, target != expected {
              shrinker = AreaShrinker(width: width, height: height, target: target)
            }
          },
          row: { index, pixels in
            guard decoded == expected, let source = pixels.baseAddress else { return }
            if let shrinker {
              shrinker.sourceRow.baseAddress?.update(from: source, count: pixels.count)
              shrinker.add(row: index, into: output)
            } else if let first = output.baseAddress {
              (first + index * target.width).update(from: source, count: target.width)
            }
          })
      }
    } catch {
      throw .corrupt(.jpeg, error.message)
    }
    guard decoded == expected else {
      throw .sizeMismatch(.jpeg, header: size, decoded: decoded)
    }
    return CodecOutput(pixels: PixelBuffer(size: target, pixels: result))
  }

  /// The scaled decode's size for a picture of `size` shown in `box`.
  static func scaledSize(_ size: Size, box: Size) -> Size {
    let target = PixelBuffer.fittedSize(size, in: box)
    let eighths = JPEGCodec.scale(
      width: size.width, height: size.height, atLeast: (target.width, target.height))
    return Size(
      width: JPEGCodec.scaled(size.width, eighths), height: JPEGCodec.scaled(size.height, eighths))
  }

  /// The file and the fitted pixels (the rows pass through a few rows' worth of buffers); a
  /// progressive file's coefficients too (2 bytes each, up to three per pixel without chroma
  /// subsampling).
  func workingBytes(fileBytes: Int, size: Size, box: Size) -> Int {
    let target = PixelBuffer.fittedSize(size, in: box)
    return fileBytes + target.area * 4 + (isProgressive ? size.area * 6 : 0)
  }
}
