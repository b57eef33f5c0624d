// MARK: - QuickTime metadata: `meta` with `keys` and `ilst`

extension ISOBoxes {
  /// The most keys read from one `keys` box: a camera writes a dozen.
  static let maximumMetadataKeys = 1_024

  /// The text of the QuickTime metadata item named `key` (an `mdta` key such as
  /// `com.apple.quicktime.content.identifier`), in the `meta` box among this walk's boxes (a
  /// `moov`'s children); nil when absent or not UTF-8 text.
  ///
  /// `keys` names the items in order, `ilst` holds each one's `data` box in a box whose type is
  /// its key's 1-based index (QuickTime File Format, "Metadata"). QuickTime's `meta` is a
  /// plain box, ISO's a full box: the version and flags (zero) are skipped when present.
  package func quickTimeText(forKey key: String) -> String? {
    guard let meta = first("meta") else { return nil }
    let isFullBox = view.u32(meta.content.lowerBound) == 0
    let boxes = children(of: meta, skipping: isFullBox ? 4 : 0)
    guard let keys = boxes.first("keys"), let list = boxes.first("ilst"),
      let index = keyIndex(of: key, in: keys)
    else { return nil }
    for item in children(of: list) where view.u32(item.offset + 4) == index {
      // `data`: a type (1: UTF-8) and a locale, then the value.
      guard let data = ISOBoxes(view, in: item.content).first("data"),
        let type = view.u32(data.content.lowerBound), type & 0xFF_FFFF == 1,
        data.content.count > 8
      else { return nil }
      let text = view.slice((data.content.lowerBound + 8)..<data.content.upperBound)
      return String(decoding: text, as: UTF8.self)
    }
    return nil
  }

  /// The 1-based index of the `mdta` key `key` in the `keys` box `keys`, or nil.
  private func keyIndex(of key: String, in keys: Box) -> Int? {
    let wanted = Array(key.utf8)
    var offset = keys.content.lowerBound + 8  // version and flags, entry count
    guard let count = view.u32(keys.content.lowerBound + 4) else { return nil }
    for index in 1...Swift.max(1, Swift.min(count, Self.maximumMetadataKeys)) {
      guard let size = view.u32(offset), size >= 8, offset + size <= keys.content.upperBound
      else { return nil }
      if view.matches(ascii: "mdta", at: offset + 4),
        view.slice((offset + 8)..<(offset + size)).elementsEqual(wanted)
      {
        return index
      }
      offset += size
    }
    return nil
  }
}
