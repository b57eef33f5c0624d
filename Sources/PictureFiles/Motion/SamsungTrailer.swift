/// Samsung's trailer after a JPEG's end of image (its "SEF" records): where its
/// `MotionPhoto_Data` record, the Motion Photo's clip, lies.
///
/// The file ends with a little-endian 32-bit length and `SEFT`; that many bytes before them is
/// the directory: `SEFH`, a version, a count, then per record 12 bytes (2 reserved, a 16-bit
/// type, a 32-bit distance back from the directory's start to the record, its 32-bit length).
/// A record starts with 2 reserved bytes, its 16-bit type, a 32-bit name length and the name
/// (`MotionPhoto_Data`); its data follows the name. Every number is checked against the
/// file: a record that does not lie between the file's start and the directory is passed over.
enum SamsungTrailer {
  /// The name of the record that holds the clip.
  static let motionPhotoName = Array("MotionPhoto_Data".utf8)
  /// The longest directory read, in bytes (a phone writes a few records).
  static let maximumDirectoryBytes = 65_536
  /// The longest record name read, in bytes.
  static let maximumNameBytes = 256

  /// The clip's bytes in `source` (a whole JPEG file), or nil without a trailer or record.
  static func clip(in source: some ByteSource) -> EmbeddedClip? {
    let size = source.byteCount
    guard size >= 8, let tail = source.bytes(at: size - 8, count: 8), tail.count == 8 else {
      return nil
    }
    let end = ByteView(tail, littleEndian: true)
    guard end.matches(ascii: "SEFT", at: 4), let length = end.u32(0), length >= 12,
      length <= maximumDirectoryBytes, length <= size - 8
    else { return nil }
    let start = size - 8 - length
    guard let bytes = source.bytes(at: start, count: length), bytes.count == length else {
      return nil
    }
    let directory = ByteView(bytes, littleEndian: true)
    guard directory.matches(ascii: "SEFH"), let count = directory.u32(8) else { return nil }
    for index in 0..<min(count, (length - 12) / 12) {
      let entry = 12 + 12 * index
      guard let back = directory.u32(entry + 4), let recordLength = directory.u32(entry + 8),
        back <= start, recordLength <= back,
        let data = data(ofRecordAt: start - back, length: recordLength, in: source)
      else { continue }
      return EmbeddedClip(origin: .samsungTrailer, range: data)
    }
    return nil
  }

  /// The data of the record of `length` bytes at `offset` when it is `MotionPhoto_Data`.
  static func data(ofRecordAt offset: Int, length: Int, in source: some ByteSource) -> Range<Int>? {
    guard length >= 8 + motionPhotoName.count,
      let head = source.bytes(at: offset, count: min(length, 8 + maximumNameBytes))
    else { return nil }
    let view = ByteView(head, littleEndian: true)
    guard let nameLength = view.u32(4), nameLength == motionPhotoName.count,
      view.matches(motionPhotoName, at: 8), 8 + nameLength < length
    else { return nil }
    return (offset + 8 + nameLength)..<(offset + length)
  }
}
