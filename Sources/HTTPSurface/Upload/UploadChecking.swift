/// What the app says of an uploaded file before it joins the pictures: whether it is a picture
/// Carousel shows, checked with the decoder's own readers.
///
/// The app implements it (its decoder processes: an upload is untrusted), off the server's
/// thread; the server asks once per file, after the file is written whole to its hidden name.
package protocol UploadChecking: Sendable {
  /// Checks the file at `path`, sent as `name`, and hands `done` the file name extensions of
  /// its format (the first preferred: `["jpg", "jpeg", …]`), or why it is refused, in words
  /// ("not a picture format Carousel can read", "over the limit of 100 megapixels"); once, on
  /// a thread of the checker's own, never during this call.
  func check(
    _ path: String, sentAs name: String,
    done: @escaping @Sendable (Result<[String], UploadRefusal>) -> Void)
}

/// Why an upload is not taken, in words, with the HTTP status it earns when no file of its
/// request is taken.
package struct UploadRefusal: Error, Equatable, Sendable {
  package let reason: String
  /// 413 for a file too large, 415 for one that is not a picture, 400 for a bad request, 500
  /// when the folder cannot take it.
  package let status: Int

  package init(_ reason: String, status: Int = 415) {
    self.reason = reason
    self.status = status
  }
}
