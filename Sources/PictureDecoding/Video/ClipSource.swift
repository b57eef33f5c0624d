import PictureFiles

/// Where a clip's bytes are: a file, or a range of one (a Motion Photo's clip follows its
/// still in the same JPEG or HEIC).
package struct ClipSource: Sendable, Equatable {
  package let path: FilePath
  /// The clip's first byte in the file.
  package let offset: Int
  /// The clip's length in bytes; nil for the rest of the file.
  package let length: Int?

  package init(path: FilePath, offset: Int = 0, length: Int? = nil) {
    self.path = path
    self.offset = offset
    self.length = length
  }
}
