import Geometry
import SystemKit

/// The picture index's cache file: each picture's path, file stamp and facts, in a binary form
/// read back in one pass.
///
/// Layout (integers little-endian): the 16-byte ``signature`` (its last byte the version), the
/// entry count (4 bytes), the CRC-32 of everything after the header (4 bytes), then the
/// entries: path (2-byte length, bytes), size and modification time (8 bytes each), the date
/// taken (a kind byte: 1 Exif, 2 XMP, 4 IPTC, 5 GPS, 6 Takeout, then the day number and second of day, 4 bytes each,
/// and the offset in minutes, 2 bytes, ``noOffset`` for none; 3 a modification time, 8 bytes),
/// width and height (4 bytes each, 0 for unknown), orientation (1 byte), description (2-byte
/// length, bytes). Anything else (another signature, a wrong checksum, a length past the end,
/// a value out of range, bytes left over) makes the whole file unreadable: it is ignored and
/// rebuilt, never half trusted.
package enum IndexCacheFile {
  /// "CAROUSEL INDEX" and a newline, then the format's version.
  static let signature = Array("CAROUSEL INDEX\n".utf8) + [2]
  /// The header: the signature, the count, the checksum.
  static let headerBytes = signature.count + 8
  /// The fewest bytes an entry takes (a one-byte path, no description).
  static let smallestEntryBytes = 2 + 1 + 16 + 1 + 8 + 8 + 1 + 2
  /// The longest path or description kept, in bytes (Linux's PATH_MAX).
  static let longestText = 4_096
  /// The offset written for a date without one.
  static let noOffset = Int(Int16.max)

  /// Why a cache file was not used.
  package struct Unreadable: Error, Equatable, CustomStringConvertible {
    package let reason: String
    package var description: String { reason }
  }

  /// The file's bytes for `entries`, in the order given.
  package static func encode(_ entries: [(FilePath, IndexEntry)]) -> [UInt8] {
    var body = ByteWriter()
    var count = 0
    for (path, entry) in entries where !path.bytes.isEmpty && path.bytes.count <= longestText {
      write(path, entry, to: &body)
      count += 1
    }
    var header = ByteWriter()
    header.raw(signature)
    header.u32(count)
    header.u32(Int(Deflate.crc32(body.bytes)))
    return header.bytes + body.bytes
  }

  /// The entries of a cache file's `bytes`, by path.
  package static func decode(_ bytes: [UInt8]) -> Result<[FilePath: IndexEntry], Unreadable> {
    var reader = ByteReader(bytes)
    guard reader.bytes(signature.count).map({ $0.elementsEqual(signature) }) == true else {
      return .failure(Unreadable(reason: "not a Carousel index of this version"))
    }
    guard let count = reader.u32(), let checksum = reader.u32() else {
      return .failure(Unreadable(reason: "cut short"))
    }
    let body = Array(bytes[min(headerBytes, bytes.count)...])
    guard UInt32(checksum) == Deflate.crc32(body) else {
      return .failure(Unreadable(reason: "its checksum does not match (damaged)"))
    }
    guard count <= body.count / smallestEntryBytes else {
      return .failure(Unreadable(reason: "it claims more entries than it can hold"))
    }
    var entries: [FilePath: IndexEntry] = [:]
    entries.reserveCapacity(count)
    for number in 0..<count {
      guard let (path, entry) = readEntry(&reader) else {
        return .failure(Unreadable(reason: "entry \(number + 1) is damaged"))
      }
      entries[path] = entry
    }
    guard reader.isAtEnd else { return .failure(Unreadable(reason: "bytes after the entries")) }
    return .success(entries)
  }

  private static func write(_ path: FilePath, _ entry: IndexEntry, to writer: inout ByteWriter) {
    writer.u16(path.bytes.count)
    writer.raw(path.bytes)
    writer.i64(entry.stamp.byteCount)
    writer.i64(entry.stamp.modified)
    let facts = entry.facts
    switch facts.taken {
    case .written(let time, let offset, let source):
      writer.u8(Int(source.rawValue))
      writer.u32(time.date.dayNumber)
      writer.u32(time.secondOfDay)
      writer.u16(offset ?? noOffset)
    case .modified(let seconds):
      writer.u8(3)
      writer.i64(seconds)
    }
    writer.u32(facts.pixelSize?.width ?? 0)
    writer.u32(facts.pixelSize?.height ?? 0)
    writer.u8(facts.orientation)
    let description = Array((facts.description ?? "").utf8.prefix(longestText))
    writer.u16(description.count)
    writer.raw(description)
  }

  private static func readEntry(_ reader: inout ByteReader) -> (FilePath, IndexEntry)? {
    guard let length = reader.u16(), (1...longestText).contains(length),
      let pathBytes = reader.bytes(length), !pathBytes.contains(0),
      let byteCount = reader.i64(), byteCount >= 0, let modified = reader.i64(),
      let taken = readTaken(&reader), let width = reader.u32(), let height = reader.u32(),
      let orientation = reader.u8(), (1...8).contains(orientation),
      let descriptionLength = reader.u16(), descriptionLength <= longestText,
      let description = reader.bytes(descriptionLength)
    else { return nil }
    var facts = PictureFacts(taken: taken, orientation: orientation)
    if width > 0, height > 0 { facts.pixelSize = Size(width: width, height: height) }
    if !description.isEmpty { facts.description = String(decoding: description, as: UTF8.self) }
    let stamp = FileStamp(byteCount: byteCount, modified: modified)
    return (FilePath(bytes: Array(pathBytes)), IndexEntry(stamp: stamp, facts: facts))
  }

  private static func readTaken(_ reader: inout ByteReader) -> TakenDate? {
    switch reader.u8() {
    case let kind?
    where kind != 3 && TakenDate.Source(rawValue: UInt8(truncatingIfNeeded: kind)) != nil:
      guard let day = reader.i32(), abs(day) <= maximumDayNumber, let second = reader.u32(),
        second < CivilTime.secondsPerDay, let offset = reader.i16(),
        offset == noOffset || abs(offset) <= 18 * 60,
        let source = TakenDate.Source(rawValue: UInt8(kind))
      else { return nil }
      let time = WallTime(date: CalendarDate(dayNumber: day), secondOfDay: second)
      return .written(time, offsetMinutes: offset == noOffset ? nil : offset, source: source)
    case 3?:
      return reader.i64().map { .modified($0) }
    default:
      return nil
    }
  }

  /// Days from 1970 to the year 9999 and back to year 1: dates outside are damage.
  static let maximumDayNumber = 3_000_000
}
