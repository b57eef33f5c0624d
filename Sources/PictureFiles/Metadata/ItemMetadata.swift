import Geometry

/// What the info panel and captions show of an item beyond its name: read from the file (its
/// size, format, header, Exif, XMP, colour profile) and its sidecar caption.
///
/// A value, read on a background thread by ``MetadataQueue``; any part may be missing.
package struct ItemMetadata: Sendable {
  /// The file's size in bytes.
  package var fileSize: Int?
  /// When the file was last modified, in s from the epoch.
  package var modified: Double?
  /// Where the picture was taken, as photo managers write it: the IPTC or XMP city, state and
  /// country (``PlaceMetadata``).
  package var place: PlaceMetadata?
  /// The format found from the content.
  package var format: PictureFormat?
  /// The size the header declares, in pixels, before Exif orientation.
  package var pixelSize: Size?
  /// The Exif metadata, when the file has any where ``ExifLocator`` looks.
  package var exif: ExifMetadata?
  /// When the picture was taken and where that date was found (``TakenDateReader``); nil when
  /// it carries no date (the file's modification time is not one).
  package var taken: TakenDateReader.Found?
  /// The XMP packet's `dc:description`.
  package var xmpDescription: String?
  /// What the colour profile calls itself (``ColorProfileName``).
  package var colorProfile: String?
  /// The text of the sidecar file `NAME.txt` beside the picture, its lines joined.
  package var sidecarText: String?

  package init() {}

  /// What the picture says it shows: its Exif ImageDescription, unless that is a camera's
  /// placeholder ("OLYMPUS DIGITAL CAMERA"), else its XMP dc:description.
  package var pictureDescription: String? {
    if let text = exif?.imageDescription, !Self.placeholderDescriptions.contains(text.uppercased())
    {
      return text
    }
    return xmpDescription
  }

  /// What cameras write into ImageDescription when the user wrote nothing.
  static let placeholderDescriptions: Set<String> = [
    "OLYMPUS DIGITAL CAMERA", "SONY DSC", "DIGITAL CAMERA", "DCIM", "KONICA MINOLTA DIGITAL CAMERA",
    "MINOLTA DIGITAL CAMERA", "SAMSUNG DIGITAL CAMERA", "DEFAULT", "IMAGE",
  ]
}
