import Geometry
import PictureCodecs
import PictureFiles

/// HEIC and AVIF through libheif (``HEIFCodec``), which applies the `irot` and `imir`
/// transforms; the Exif orientation is applied only to a file that has neither, since phones
/// write the same turn in both and it must happen once.
struct HEIFFormatCodec: FormatCodec {
  func decode(_ bytes: [UInt8], format: PictureFormat, size: Size, box: Size)
    throws(DecodeFailure) -> CodecOutput
  {
    let image: CodecImage
    do {
      image = try HEIFCodec.decode(bytes, limits: CodecLimits(maximumPixels: size.area))
    } catch {
      throw .corrupt(format, error.message)
    }
    guard image.width == size.width, image.height == size.height else {
      throw .sizeMismatch(
        format, header: size, decoded: Size(width: image.width, height: image.height))
    }
    let turn = Self.turn(bytes, exif: image.exif)
    return CodecOutput(
      pixels: image.fitted(in: box), iccProfile: image.iccProfile, orientation: turn)
  }

  func pendingOrientation(of bytes: [UInt8], format: PictureFormat, container: ExifOrientation)
    -> ExifOrientation
  {
    Self.turn(bytes, exif: HEIFPrimaryItem.exif(in: bytes))
  }

  /// The turn left once libheif has applied the file's `irot` and `imir`: none when it has
  /// them, else the Exif block's orientation.
  private static func turn(_ bytes: [UInt8], exif: [UInt8]?) -> ExifOrientation {
    guard HEIFPrimaryItem(bytes)?.hasTransforms != true else { return .up }
    return exif.flatMap(ExifMetadata.init(tiff:))?.orientation ?? .up
  }
}

/// JPEG XL through libjxl (``JXLCodec``), which applies the codestream's orientation.
struct JXLFormatCodec: FormatCodec {
  func decode(_ bytes: [UInt8], format: PictureFormat, size: Size, box: Size)
    throws(DecodeFailure) -> CodecOutput
  {
    let image: CodecImage
    do {
      image = try JXLCodec.decode(bytes, limits: CodecLimits(maximumPixels: size.area))
    } catch {
      throw .corrupt(.jxl, error.message)
    }
    guard image.width == size.width, image.height == size.height else {
      throw .sizeMismatch(
        .jxl, header: size, decoded: Size(width: image.width, height: image.height))
    }
    return CodecOutput(
      pixels: image.fitted(in: box), iccProfile: image.iccProfile, orientation: .up)
  }

  /// None: libjxl turns its pixels by the codestream's orientation, and an Exif box (cjxl
  /// copies the source's) must not turn them again.
  func pendingOrientation(of bytes: [UInt8], format: PictureFormat, container: ExifOrientation)
    -> ExifOrientation
  { .up }
}
