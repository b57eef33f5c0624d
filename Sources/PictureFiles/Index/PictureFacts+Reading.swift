extension PictureFacts {
  /// Bytes read first from the start of a file: Exif, XMP and the header come before the
  /// picture data in JPEG and PNG (JPEG's segments are at most 64 KiB each), and HEIF's and
  /// JPEG XL's boxes usually put them there too.
  static let firstBytes = 256 * 1_024
  /// The most bytes read of a file whose first bytes did not tell its date.
  ///
  /// Only in a format whose metadata may sit anywhere (WebP and TIFF chunks, a HEIF item or a
  /// JPEG XL box after the picture). A larger file is dated by what its first bytes hold, or by
  /// its modification time.
  static let wholeFileBytes = 32 * 1_048_576
  /// The formats whose metadata may come after the picture data (HEIF's is found by its boxes,
  /// ``HEIFPrimaryItem``).
  static let formatsWithMetadataAnywhere: Set<PictureFormat> = [.webp, .tiff, .jxl]

  /// Reads what the index keeps of the file at `path`, whose `stat` gave `stamp`; what only a
  /// codec can read (JPEG XL's size and Exif) comes from `codecs`, a decoder process in the app.
  ///
  /// Safe on any file: opened without blocking, read within the limits above, every parse
  /// bounded by the bytes read; a file that cannot be read is dated by its modification time.
  package static func read(_ path: FilePath, stamp: FileStamp, codecs: any CodecFactsReader)
    -> PictureFacts
  {
    var facts = PictureFacts(taken: .modified(stamp.modifiedSeconds))
    guard let file = try? PictureFile(opening: path, limit: .max),
      var bytes = try? file.readPrefix(firstBytes),
      let format = PictureFormat.sniff(ByteView(bytes), fileExtension: path.fileExtension)
    else { return facts }
    if format == .heic || format == .avif {
      facts.takeHEIF(file)
    } else {
      facts.take(
        bytes, format: format,
        codecs: codecs.codecFacts(of: path, format: format, byteLimit: bytes.count))
      if case .modified = facts.taken, formatsWithMetadataAnywhere.contains(format),
        file.byteCount > bytes.count,
        file.byteCount <= wholeFileBytes, let whole = try? file.readPrefix(file.byteCount)
      {
        bytes = whole
        facts.take(
          bytes, format: format,
          codecs: codecs.codecFacts(of: path, format: format, byteLimit: bytes.count))
      }
    }
    // The last date of the order: a Google Takeout sidecar beside the file.
    if case .modified = facts.taken,
      let found = TakenDateReader.find(exif: nil, xmp: nil, iptc: nil, sidecarOf: path)
    {
      facts.taken = TakenDate(found)
    }
    return facts
  }

  /// Takes what `bytes`, a file's first bytes or all of them, say in `format`, and what
  /// `codecs` read of the same bytes.
  private mutating func take(_ bytes: [UInt8], format: PictureFormat, codecs: CodecFacts) {
    if pixelSize == nil {
      pixelSize = try? PictureHeader.size(of: format, in: bytes, codecs: codecs)
    }
    take(
      exif: ExifMetadata(locatedIn: bytes, format: format, codecs: codecs),
      xmp: XMPLocator.packet(in: bytes, format: format).map(XMPWalker.init),
      iptc: format == .jpeg ? IPTCRecord(jpeg: bytes) : nil)
  }

  /// Takes what a HEIF file's primary item says: its size as decoded, its Exif and XMP items
  /// (its orientation only when the item has no turn of its own, which the decoder applies).
  private mutating func takeHEIF(_ file: PictureFile) {
    guard let item = HEIFPrimaryItem.read(from: file) else { return }
    pixelSize = item.size
    take(
      exif: item.exif(from: file).flatMap(ExifMetadata.init(tiff:)),
      xmp: item.xmp(from: file).map(XMPWalker.init), iptc: nil)
    if item.hasTransforms { orientation = 1 }
  }

  /// Takes the orientation, description and date of an Exif block, an XMP packet and an IPTC
  /// record, the date in ``TakenDateReader``'s order.
  private mutating func take(exif: ExifMetadata?, xmp: XMPWalker?, iptc: IPTCRecord?) {
    if let exif {
      orientation = exif.orientation.rawValue
    }
    var metadata = ItemMetadata()
    metadata.exif = exif
    metadata.xmpDescription = xmp.flatMap(XMPDescription.find(in:))
    description = description ?? metadata.pictureDescription
    if let found = TakenDateReader.find(exif: exif, xmp: xmp, iptc: iptc, sidecarOf: nil) {
      taken = TakenDate(found)
    }
  }
}
