extension TextSlide {
  /// Reads the text slide at `path`: UTF-8 (a byte order mark is skipped, invalid bytes show
  /// as �), read as Markdown when the name ends in `.md`.
  ///
  /// Safe as picture files are (``PictureFile``): no blocking on FIFOs, at most
  /// ``maximumFileBytes`` read, so it may run on the main thread.
  /// - Throws: the file's problem (missing, a folder, empty, too large, ...), or
  ///   ``DecodeFailure/notText`` for binary content (a NUL byte).
  package static func read(_ path: FilePath) throws(DecodeFailure) -> TextSlide {
    var bytes = try PictureFile.read(path, limit: maximumFileBytes)[...]
    guard !bytes.contains(0) else { throw .notText }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    let isMarkdown = path.displayName.lowercased().hasSuffix(".md")
    return TextSlide(text: String(decoding: bytes, as: UTF8.self), isMarkdown: isMarkdown)
  }
}
