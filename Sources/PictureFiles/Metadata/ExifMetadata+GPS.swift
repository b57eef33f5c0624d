extension ExifMetadata {
  /// The GPS date and time (GPSDateStamp `YYYY:MM:DD` and GPSTimeStamp, three rationals), in
  /// UTC as the satellites tell it; nil unless both are there and valid.
  package var gpsTime: WallTime? {
    guard let text = value(ExifTag.gpsDateStamp, in: .gps)?.text,
      let (day, _) = MetadataDate.exif(text),
      let parts = value(ExifTag.gpsTimeStamp, in: .gps)?.rationals, parts.count == 3
    else { return nil }
    let values = parts.compactMap(\.value)
    guard values.count == 3, values[0] >= 0, values[0] < 24, values[1] >= 0, values[1] < 60,
      values[2] >= 0, values[2] < 61
    else { return nil }
    return WallTime(
      date: day.date,
      secondOfDay: Int(values[0]) * 3_600 + Int(values[1]) * 60 + min(Int(values[2]), 59))
  }
}
