import Geometry

/// What the index keeps of a picture: when it was taken, its size and orientation, and its
/// description, read once from the file (``read(_:stamp:)``) and kept in the cache file.
///
/// A value, safe to send between threads.
package struct PictureFacts: Hashable, Sendable {
  /// When it was taken: its metadata's date (``TakenDateReader``'s order), else the file's
  /// modification time (for the filters alone).
  package var taken: TakenDate
  /// The size the header declares, in pixels, before orientation; nil when unreadable.
  package var pixelSize: Size?
  /// The Exif orientation (1 to 8; 1 is upright).
  package var orientation: Int
  /// What the picture says it shows (``ItemMetadata/pictureDescription``), if anything.
  package var description: String?

  package init(
    taken: TakenDate, pixelSize: Size? = nil, orientation: Int = 1, description: String? = nil
  ) {
    self.taken = taken
    self.pixelSize = pixelSize
    self.orientation = orientation
    self.description = description
  }
}
