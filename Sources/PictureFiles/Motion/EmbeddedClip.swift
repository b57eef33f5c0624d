/// A clip that a still carries in its own file: a Motion Photo's video, after the still's
/// bytes in the same JPEG or HEIC (``MotionPhotoLocator``).
package struct EmbeddedClip: Sendable, Equatable {
  /// Which convention said where the clip is.
  package enum Origin: String, Sendable, Equatable {
    /// Google's Motion Photo: XMP `Camera:MotionPhoto` with its `Container:Directory`.
    case motionPhoto
    /// Google's older Motion Photo: XMP `GCamera:MicroVideo` and `MicroVideoOffset`.
    case microVideo
    /// Samsung's JPEG trailer (`SEFH`…`SEFT`) and its `MotionPhoto_Data` record.
    case samsungTrailer
    /// Samsung's `mpvd` box in a HEIC.
    case samsungBox
  }

  /// Which convention said where the clip is.
  package let origin: Origin
  /// The clip's bytes in the file: its first byte is the start of its `ftyp` box.
  package let range: Range<Int>

  package init(origin: Origin, range: Range<Int>) {
    self.origin = origin
    self.range = range
  }
}
