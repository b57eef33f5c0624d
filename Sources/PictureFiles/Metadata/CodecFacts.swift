import Geometry

/// What only a codec library can read of a picture file.
///
/// That is the size of a JPEG XL picture, whose header is a codec's to read, and its Exif block
/// (a box that may be Brotli-compressed). HEIF's are read by a Swift walker
/// (``HEIFPrimaryItem``).
///
/// Read in a decoder process (``CodecFactsReader``) and handed to the Swift readers that run in
/// the viewer (``PictureHeader``, ``ExifLocator``, ``ExifMetadata``), which never call a codec
/// library themselves: no codec reads a file's bytes in the viewer (docs/architecture.md,
/// "Isolation"). Empty for the other formats, whose walkers read all of it.
package struct CodecFacts: Sendable, Equatable {
  /// The picture's size as shown, or nil when the codec could not read it.
  package var size: Size?
  /// The Exif block (a TIFF structure), or nil when the file has none.
  package var exif: [UInt8]?

  package init(size: Size? = nil, exif: [UInt8]? = nil) {
    self.size = size
    self.exif = exif
  }

  /// The formats whose facts only a codec reads.
  package static let formats: Set<PictureFormat> = [.jxl]

  /// The largest Exif block kept (an Exif block with its thumbnail is some tens of KiB).
  package static let maximumExifBytes = 4 * 1_048_576
}

/// Reads the ``CodecFacts`` of picture files: the app's decoder processes
/// (`IsolatedDecoder`), or the codecs of this process (`FileDecoder`: a decoder process
/// itself, tests).
package protocol CodecFactsReader: Sendable {
  /// The codec facts of the first `byteLimit` bytes of the file at `path`, a picture in
  /// `format`; empty when the format has none to give (not one of ``CodecFacts/formats``), or
  /// the file cannot be read, or the decoder process failed on it.
  func codecFacts(of path: FilePath, format: PictureFormat, byteLimit: Int) -> CodecFacts

  /// What the info panel calls a picture whose colour description (nclx code points, ITU-T
  /// H.273) is an HDR encoding the decoder tone-maps to sRGB ("HDR (PQ, BT.2020) mapped to
  /// sRGB"), or nil when the decoder maps no such encoding. Known without reading a file: the
  /// decoding side's answer, so that this module needs no codec.
  func toneMappedName(primariesCode: Int, transferCode: Int) -> String?
}
