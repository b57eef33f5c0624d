/// The image file directories (IFDs) of a TIFF structure: TIFF files themselves, and the Exif
/// blocks of JPEG, PNG, WebP and HEIF files, which are small TIFF structures.
///
/// Hostile input is expected: every read goes through ``ByteView`` (nil past the end), a
/// directory lists at most ``maximumEntries`` entries, a value at most ``maximumValueCount``
/// items, and a directory offset already visited is not followed again, so parsing costs at most
/// the block's size.
package struct TIFFStructure: Sendable {
  /// Entries read from one directory at most: real files have a few dozen.
  static let maximumEntries = 1_000
  /// Items read from one value at most (a longer one is cut: the strings and arrays that matter
  /// are short).
  static let maximumValueCount = 65_536

  private let view: ByteView

  /// Parses the 8-byte TIFF header ("II*\0" little-endian or "MM\0*" big-endian) at the start
  /// of `bytes`; nil when it is not one.
  package init?(_ bytes: [UInt8]) {
    var view = ByteView(bytes)
    if view.matches(ascii: "II*\0") {
      view.isLittleEndian = true
    } else if !view.matches(ascii: "MM\0*") {
      return nil
    }
    self.view = view
  }

  /// An Apple MakerNote (Exif tag 0x927C of an iPhone's picture) as a TIFF structure.
  ///
  /// It reads "Apple iOS\0", a version, the byte order ("MM" or "II") at byte 12 and the
  /// directory at byte 14, its values' offsets counted from the MakerNote's start. Nil when
  /// it is not one.
  package init?(appleMakerNote bytes: [UInt8]) {
    var view = ByteView(bytes)
    guard view.matches(ascii: "Apple iOS\0") else { return nil }
    if view.matches(ascii: "II", at: 12) {
      view.isLittleEndian = true
    } else if !view.matches(ascii: "MM", at: 12) {
      return nil
    }
    self.view = view
  }

  /// Where an Apple MakerNote's directory starts (``init(appleMakerNote:)``).
  package static let appleMakerNoteDirectory = 14

  /// The first directory (IFD0), or nil when its offset or entry count lies outside the bytes.
  package var firstDirectory: Directory? {
    view.u32(4).flatMap(directory(at:))
  }

  /// The directory at byte `offset`, or nil when it lies outside the bytes.
  package func directory(at offset: Int) -> Directory? {
    guard offset >= 8, let count = view.u16(offset) else { return nil }
    let available = (view.count - offset - 2) / 12
    guard available >= 0 else { return nil }
    return Directory(
      structure: self, offset: offset, entryCount: min(count, available, Self.maximumEntries))
  }

  /// One IFD: a list of tagged values.
  package struct Directory: Sendable {
    fileprivate let structure: TIFFStructure
    /// Where the directory starts in the structure's bytes.
    package let offset: Int
    fileprivate let entryCount: Int

    /// The tag numbers present, in file order.
    package var tags: [Int] {
      (0..<entryCount).compactMap { structure.view.u16(entryOffset($0)) }
    }

    /// The value of `tag`, or nil when absent or unreadable.
    package func value(_ tag: Int) -> TIFFValue? {
      for index in 0..<entryCount where structure.view.u16(entryOffset(index)) == tag {
        return structure.value(atEntry: entryOffset(index))
      }
      return nil
    }

    /// The first integer of `tag` (BYTE, SHORT or LONG and their signed forms), or nil.
    package func integer(_ tag: Int) -> Int? {
      value(tag)?.integers?.first
    }

    /// The directory a LONG or IFD-typed `tag` points to (the Exif and GPS sub-IFDs), unless it
    /// is this one or lies outside the bytes.
    package func subdirectory(_ tag: Int) -> Directory? {
      guard let target = integer(tag), target != offset else { return nil }
      return structure.directory(at: target)
    }

    private func entryOffset(_ index: Int) -> Int { offset + 2 + index * 12 }
  }

  /// Reads the 12-byte entry at `entry`: tag, type, count, then the value or its offset.
  private func value(atEntry entry: Int) -> TIFFValue? {
    guard let type = view.u16(entry + 2), let rawCount = view.u32(entry + 4),
      let size = TIFFValue.itemSize(ofType: type)
    else { return nil }
    let count = min(rawCount, Self.maximumValueCount)
    let total = size * count
    let start = total <= 4 ? entry + 8 : view.u32(entry + 8)
    guard let start, start >= 0, start <= view.count - total else { return nil }
    return TIFFValue(type: type, count: count, at: start, in: view)
  }
}
