/// The pictures a surface shows elsewhere, as JPEG: the current picture of a web page
/// (`/api/current`), a broker's image entity.
///
/// The app implements it with its own decoder (in its isolated processes: a shown file is
/// untrusted) and libjpeg-turbo, off the main thread, keeping the last few it made, so that
/// every surface following the frame shares one decode of each picture. A surface asks from
/// its own thread and is answered on the snapshots' thread; it asks only for paths the app gave
/// it (``Status/path``), never for one a client named.
package protocol PictureSnapshots: Sendable {
  /// Makes the picture at `path` a JPEG at most `longestSide` px on its long side (never
  /// enlarged; transparent parts over black) and hands it to `done`, once, on a thread of the
  /// snapshots' own, never during this call; `done` must return quickly (queue the bytes and
  /// wake the surface's thread).
  ///
  /// The failure says why in words (the file is gone, is not a picture, Carousel is ending).
  func jpeg(
    of path: String, longestSide: Int,
    done: @escaping @Sendable (Result<[UInt8], ControlError>) -> Void)
}
