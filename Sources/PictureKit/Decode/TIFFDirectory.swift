/// The first image file directory (IFD0) of a TIFF structure: TIFF files and JPEG Exif blocks.
///
/// Only integer tags stored in the entry itself are read (SHORT and LONG with a count of 1),
/// which is all that sizes and orientation need.
package struct TIFFDirectory {
  private let view: ByteView
  private let entriesOffset: Int
  private let entryCount: Int

  /// Parses the 8-byte TIFF header ("II*\0" or "MM\0*") at the start of `bytes`; nil when it is
  /// not one or the directory lies outside the bytes.
  init?(_ bytes: [UInt8]) {
    var view = ByteView(bytes)
    if view.matches(ascii: "II*\0") {
      view.isLittleEndian = true
    } else if !view.matches(ascii: "MM\0*") {
      return nil
    }
    guard let offset = view.u32(4), let count = view.u16(offset),
      offset + 2 + count * 12 <= bytes.count
    else { return nil }
    self.view = view
    entriesOffset = offset + 2
    entryCount = count
  }

  /// The value of integer tag `tag`, or nil when absent or not a single SHORT or LONG.
  func value(ofTag tag: Int) -> Int? {
    for index in 0..<entryCount {
      let entry = entriesOffset + index * 12
      guard view.u16(entry) == tag, let type = view.u16(entry + 2), view.u32(entry + 4) == 1 else {
        continue
      }
      switch type {
      case 3: return view.u16(entry + 8)  // SHORT, left-justified in the value field
      case 4: return view.u32(entry + 8)  // LONG
      default: return nil
      }
    }
    return nil
  }
}
