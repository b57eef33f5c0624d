import Geometry
import PictureFiles

#if canImport(Glibc)
  import Glibc
#endif

// MARK: - Thumbnails, from the freedesktop cache or made and written there

extension FileDecoder {
  /// The thumbnail of `path` at `size`, from the cache or made and written there.
  ///
  /// A valid one of the cache's (at least `size`, taken only when its URI, modification time
  /// and size match the file) is decoded as any picture is, with the same limits; else the
  /// picture is decoded to `size` and written to the cache, its first frame. A thumbnail that
  /// cannot be written is no failure: the picture still shows.
  package func thumbnail(_ path: FilePath, size: ThumbnailSize, cache: ThumbnailCache)
    throws(DecodeFailure) -> DecodedPicture
  {
    let box = Size(width: size.side, height: size.side)
    var info = stat()
    guard path.withCString({ stat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG else {
      return try decode(path, fittingIn: box)  // which says what is wrong with it
    }
    let mtime = Int(info.st_mtim.tv_sec)
    let byteCount = Int(info.st_size)
    if let (file, _) = cache.valid(for: path, mtime: mtime, byteCount: byteCount, size: size),
      let made = try? decode(file, fittingIn: box)
    {
      return made
    }
    var picture = try decode(path, fittingIn: box)
    picture.animation = nil
    try? cache.write(
      picture.pixels, for: path, mtime: mtime, byteCount: byteCount,
      original: picture.originalSize, size: size)
    return picture
  }
}
