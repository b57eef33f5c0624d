/// What a camera or phone wrote about a picture: the Exif tags of its IFD0 (the picture), its
/// Exif sub-IFD (the shot) and its GPS sub-IFD, read from a TIFF-structured Exif block.
///
/// Find the block with ``ExifLocator`` (JPEG APP1, PNG eXIf, WebP EXIF, the TIFF file itself;
/// HEIF's and JPEG XL's in ``CodecFacts``). Values are kept as the file stores them (``TIFFValue``); the
/// properties below interpret the common ones. A value type, safe to send between threads.
package struct ExifMetadata: Sendable {
  /// Where a tag lives: Exif numbers tags per directory.
  package enum Directory: Sendable, Hashable, CaseIterable {
    /// IFD0: the picture (orientation, camera, description).
    case image
    /// The Exif sub-IFD (tag 0x8769 of IFD0): the shot (exposure, date taken, lens).
    case exif
    /// The GPS sub-IFD (tag 0x8825 of IFD0).
    case gps
  }

  /// Every readable value, by directory and tag number.
  package let values: [Directory: [Int: TIFFValue]]

  /// Reads the directories of a TIFF-structured Exif block; nil when `block` has no TIFF header
  /// or no readable IFD0.
  package init?(tiff block: [UInt8]) {
    guard let structure = TIFFStructure(block), let image = structure.firstDirectory else {
      return nil
    }
    var values: [Directory: [Int: TIFFValue]] = [.image: Self.read(image)]
    if let exif = image.subdirectory(ExifTag.exifDirectory) { values[.exif] = Self.read(exif) }
    if let gps = image.subdirectory(ExifTag.gpsDirectory) { values[.gps] = Self.read(gps) }
    self.values = values
  }

  /// The Exif metadata of a picture file's `bytes` in `format`, or nil when it has none
  /// (``ExifLocator``; a HEIF or JPEG XL file's block is the one in `codecs`).
  package init?(locatedIn bytes: [UInt8], format: PictureFormat, codecs: CodecFacts = CodecFacts())
  {
    guard let block = ExifLocator.block(in: bytes, format: format, codecs: codecs) else {
      return nil
    }
    self.init(tiff: block)
  }

  /// The value of tag `number` in `directory`, or nil.
  package func value(_ number: Int, in directory: Directory = .image) -> TIFFValue? {
    values[directory]?[number]
  }

  /// How the picture must be turned to be upright (tag 0x0112); `.up` when absent or invalid.
  package var orientation: ExifOrientation {
    value(ExifTag.orientation)?.integers?.first.flatMap(ExifOrientation.init(rawValue:)) ?? .up
  }

  /// When the picture was taken, as written ("2024:05:01 14:03:22"): DateTimeOriginal, else
  /// DateTimeDigitized, else the IFD0 DateTime.
  package var dateTaken: String? {
    value(ExifTag.dateTimeOriginal, in: .exif)?.text
      ?? value(ExifTag.dateTimeDigitized, in: .exif)?.text ?? value(ExifTag.dateTime)?.text
  }

  /// When the picture was taken, as a wall time with its offset from UTC in minutes when the
  /// file records one: DateTimeOriginal and OffsetTimeOriginal, else DateTimeDigitized and
  /// OffsetTimeDigitized, else the IFD0 DateTime and OffsetTime; nil when none is a date.
  package var takenTime: (WallTime, Int?)? {
    let pairs = [
      (ExifTag.dateTimeOriginal, ExifTag.offsetTimeOriginal, Directory.exif),
      (ExifTag.dateTimeDigitized, ExifTag.offsetTimeDigitized, .exif),
      (ExifTag.dateTime, ExifTag.offsetTime, .image),
    ]
    for (dateTag, offsetTag, directory) in pairs {
      guard let text = value(dateTag, in: directory)?.text else { continue }
      // The offsets live in the Exif sub-IFD whichever date they belong to.
      let offset = value(offsetTag, in: .exif)?.text
      if let found = MetadataDate.exif(text, offset: offset) { return found }
    }
    return nil
  }

  /// The camera's maker (Make).
  package var make: String? { value(ExifTag.make)?.text }
  /// The camera's model (Model).
  package var model: String? { value(ExifTag.model)?.text }
  /// The lens (LensModel in the Exif sub-IFD).
  package var lensModel: String? { value(ExifTag.lensModel, in: .exif)?.text }
  /// The picture's title or caption (ImageDescription).
  package var imageDescription: String? { value(ExifTag.imageDescription)?.text }
  /// Exposure time in seconds, as a fraction (1/250).
  package var exposureTime: TIFFRational? {
    value(ExifTag.exposureTime, in: .exif)?.rationals?.first
  }
  /// The f-number (2.8 for f/2.8).
  package var fNumber: Double? { value(ExifTag.fNumber, in: .exif)?.rationals?.first?.value }
  /// Focal length in millimetres.
  package var focalLength: Double? {
    value(ExifTag.focalLength, in: .exif)?.rationals?.first?.value
  }
  /// ISO speed (PhotographicSensitivity).
  package var isoSpeed: Int? { value(ExifTag.isoSpeed, in: .exif)?.integers?.first }

  private static func read(_ directory: TIFFStructure.Directory) -> [Int: TIFFValue] {
    var values: [Int: TIFFValue] = [:]
    for tag in directory.tags where values[tag] == nil {
      values[tag] = directory.value(tag)
    }
    return values
  }
}

/// Exif tag numbers (Exif 2.32, CIPA DC-008), by the directory they belong to.
package enum ExifTag {
  // IFD0
  package static let imageDescription = 0x010E
  package static let make = 0x010F
  package static let model = 0x0110
  package static let orientation = 0x0112
  package static let dateTime = 0x0132
  package static let exifDirectory = 0x8769
  package static let gpsDirectory = 0x8825
  // Exif sub-IFD
  package static let exposureTime = 0x829A
  package static let fNumber = 0x829D
  package static let isoSpeed = 0x8827
  package static let dateTimeOriginal = 0x9003
  package static let dateTimeDigitized = 0x9004
  package static let offsetTime = 0x9010
  package static let offsetTimeOriginal = 0x9011
  package static let offsetTimeDigitized = 0x9012
  package static let focalLength = 0x920A
  package static let lensModel = 0xA434
  package static let makerNote = 0x927C
  // Apple's MakerNote
  package static let appleContentIdentifier = 0x0011
  // GPS sub-IFD
  package static let gpsTimeStamp = 0x0007
  package static let gpsDateStamp = 0x001D
}
