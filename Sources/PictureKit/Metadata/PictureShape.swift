import Geometry

/// A picture's shape as shown: its size turned upright, read from its header alone (for
/// `--pairs`, which pairs portraits before they are decoded).
package enum PictureShape {
  /// Bytes read first: the header of most files; a JPEG whose Exif block (with its thumbnail)
  /// and other segments come before the frame header is read again up to
  /// ``ItemMetadata/headBytes``.
  static let firstBytes = 65_536

  /// The upright size of the picture at `path` (its header's size, turned by its Exif
  /// orientation), or nil when it has none to read: not a picture, missing, unreadable; a HEIF
  /// or JPEG XL picture's size and Exif come from `codecs`, a decoder process in the app.
  package static func read(_ path: FilePath, codecs: any CodecFactsReader) -> Size? {
    guard let file = try? PictureFile(opening: path, limit: .max) else { return nil }
    for count in [firstBytes, ItemMetadata.headBytes] {
      guard let bytes = try? file.readPrefix(count),
        let format = PictureFormat.sniff(ByteView(bytes), fileExtension: path.fileExtension)
      else { return nil }
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
}
