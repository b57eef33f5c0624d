/// The boxes of an ISO media file (HEIF, AVIF) that libheif does not tell about.
enum ISOMediaBoxes {
  /// Whether the item properties (`meta` → `iprp` → `ipco`) hold a rotation (`irot`) or a
  /// mirror (`imir`): then libheif turns the picture, and the Exif orientation, which says the
  /// same, must not be applied again.
  static func hasTransforms(_ bytes: [UInt8]) -> Bool {
    let view = ByteView(bytes)
    guard let meta = child("meta", in: 0..<bytes.count, of: view),
      let properties = child("iprp", in: (meta.lowerBound + 4)..<meta.upperBound, of: view),
      let container = child("ipco", in: properties, of: view)
    else { return false }
    return children(in: container, of: view).contains { $0 == "irot" || $0 == "imir" }
  }

  /// The content range of the first box of `type` among the boxes in `range`.
  private static func child(_ type: String, in range: Range<Int>, of view: ByteView) -> Range<Int>?
  {
    var offset = range.lowerBound
    while let size = view.u32(offset), size >= 8, offset + size <= range.upperBound {
      if view.matches(ascii: type, at: offset + 4) { return (offset + 8)..<(offset + size) }
      offset += size
    }
    return nil
  }

  /// The types of the boxes in `range`.
  private static func children(in range: Range<Int>, of view: ByteView) -> [String] {
    var types: [String] = []
    var offset = range.lowerBound
    while let size = view.u32(offset), size >= 8, offset + size <= range.upperBound {
      types.append(String(decoding: view.bytes[(offset + 4)..<(offset + 8)], as: UTF8.self))
      offset += size
    }
    return types
  }
}
