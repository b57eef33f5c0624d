/// Gives a HEIF file (HEIC, AVIF) an nclx colour description, for HDR test pictures: heif-enc
/// 1.15 writes none in HEIC (libheif's macOS workaround drops it) and `2/2/M` in AVIF, whatever
/// its `--colour_primaries` and `--transfer_characteristic` say.
///
/// The primary item's `colr` nclx box gets the code points (ITU-T H.273); where it has none, one
/// is added to `ipco` and associated with it in `ipma`, and the file offsets in `iloc` move by
/// the bytes added. Only for the files heif-enc writes (`meta` before `mdat`, one `ipma` entry
/// per item): nil for anything else.
public enum HEIFColourBox {
  /// `bytes` with the primary item's colour given as `primaries`, `transfer` and `matrix`.
  public static func settingNCLX(
    _ bytes: [UInt8], primaries: Int, transfer: Int, matrix: Int
  ) -> [UInt8]? {
    let colr =
      Array("nclx".utf8) + u16(primaries) + u16(transfer) + u16(matrix) + [0x80]
    guard let meta = child("meta", in: 0..<bytes.count, bytes, skip: 4),
      let iprp = child("iprp", in: meta, bytes), let ipco = child("ipco", in: iprp, bytes),
      let ipma = child("ipma", in: iprp, bytes), let pitm = child("pitm", in: meta, bytes),
      let primary = read(bytes, pitm.lowerBound + 4, bytes[pitm.lowerBound] == 0 ? 2 : 4)
    else { return nil }
    // An nclx box already there: its code points replaced in place.
    var offset = ipco.lowerBound
    var count = 0
    while let size = read(bytes, offset, 4), size >= 8, offset + size <= ipco.upperBound {
      count += 1
      if String(decoding: bytes[(offset + 4)..<(offset + 12)], as: UTF8.self) == "colrnclx" {
        var patched = bytes
        patched.replaceSubrange((offset + 8)..<(offset + 8 + colr.count), with: colr)
        return patched
      }
      offset += size
    }
    return adding(
      box: u32(8 + colr.count) + Array("colr".utf8) + colr, index: count + 1,
      for: primary, bytes, ipco: ipco, ipma: ipma)
  }

  /// `bytes` with `box` appended to `ipco` and property `index` associated with `item`.
  private static func adding(
    box: [UInt8], index: Int, for item: Int, _ bytes: [UInt8], ipco: Range<Int>,
    ipma: Range<Int>
  ) -> [UInt8]? {
    let version = bytes[ipma.lowerBound]
    let wide = bytes[ipma.lowerBound + 3] & 1 == 1
    let idWidth = version < 1 ? 2 : 4
    guard let entries = read(bytes, ipma.lowerBound + 4, 4) else { return nil }
    var offset = ipma.lowerBound + 8
    var entry: Int?
    for _ in 0..<entries {
      guard let id = read(bytes, offset, idWidth), let n = read(bytes, offset + idWidth, 1)
      else { return nil }
      if id == item { entry = offset }
      offset += idWidth + 1 + n * (wide ? 2 : 1)
    }
    guard let entry, let n = read(bytes, entry + idWidth, 1) else { return nil }
    let association: [UInt8] = wide ? u16(index) : [UInt8(index)]
    let end = entry + idWidth + 1 + n * association.count
    let added = box.count + association.count
    // Later bytes first, so that earlier offsets hold.
    var out = bytes
    out.insert(contentsOf: association, at: end)
    out[entry + idWidth] = UInt8(n + 1)
    out.insert(contentsOf: box, at: ipco.upperBound)
    for type in ["ipma", "ipco", "iprp", "meta"] {
      guard let start = headerStart(of: type, in: out), let size = read(out, start, 4) else {
        return nil
      }
      let grown = size + (type == "ipco" ? box.count : type == "ipma" ? association.count : added)
      out.replaceSubrange(start..<(start + 4), with: u32(grown))
    }
    return movingLocations(out, by: added)
  }

  /// `bytes` with every `iloc` file offset (construction method 0) moved by `delta`.
  private static func movingLocations(_ bytes: [UInt8], by delta: Int) -> [UInt8]? {
    guard let meta = child("meta", in: 0..<bytes.count, bytes, skip: 4),
      let iloc = child("iloc", in: meta, bytes)
    else { return nil }
    var out = bytes
    let version = bytes[iloc.lowerBound]
    let sizes = Int(bytes[iloc.lowerBound + 4]), more = Int(bytes[iloc.lowerBound + 5])
    let (offsetSize, lengthSize, baseSize) = (sizes >> 4, sizes & 15, more >> 4)
    let indexSize = version >= 1 ? more & 15 : 0
    let idWidth = version < 2 ? 2 : 4
    var at = iloc.lowerBound + 6
    guard let items = read(bytes, at, idWidth) else { return nil }
    at += idWidth
    for _ in 0..<items {
      at += idWidth
      var method = 0
      if version >= 1 {
        method = (read(bytes, at, 2) ?? 0) & 15
        at += 2
      }
      at += 2  // data reference index
      let base = at
      at += baseSize
      guard let extents = read(bytes, at, 2) else { return nil }
      at += 2
      if method == 0, baseSize > 0, let value = read(bytes, base, baseSize), value > 0 {
        out.replaceSubrange(base..<(base + baseSize), with: sized(value + delta, baseSize))
      }
      for _ in 0..<extents {
        at += indexSize
        if method == 0, baseSize == 0 || read(bytes, base, baseSize) == 0,
          let value = read(bytes, at, offsetSize)
        {
          out.replaceSubrange(at..<(at + offsetSize), with: sized(value + delta, offsetSize))
        }
        at += offsetSize + lengthSize
      }
    }
    return out
  }

  /// Where the header of the first box of `type` starts, anywhere in `bytes` (these four are
  /// each unique in the files heif-enc writes).
  private static func headerStart(of type: String, in bytes: [UInt8]) -> Int? {
    let name = Array(type.utf8)
    return (4..<(bytes.count - 4)).first { Array(bytes[$0..<($0 + 4)]) == name }.map { $0 - 4 }
  }

  /// The content of the first box of `type` in `range`, after `skip` bytes (a full box's
  /// version and flags).
  private static func child(_ type: String, in range: Range<Int>, _ bytes: [UInt8], skip: Int = 0)
    -> Range<Int>?
  {
    var offset = range.lowerBound
    while let size = read(bytes, offset, 4), size >= 8, offset + size <= range.upperBound {
      if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == type {
        return (offset + 8 + skip)..<(offset + size)
      }
      offset += size
    }
    return nil
  }

  private static func read(_ bytes: [UInt8], _ offset: Int, _ width: Int) -> Int? {
    guard offset >= 0, offset + width <= bytes.count else { return nil }
    return bytes[offset..<(offset + width)].reduce(0) { $0 << 8 | Int($1) }
  }

  private static func sized(_ value: Int, _ width: Int) -> [UInt8] {
    (0..<width).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
  }

  private static func u16(_ value: Int) -> [UInt8] { sized(value, 2) }
  private static func u32(_ value: Int) -> [UInt8] { sized(value, 4) }
}
