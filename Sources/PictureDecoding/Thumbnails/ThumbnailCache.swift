import Geometry
import PictureCodecs
import PictureFiles
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// The thumbnails of the freedesktop thumbnail specification (0.9), shared with file managers:
/// `$XDG_CACHE_HOME/thumbnails/SIZE/MD5.png` (else `~/.cache/thumbnails`), MD5 the digest of the
/// picture's URI, each a PNG whose `Thumb::URI` and `Thumb::MTime` say which file and which
/// version of it it shows.
///
/// A thumbnail is taken only when both match the file (and `Thumb::Size`, when present); any
/// other (stale, foreign, broken) is made again. Thumbnails go only under the cache folder,
/// never beside the pictures. Made by the decoder processes, which read and write them.
package struct ThumbnailCache: Hashable, Sendable {
  /// The `thumbnails` folder; nil: no cache, which reads and writes nothing (``none``).
  package let root: FilePath?

  package init(root: FilePath?) {
    self.root = root
  }

  /// No cache: every thumbnail is decoded from its picture and none is written anywhere (a
  /// store whose app did not say where the user's cache is, as in tests).
  package static let none = ThumbnailCache(root: nil)

  /// The cache of the user running Carousel, found through `environment`.
  package init(environment: [String: String]) {
    let cache =
      environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? (environment["HOME"] ?? "/") + "/.cache"
    root = FilePath(cache + "/thumbnails")
  }

  /// The file's URI as GLib makes it (`g_filename_to_uri`), which names its thumbnail: `file://`
  /// and the absolute path with every byte but letters, digits, `/` and ``uriKept`` as `%XX`.
  package static func uri(for path: FilePath) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var out = Array("file://".utf8)
    for byte in path.absolute.bytes {
      let isLetterOrDigit =
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      if isLetterOrDigit || uriKept.contains(byte) {
        out.append(byte)
      } else {
        out += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The punctuation GLib leaves as it is in a file URI's path (checked against `gio info`).
  static let uriKept = Set("/!$&'()*+,-.:=@_~".utf8)

  /// Where the thumbnail of size `size` for the picture at `uri` is; nil without a cache.
  package func file(for uri: String, size: ThumbnailSize) -> FilePath? {
    root?.appending(Array("\(size.folder)/\(MD5.hex(Array(uri.utf8))).png".utf8))
  }

  /// A thumbnail of `path` (modified at `mtime`, `byteCount` long) of at least `size`, whose
  /// texts say it shows this version of this file: its file and bytes; nil when there is none.
  func valid(for path: FilePath, mtime: Int, byteCount: Int, size: ThumbnailSize) -> (
    FilePath, [UInt8]
  )? {
    let uri = Self.uri(for: path)
    for candidate in ThumbnailSize.allCases where candidate >= size {
      guard let file = file(for: uri, size: candidate), let bytes = Self.read(file),
        let texts = PNGTextChunks.read(bytes), texts["Thumb::URI"] == uri,
        texts["Thumb::MTime"].flatMap({ Int($0) }) == mtime,
        texts["Thumb::Size"].map({ Int($0) == byteCount }) ?? true
      else { continue }
      return (file, bytes)
    }
    return nil
  }

  /// Writes `pixels` as the thumbnail of size `size` of `path` (modified at `mtime`,
  /// `byteCount` long, `original` its upright size): into a new file beside it, renamed over
  /// the thumbnail once complete, mode 0600, its folders 0700; nothing without a cache.
  func write(
    _ pixels: PixelBuffer, for path: FilePath, mtime: Int, byteCount: Int, original: Size,
    size: ThumbnailSize
  ) throws(CodecError) {
    let uri = Self.uri(for: path)
    guard let file = file(for: uri, size: size) else { return }
    try makeFolders(file.parent)
    let texts = [
      ("Thumb::URI", uri), ("Thumb::MTime", String(mtime)), ("Thumb::Size", String(byteCount)),
      ("Thumb::Image::Width", String(original.width)),
      ("Thumb::Image::Height", String(original.height)), ("Software", "Carousel"),
    ]
    let image = CodecImage(width: pixels.size.width, height: pixels.size.height, rgba: pixels.rgba)
    let bytes = try PNGCodec.encode(image, texts: texts.map { (key: $0.0, value: $0.1) })
    let temporary = file.appendingSuffix(".carousel-\(getpid())")
    let descriptor = temporary.withCString {
      open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    }
    guard descriptor >= 0 else { throw CodecError("cannot write \(temporary)") }
    let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    guard written == bytes.count,
      temporary.withCString({ from in file.withCString { rename(from, $0) } }) == 0
    else {
      _ = temporary.withCString { unlink($0) }
      throw CodecError("cannot write \(file)")
    }
  }

  /// Makes `folder` and the folders above it up to the cache's own, mode 0700.
  private func makeFolders(_ folder: FilePath) throws(CodecError) {
    var missing: [FilePath] = []
    var path = folder
    while !path.isFolder, path.bytes.count > 1 {
      missing.append(path)
      path = path.parent
    }
    for path in missing.reversed()
    where path.withCString({ mkdir($0, 0o700) }) != 0 && errno != EEXIST {
      throw CodecError("cannot make \(path)")
    }
  }

  /// The bytes of `file`, when it is a regular file of at most ``maximumBytes``.
  private static func read(_ file: FilePath) -> [UInt8]? {
    let descriptor = file.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0,
      info.st_size <= maximumBytes
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
    let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
    return count == bytes.count ? bytes : nil
  }

  /// The largest thumbnail file read: an xx-large thumbnail's 1024 × 1024 pixels, uncompressed.
  static let maximumBytes = 1024 * 1024 * 4 + 65536
}
