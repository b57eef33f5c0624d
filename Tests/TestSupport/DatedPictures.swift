import Foundation
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// Pictures whose date taken is known: Exif blocks with DateTimeOriginal and its offset, an
/// XMP packet, and small files of each container built byte by byte (fast enough for a
/// thousand of them), for the index's and the filters' tests.
public enum DatedPictures {
  /// An Exif block whose sub-IFD holds DateTimeOriginal `date` (`YYYY:MM:DD HH:MM:SS`) and,
  /// when given, OffsetTimeOriginal `offset` (`+02:00`).
  public static func exif(_ date: String, offset: String? = nil, littleEndian: Bool = true)
    -> [UInt8]
  {
    let b = ExifBytes(littleEndian: littleEndian)
    var entries = [b.ascii(0x9003, date)]
    if let offset { entries.append(b.ascii(0x9011, offset)) }
    return b.block(image: [b.short(0x0112, [1])], exif: entries)
  }

  /// A 2 × 2 PNG with `exif` in an eXIf chunk after its header (none when nil).
  public static func png(exif: [UInt8]?) -> [UInt8] {
    let row: [UInt8] = [0, 200, 40, 40, 255, 200, 40, 40, 255]
    let idat = [0x78, 0x01] + Deflate.rawChunk(row + row) + [0x03, 0x00] + adler32(row + row)
    return PNGBytes.signature + PNGBytes.header(width: 2, height: 2)
      + (exif.map { ExifBytes.pngChunk($0) } ?? []) + PNGBytes.chunk("IDAT", idat)
      + PNGBytes.chunk("IEND", [])
  }

  /// `jpeg` (a JPEG file) with `segment` inserted after its SOI marker.
  public static func jpeg(_ jpeg: [UInt8], inserting segment: [UInt8]) -> [UInt8] {
    Array(jpeg.prefix(2)) + segment + jpeg.dropFirst(2)
  }

  /// A JPEG APP1 segment holding an XMP packet whose `exif:DateTimeOriginal` is `date`
  /// (ISO 8601).
  public static func xmpSegment(date: String) -> [UInt8] {
    let packet =
      "http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><rdf:RDF "
      + "xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\"><rdf:Description "
      + "xmlns:exif=\"http://ns.adobe.com/exif/1.0/\" exif:DateTimeOriginal=\"\(date)\"/>"
      + "</rdf:RDF></x:xmpmeta>"
    let body = Array(packet.utf8)
    return [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
  }

  /// A little-endian TIFF of 1 × 1 RGB pixel whose IFD0 holds DateTime `date`.
  public static func tiff(date: String) -> [UInt8] {
    let b = ExifBytes(littleEndian: true)
    func make(stripAt offset: Int) -> [UInt8] {
      b.block(image: [
        b.long(0x0100, [1]), b.long(0x0101, [1]), b.short(0x0102, [8, 8, 8]),
        b.short(0x0106, [2]), b.long(0x0111, [offset]), b.short(0x0115, [3]),
        b.long(0x0116, [1]), b.long(0x0117, [3]), b.ascii(0x0132, date),
      ])
    }
    let length = make(stripAt: 0).count
    return make(stripAt: length) + [200, 40, 40]
  }

  /// Sets the modification time of the file at `path` to `seconds` since 1970 UTC.
  public static func setModified(_ path: String, seconds: Int) {
    var times = [
      timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0),
    ]
    _ = utimensat(AT_FDCWD, path, &times, 0)
  }

  private static func adler32(_ bytes: [UInt8]) -> [UInt8] {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return PNGBytes.bigEndian(b << 16 | a)
  }
}
