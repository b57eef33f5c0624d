/// An item's type in a HEIF file's `iinf` box ("hvc1", "av01", "grid", "Exif", "mime").
struct HEIFItemType: Sendable {
  var type: String
  /// A `mime` item's content type ("application/rdf+xml" for XMP).
  var contentType: String?
}

extension HEIFPrimaryItem {
  /// `iprp`: the properties (`ipco`'s boxes) that `ipma` associates with `item`, in order.
  static func properties(of item: Int, _ view: ByteView, _ iprp: ISOBoxes.Box) -> [ISOBoxes.Box] {
    let boxes = ISOBoxes(view, in: iprp.content)
    guard let container = boxes.first("ipco"), let map = boxes.first("ipma") else { return [] }
    let all = Array(ISOBoxes(view, in: container.content).prefix(maximumEntries))
    return associations(of: item, view, map).compactMap {
      all.indices.contains($0 - 1) ? all[$0 - 1] : nil
    }
  }

  /// `ipma`: the 1-based property indices associated with `item`.
  private static func associations(of item: Int, _ view: ByteView, _ box: ISOBoxes.Box) -> [Int] {
    let start = box.content.lowerBound
    guard let version = view.u8(start), let flags = view.u24(start + 1),
      let count = view.u32(start + 4)
    else { return [] }
    let idWidth = version < 1 ? 2 : 4
    let indexWidth = flags & 1 == 1 ? 2 : 1
    var offset = start + 8
    for _ in 0..<min(count, maximumEntries) {
      guard let id = view.unsigned(offset, width: idWidth), let n = view.u8(offset + idWidth)
      else { return [] }
      offset += idWidth + 1
      if id == item {
        let mask = indexWidth == 2 ? 0x7FFF : 0x7F
        return (0..<n).compactMap { view.unsigned(offset + $0 * indexWidth, width: indexWidth) }
          .map { $0 & mask }
      }
      offset += n * indexWidth
    }
    return []
  }

  /// `iinf`: each item's type, from its `infe` boxes of version 2 or 3.
  static func itemTypes(_ view: ByteView, _ box: ISOBoxes.Box) -> [Int: HEIFItemType] {
    let countWidth = view.u8(box.content.lowerBound) == 0 ? 2 : 4
    let entries = ISOBoxes(
      view,
      in: min(
        box.fullBoxContent.lowerBound + countWidth, box.content.upperBound)..<box.content.upperBound
    )
    var types: [Int: HEIFItemType] = [:]
    for entry in entries.prefix(maximumEntries) where entry.type == "infe" {
      guard let version = view.u8(entry.content.lowerBound), version >= 2 else { continue }
      let idWidth = version == 2 ? 2 : 4
      let start = entry.fullBoxContent.lowerBound
      guard let id = view.unsigned(start, width: idWidth),
        let type = view.fourCC(start + idWidth + 2)
      else { continue }
      var item = HEIFItemType(type: type)
      if type == "mime" {
        // The item's name, then its content type, each ending in a zero byte.
        let strings = view.slice(
          min(start + idWidth + 6, entry.content.upperBound)..<entry.content.upperBound
        )
        .split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
        if strings.count > 1 { item.contentType = String(decoding: strings[1], as: UTF8.self) }
      }
      types[id] = item
    }
    return types
  }

  /// `iref`: the items whose `cdsc` reference says they describe `item`.
  static func descriptions(of item: Int, _ view: ByteView, _ box: ISOBoxes.Box) -> Set<Int> {
    let idWidth = view.u8(box.content.lowerBound) == 0 ? 2 : 4
    var found: Set<Int> = []
    for reference in ISOBoxes(view, in: box.fullBoxContent).prefix(maximumEntries)
    where reference.type == "cdsc" {
      let start = reference.content.lowerBound
      guard let from = view.unsigned(start, width: idWidth),
        let count = view.u16(start + idWidth)
      else { continue }
      let targets = (0..<min(count, maximumEntries)).compactMap {
        view.unsigned(start + idWidth + 2 + $0 * idWidth, width: idWidth)
      }
      if targets.contains(item) { found.insert(from) }
    }
    return found
  }

  /// `iloc`: each item's extents as ranges of the file.
  ///
  /// For the items stored in the file (construction method 0) or in `idat` (method 1; `idat` is where its content starts in the
  /// file). Items with an extent of unknown length are left out.
  static func locations(_ view: ByteView, _ box: ISOBoxes.Box, idat: Int?) -> [Int: [Range<Int>]] {
    let start = box.content.lowerBound
    guard let version = view.u8(start), version <= 2, let sizes = view.u8(start + 4),
      let moreSizes = view.u8(start + 5)
    else { return [:] }
    let offsetWidth = sizes >> 4
    let lengthWidth = sizes & 15
    let baseWidth = moreSizes >> 4
    let indexWidth = version >= 1 ? moreSizes & 15 : 0
    let idWidth = version < 2 ? 2 : 4
    var offset = start + 6
    guard let count = view.unsigned(offset, width: idWidth) else { return [:] }
    offset += idWidth
    var found: [Int: [Range<Int>]] = [:]
    for _ in 0..<min(count, maximumEntries) {
      guard let id = view.unsigned(offset, width: idWidth) else { break }
      offset += idWidth
      var method = 0
      if version >= 1 {
        guard let value = view.u16(offset) else { break }
        method = value & 15
        offset += 2
      }
      offset += 2  // data reference index
      guard let base = sized(view, offset, baseWidth),
        let extentCount = view.u16(offset + baseWidth)
      else { break }
      offset += baseWidth + 2
      var extents: [Range<Int>] = []
      var known = true
      for _ in 0..<min(extentCount, maximumEntries) {
        offset += indexWidth
        guard let start = sized(view, offset, offsetWidth),
          let length = sized(view, offset + offsetWidth, lengthWidth)
        else { return found }
        offset += offsetWidth + lengthWidth
        let origin = method == 0 ? 0 : (method == 1 ? idat : nil)
        guard let origin, length > 0 else {
          known = false
          continue
        }
        let first = origin + base + start
        extents.append(first..<(first + length))
      }
      if known, !extents.isEmpty { found[id] = extents }
    }
    return found
  }

  /// An unsigned integer of `width` bytes (0, 4 or 8; 0 is the value 0), below 2^60 (so that
  /// sums of a few cannot overflow).
  private static func sized(_ view: ByteView, _ offset: Int, _ width: Int) -> Int? {
    switch width {
    case 0: return 0
    case 4: return view.u32(offset)
    case 8:
      guard let high = view.u32(offset), high < 1 << 28, let low = view.u32(offset + 4) else {
        return nil
      }
      return high << 32 | low
    default: return nil
    }
  }
}
