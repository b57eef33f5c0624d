/// Builds TIFF-structured Exif blocks byte by byte, in either byte order, for tests of the Exif
/// reader and of orientation in every container.
public struct ExifBytes {
  /// One directory entry: tag, field type, count and the value's bytes (in the block's order).
  public struct Entry {
    public var tag: Int
    public var type: Int
    public var count: Int
    public var data: [UInt8]
  }

  public let littleEndian: Bool

  public init(littleEndian: Bool) {
    self.littleEndian = littleEndian
  }

  public func short(_ tag: Int, _ values: [Int]) -> Entry {
    Entry(tag: tag, type: 3, count: values.count, data: values.flatMap { bytes($0, 2) })
  }

  public func long(_ tag: Int, _ values: [Int]) -> Entry {
    Entry(tag: tag, type: 4, count: values.count, data: values.flatMap { bytes($0, 4) })
  }

  public func rational(_ tag: Int, _ pairs: [(Int, Int)]) -> Entry {
    Entry(
      tag: tag, type: 5, count: pairs.count,
      data: pairs.flatMap { bytes($0.0, 4) + bytes($0.1, 4) })
  }

  public func undefined(_ tag: Int, _ data: [UInt8]) -> Entry {
    Entry(tag: tag, type: 7, count: data.count, data: data)
  }

  public func ascii(_ tag: Int, _ text: String) -> Entry {
    let data = Array(text.utf8) + [0]
    return Entry(tag: tag, type: 2, count: data.count, data: data)
  }

  /// A block with IFD0 holding `image`, an Exif sub-IFD holding `exif` and a GPS sub-IFD
  /// holding `gps`, each unless it is nil.
  ///
  /// Tags 0x8769 and 0x8825 are added to IFD0 for the sub-IFDs; values longer than 4 bytes go
  /// after the directories.
  public func block(image: [Entry], exif: [Entry]? = nil, gps: [Entry]? = nil) -> [UInt8] {
    var image = image
    let subdirectories = [(0x8769, exif), (0x8825, gps)].compactMap { tag, entries in
      entries.map { (tag, $0) }
    }
    let ifd0Size = 2 + (image.count + subdirectories.count) * 12 + 4
    var next = 8 + ifd0Size
    for (tag, entries) in subdirectories {
      image.append(long(tag, [next]))
      next += 2 + entries.count * 12 + 4
    }
    image.sort { $0.tag < $1.tag }
    var extra: [UInt8] = []
    let extraStart = next
    func directory(_ entries: [Entry]) -> [UInt8] {
      var out = bytes(entries.count, 2)
      for entry in entries {
        out += bytes(entry.tag, 2) + bytes(entry.type, 2) + bytes(entry.count, 4)
        if entry.data.count <= 4 {
          out += entry.data + [UInt8](repeating: 0, count: 4 - entry.data.count)
        } else {
          out += bytes(extraStart + extra.count, 4)
          extra += entry.data
        }
      }
      return out + bytes(0, 4)
    }
    let header = Array((littleEndian ? "II*\0" : "MM\0*").utf8) + bytes(8, 4)
    var out = header + directory(image)
    for (_, entries) in subdirectories { out += directory(entries) }
    return out + extra
  }

  /// `value` as `width` bytes in the block's byte order.
  public func bytes(_ value: Int, _ width: Int) -> [UInt8] {
    let big = (0..<width).map { UInt8(truncatingIfNeeded: value >> (8 * (width - 1 - $0))) }
    return littleEndian ? big.reversed() : big
  }

  /// The block wrapped for each container: a JPEG APP1 segment (with "Exif\0\0"), a PNG eXIf
  /// chunk, a WebP EXIF chunk.
  public static func jpegSegment(_ block: [UInt8]) -> [UInt8] {
    let body = Array("Exif\0\0".utf8) + block
    return [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
  }

  public static func pngChunk(_ block: [UInt8]) -> [UInt8] {
    PNGBytes.chunk("eXIf", block)
  }

  public static func webpChunk(_ block: [UInt8]) -> [UInt8] {
    let size = block.count
    let padding: [UInt8] = size % 2 == 1 ? [0] : []
    return Array("EXIF".utf8)
      + [UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 24)]
      + block + padding
  }
}
