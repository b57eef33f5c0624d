extension ItemMetadata {
  /// Bytes read from the start of a JPEG or PNG for its metadata: Exif, ICC and XMP come before
  /// the picture data, and JPEG's segments are at most 64 KiB each.
  static let headBytes = 1_048_576
  /// The most bytes read of a WebP or TIFF, whose metadata may sit anywhere: a larger file is
  /// read only up to ``headBytes`` and may show fewer metadata.
  static let wholeFileBytes = 32 * 1_048_576
  /// The longest sidecar caption read, in bytes.
  static let sidecarBytes = 4_096

  /// Reads what can be known of the file at `path` (a missing or unreadable file gives empty
  /// metadata), and its sidecar caption; what only a codec can read (HEIF's and JPEG XL's size
  /// and Exif) comes from `codecs`, a decoder process in the app.
  ///
  /// Safe on any file: opened non-blocking, read within the limits above, every parse bounded
  /// by the bytes read.
  package static func read(_ path: FilePath, codecs: any CodecFactsReader) -> ItemMetadata {
    var metadata = ItemMetadata()
    metadata.sidecarText = sidecar(of: path)
    guard let file = try? PictureFile(opening: path, limit: .max) else { return metadata }
    metadata.fileSize = file.byteCount
    metadata.modified = file.modificationTime
    guard var bytes = try? file.readPrefix(headBytes) else { return metadata }
    let format = PictureFormat.sniff(ByteView(bytes), fileExtension: path.fileExtension)
    metadata.format = format
    guard let format else { return metadata }
    if format == .heic || format == .avif {
      metadata.takeHEIF(file, path: path, codecs: codecs)
      return metadata
    }
    if format == .webp || format == .tiff, file.byteCount > bytes.count,
      file.byteCount <= wholeFileBytes, let whole = try? file.readPrefix(file.byteCount)
    {
      bytes = whole
    }
    let facts = codecs.codecFacts(of: path, format: format, byteLimit: bytes.count)
    metadata.pixelSize = try? PictureHeader.size(of: format, in: bytes, codecs: facts)
    metadata.exif = ExifMetadata(locatedIn: bytes, format: format, codecs: facts)
    let xmp = XMPLocator.packet(in: bytes, format: format).map(XMPWalker.init)
    let iptc = format == .jpeg ? IPTCRecord(jpeg: bytes) : nil
    metadata.xmpDescription = xmp.flatMap(XMPDescription.find(in:))
    metadata.place = PlaceMetadata(xmp: xmp, iptc: iptc)
    metadata.colorProfile = ColorProfileName.of(fileBytes: bytes, format: format)
    metadata.taken = TakenDateReader.find(
      exif: metadata.exif, xmp: xmp, iptc: iptc, sidecarOf: path)
    return metadata
  }

  /// Takes what a HEIF file's primary item says: its size as decoded, its Exif and XMP items,
  /// its colour (``HEIFPrimaryItem``, which finds `meta` wherever it is, named with `codecs`),
  /// and the date taken.
  private mutating func takeHEIF(
    _ file: PictureFile, path: FilePath, codecs: any CodecFactsReader
  ) {
    let item = HEIFPrimaryItem.read(from: file)
    pixelSize = item?.size
    exif = item?.exif(from: file).flatMap(ExifMetadata.init(tiff:))
    let xmp = item?.xmp(from: file).map(XMPWalker.init)
    xmpDescription = xmp.flatMap(XMPDescription.find(in:))
    place = PlaceMetadata(xmp: xmp, iptc: nil)
    colorProfile = item.flatMap { ColorProfileName.of($0.colour, codecs: codecs) }
    taken = TakenDateReader.find(exif: exif, xmp: xmp, iptc: nil, sidecarOf: path)
  }

  /// The text of `path` + ".txt", its lines joined by spaces, or nil when there is none.
  private static func sidecar(of path: FilePath) -> String? {
    guard let bytes = try? PictureFile.read(path.appendingSuffix(".txt"), limit: sidecarBytes),
      !bytes.contains(0)
    else { return nil }
    let words = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace)
    return words.isEmpty ? nil : words.joined(separator: " ")
  }
}
