#if canImport(Glibc)
  import Glibc
#endif

/// The clip a still carries or has beside it: a Motion Photo's, inside its own file
/// (``MotionPhotoLocator``), or a Live Photo's MOV with the same base name or the same content
/// identifier (``LivePhotoPair``, ``ContentIdentifier``).
package struct StillClip: Sendable, Equatable {
  /// The file the clip is in: the still's own, or its Live Photo's MOV.
  package let path: FilePath
  /// The clip's bytes in ``path``; nil for the whole file.
  package let range: Range<Int>?

  package init(path: FilePath, range: Range<Int>?) {
    self.path = path
    self.range = range
  }

  /// The clip of the still at `path`, or nil when it has none (or cannot be read).
  ///
  /// Reads the still's head, tail and box headers (bounded), and looks for a MOV beside it by
  /// name: call it off the main thread.
  package static func locate(_ path: FilePath) -> StillClip? {
    guard let file = try? PictureFile(opening: path, limit: .max) else { return nil }
    if let head = file.bytes(at: 0, count: 16),
      let format = PictureFormat.sniff(ByteView(head), fileExtension: path.fileExtension),
      let embedded = MotionPhotoLocator.clip(in: file, format: format)
    {
      return StillClip(path: path, range: embedded.range)
    }
    let clip = LivePhotoPair.clip(ofStill: path) { candidate in
      var info = stat()
      return candidate.withCString { stat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFREG
    }
    return (clip ?? identifiedClip(of: path)).map { StillClip(path: $0, range: nil) }
  }

  /// The MOV beside the still at `path` that carries the still's content identifier (a Live
  /// Photo whose names differ), or nil.
  static func identifiedClip(of path: FilePath) -> FilePath? {
    guard let identifier = ContentIdentifier.of(path) else { return nil }
    let folder = path.splitLastComponent().folder
    let names = FolderWalker.entries(of: folder).map { String(decoding: $0, as: UTF8.self) }
    return LivePhotoPair.clip(withIdentifier: identifier, among: names) {
      ContentIdentifier.of(folder.appending(Array($0.utf8)))
    }
    .map { folder.appending(Array($0.utf8)) }
  }
}
