import Geometry
import PictureCodecs
import PictureFiles

/// JPEG through libjpeg-turbo directly (``JPEGCodec``), decoded at the size it is shown: a DCT
/// scale (M / 8) at least the fitted size (``JPEGCodec/scale(width:height:atLeast:)``: 1, 2, 4
/// or 8), area-averaged the rest of the way as the rows come, by the codec's own average in C
/// (``JPEGCodec/decodeAveraged(_:to:limits:into:begin:)``) for a shrink of less than 2:1.
///
/// A 6000 × 4000 photo for a 1920 × 1080 box decodes at 4/8 (3000 × 2000 rows, never held
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
    var decoded = Size(width: 0, height: 0)
    var failure: CodecError?
    let result: [UInt32]
    if target != expected,
      JPEGCodec.averages((expected.width, expected.height), to: (target.width, target.height))
    {
      // The average writes every pixel: no zeroing first (7 MB for a photo on a 1920 × 1080
      // screen).
      result = [UInt32](unsafeUninitializedCapacity: target.area) { output, count in
        do throws(CodecError) {
          let done = try JPEGCodec.decodeAveraged(
            bytes, to: (target.width, target.height), limits: CodecLimits(maximumPixels: size.area),
            into: output,
            begin: { width, height in
              decoded = Size(width: width, height: height)
              return decoded == expected
            })
          count = done ? target.area : 0
        } catch {
          failure = error
        }
      }
    } else {
      var rows = [UInt32](repeating: 0, count: target.area)
      do {
        try rows.withUnsafeMutableBufferPointer { output throws(CodecError) in
          try Self.decodeRows(
            bytes, size: size, target: target, expected: expected, into: output,
            decoded: &decoded)
        }
      } catch {
        failure = error
      }
      result = rows
    }
    if let failure { throw .corrupt(.jpeg, failure.message) }
    guard decoded == expected, result.count == target.area else {
      throw .sizeMismatch(.jpeg, header: size, decoded: decoded)
    }
    return CodecOutput(
      pixels: PixelBuffer(size: target, pixels: result), iccProfile: JPEGCodec.iccProfile(bytes))
  }

  /// The decode with the rows handed over: copied when they are the target's size, or through
  /// the general area average (a shrink of 2:1 or more, only at 1/8 for a small target).
  private static func decodeRows(
    _ bytes: [UInt8], size: Size, target: Size, expected: Size,
    into output: UnsafeMutableBufferPointer<UInt32>, decoded: inout Size
  ) throws(CodecError) {
    var shrinker: AreaShrinker?
    defer { shrinker?.deallocate() }
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
