/// When a picture was taken, from every date it carries, in one documented order.
///
/// The Exif
/// DateTimeOriginal (else DateTimeDigitized, else the IFD0 DateTime), the XMP packet's date
/// (``XMPDate``), the IPTC DateCreated and TimeCreated, the Exif GPS date and time (UTC), a
/// Google Takeout sidecar's `photoTakenTime` (UTC); else none. The file's modification time is
/// never a date taken here: the index falls back to it for filters alone (``TakenDate``).
package enum TakenDateReader {
  /// A date a picture carries, and where it was found.
  package struct Found: Hashable, Sendable {
    /// The clock as written.
    package var time: WallTime
    /// Its offset from UTC in minutes, when the picture records one (0 for GPS and Takeout).
    package var offsetMinutes: Int?
    /// Where it was found.
    package var source: TakenDate.Source
  }

  /// The longest Takeout sidecar read, in bytes (they hold a few hundred).
  static let sidecarBytes = 65_536

  /// The first date of the order above among `exif`, `xmp`, `iptc` and the Takeout sidecar of
  /// `path` (read only when the others say nothing; nil: none is looked for).
  package static func find(
    exif: ExifMetadata?, xmp: XMPWalker?, iptc: IPTCRecord?, sidecarOf path: FilePath?
  ) -> Found? {
    if let (time, offset) = exif?.takenTime {
      return Found(time: time, offsetMinutes: offset, source: .exif)
    }
    if let (time, offset) = xmp.flatMap(XMPDate.find(in:)) {
      return Found(time: time, offsetMinutes: offset, source: .xmp)
    }
    if let (time, offset) = iptc.flatMap(iptcDate) {
      return Found(time: time, offsetMinutes: offset, source: .iptc)
    }
    if let time = exif?.gpsTime { return Found(time: time, offsetMinutes: 0, source: .gps) }
    if let time = path.flatMap(takeout) {
      return Found(time: time, offsetMinutes: 0, source: .takeout)
    }
    return nil
  }

  /// IPTC DateCreated (2:55, `CCYYMMDD`) with TimeCreated (2:60, `HHMMSS±HHMM`) when given.
  static func iptcDate(_ record: IPTCRecord) -> (WallTime, Int?)? {
    guard let day = record.text(55), day.count == 8, day.allSatisfy(\.isASCII) else { return nil }
    let digits = Array(day)
    var text = String(digits[0..<4]) + "-" + String(digits[4..<6]) + "-" + String(digits[6..<8])
    if let clock = record.text(60).map(Array.init), clock.count >= 6, clock.allSatisfy(\.isASCII) {
      text += "T" + String(clock[0..<2]) + ":" + String(clock[2..<4]) + ":" + String(clock[4..<6])
      if clock.count == 11 {
        text += String(clock[6..<9]) + ":" + String(clock[9..<11])
      }
    }
    return MetadataDate.iso(text)
  }

  /// The `photoTakenTime` of the Google Takeout sidecar of `path` (`NAME.json`, or
  /// `NAME.supplemental-metadata.json` as newer exports write), as UTC; nil without one.
  static func takeout(_ path: FilePath) -> WallTime? {
    for suffix in [".supplemental-metadata.json", ".json"] {
      guard let bytes = try? PictureFile.read(path.appendingSuffix(suffix), limit: sidecarBytes)
      else { continue }
      return TakeoutSidecar.takenSeconds(bytes).map(WallTime.init(secondsAsUTC:))
    }
    return nil
  }
}
