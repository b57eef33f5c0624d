import Geometry

/// A picture's shape as shown: its size turned upright, read from its header alone (for
/// `--pairs`, which pairs portraits before they are decoded).
package enum PictureShape {
  /// Bytes read first: the header of most files; a JPEG whose Exif block (with its thumbnail)
  /// and other segments come before the frame header is read again up to
  /// ``ItemMetadata/headBytes``.
  static let firstBytes = 65_536

  /// The upright size of the picture at `path` (its header's size, turned by its Exif
  /// orientation), or nil when it has none to read: not a picture, missing, unreadable; a JPEG
  /// XL picture's size and Exif come from `codecs`, a decoder process in the app.
  ///
  /// A HEIF file's `meta` box is found wherever it is (``HEIFPrimaryItem``).
  package static func read(_ path: FilePath, codecs: any CodecFactsReader) -> Size? {
    guard let file = try? PictureFile(opening: path, limit: .max) else { return nil }
    for count in [firstBytes, ItemMetadata.headBytes] {
      guard let bytes = try? file.readPrefix(count),
        let format = PictureFormat.sniff(ByteView(bytes), fileExtension: path.fileExtension)
      else { return nil }
      if format == .heic || format == .avif { return heif(file) }
      let facts = codecs.codecFacts(of: path, format: format, byteLimit: bytes.count)
      if let size = try? PictureHeader.size(of: format, in: bytes, codecs: facts) {
        let orientation =
          ExifMetadata(locatedIn: bytes, format: format, codecs: facts)?.orientation ?? .up
        return orientation.orientedSize(size)
      }
      if bytes.count < count { return nil }  // the whole file was read
    }
    return nil
  }

  /// The shape of a HEIF file: its primary item's size as the decoder turns it, then turned by
  /// the Exif orientation unless the item has its own turn (`irot`, `imir`).
  private static func heif(_ file: PictureFile) -> Size? {
    guard let item = HEIFPrimaryItem.read(from: file), let size = item.size else { return nil }
    guard !item.hasTransforms, let exif = item.exif(from: file) else { return size }
    return (ExifMetadata(tiff: exif)?.orientation ?? .up).orientedSize(size)
  }
}
