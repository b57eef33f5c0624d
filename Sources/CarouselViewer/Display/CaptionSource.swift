/// What the caption under each picture says (`--caption`).
package enum CaptionSource: String, CaseIterable, Sendable {
  /// The file name.
  case name
  /// The text of a sidecar file beside the picture, `picture.jpg.txt` (nothing without one).
  case sidecar
  /// The picture's own description: Exif ImageDescription, else XMP dc:description.
  case exif
  /// No caption.
  case none
}
