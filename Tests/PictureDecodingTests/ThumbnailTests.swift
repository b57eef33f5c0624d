import Foundation
import Geometry
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

#if canImport(Glibc)
  import Glibc
#endif

/// Thumbnails against the freedesktop thumbnail specification: names from GLib's URI of the
/// file, one made by another program (ImageMagick playing a file manager) reused, stale and
/// foreign ones made again, and the PNG text chunks Carousel writes; in this process and through
/// a decoder process.
@Suite("Thumbnails", .serialized)
struct ThumbnailTests {
  /// A 400 × 300 red picture in `folder`, named `name`.
  static func picture(_ name: String, in folder: TemporaryFolder) throws -> FilePath {
    try FileManager.default.createDirectory(
      atPath: folder.file("pictures"), withIntermediateDirectories: true)
    let path = folder.file("pictures/" + name)
    try writeSolidPNG(path, size: Size(width: 400, height: 300), argb: 0xFFFF_0000)
    return FilePath(path)
  }

  static func modificationTime(_ path: FilePath) -> Int {
    var info = stat()
    _ = path.withCString { stat($0, &info) }
    return Int(info.st_mtim.tv_sec)
  }

  static func fileSize(_ path: FilePath) -> Int {
    var info = stat()
    _ = path.withCString { stat($0, &info) }
    return Int(info.st_size)
  }

  /// A blue thumbnail at `file`, with `uri` and `mtime`, as a file manager writes one (the
  /// texts after the pixels, as ImageMagick puts them).
  static func foreignThumbnail(at file: FilePath, uri: String, mtime: Int) throws {
    try FileManager.default.createDirectory(
      atPath: file.parent.description, withIntermediateDirectories: true)
    #expect(
      ImageMagick.convert([
        "-size", "256x192", "xc:blue", "-set", "Thumb::URI", uri, "-set", "Thumb::MTime",
        String(mtime), "png:" + file.description,
      ]) != nil)
  }

  static func decoder() -> FileDecoder {
    FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget)
  }

  @Test("a thumbnail's URI is GLib's for the same file, and its name the URI's MD5")
  func uriIsGLibs() throws {
    let folder = try TemporaryFolder()
    let name = "a !\"#$%&'()*+,-.:;<=>?@[\\]^_`{|}~é.png"
    let path = try Self.picture(name, in: folder)
    let expected =
      "file://" + folder.path
      + "/pictures/a%20!%22%23$%25&'()*+,-.:%3B%3C=%3E%3F@%5B%5C%5D%5E_%60%7B%7C%7D~%C3%A9.png"
    #expect(ThumbnailCache.uri(for: path) == expected)
    if let said = ExternalTool.output("gio", ["info", path.description]) {
      let line = String(decoding: said, as: UTF8.self).split(separator: "\n").first {
        $0.hasPrefix("uri: ")
      }
      #expect(line.map { String($0.dropFirst(5)) } == expected, "gio says \(line ?? "nothing")")
    }
    let cache = ThumbnailCache(root: FilePath("/c/thumbnails"))
    #expect(
      cache.file(for: "file:///home/jens/photos/me.png", size: .normal)
        == FilePath("/c/thumbnails/normal/c6ee772d9e49320e97ec29a7eb5b1697.png"))
  }

  @Test("a file manager's thumbnail that matches the file is used, not made again")
  func existingThumbnailReused() throws {
    let folder = try TemporaryFolder()
    let path = try Self.picture("a.png", in: folder)
    let cache = ThumbnailCache(root: FilePath(folder.file("cache/thumbnails")))
    let uri = ThumbnailCache.uri(for: path)
    let file = try #require(cache.file(for: uri, size: .large))
    try Self.foreignThumbnail(at: file, uri: uri, mtime: Self.modificationTime(path))
    let thumbnail = try Self.decoder().thumbnail(path, size: .large, cache: cache)
    #expect(thumbnail.pixels.size == Size(width: 256, height: 192))
    #expect(thumbnail.pixels.pixel(x: 10, y: 10) & 0xFF_FFFF == 0x00_00FF, "the blue thumbnail")
    let texts = try #require(
      PNGTextChunks.read([UInt8](try Data(contentsOf: URL(fileURLWithPath: file.description)))))
    #expect(texts["Software"] == nil, "left as its maker wrote it")
  }

  @Test(
    "a stale or foreign thumbnail is made again from the picture",
    arguments: ["stale", "foreign", "broken", "a larger size only"])
  func staleThumbnailRemade(kind: String) throws {
    let folder = try TemporaryFolder()
    let path = try Self.picture("b.png", in: folder)
    let cache = ThumbnailCache(root: FilePath(folder.file("cache/thumbnails")))
    let uri = ThumbnailCache.uri(for: path)
    let file = try #require(cache.file(for: uri, size: .normal))
    let mtime = Self.modificationTime(path)
    switch kind {
    case "stale": try Self.foreignThumbnail(at: file, uri: uri, mtime: mtime - 60)
    case "foreign": try Self.foreignThumbnail(at: file, uri: uri + "x", mtime: mtime)
    case "broken":
      try Self.foreignThumbnail(at: file, uri: uri, mtime: mtime)
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file.description)))
      try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: file.description))
    default:
      // A larger thumbnail that matches serves a smaller size.
      let large = try #require(cache.file(for: uri, size: .large))
      try Self.foreignThumbnail(at: large, uri: uri, mtime: mtime)
    }
    let thumbnail = try Self.decoder().thumbnail(path, size: .normal, cache: cache)
    if kind == "a larger size only" {
      #expect(thumbnail.pixels.pixel(x: 5, y: 5) & 0xFF_FFFF == 0x00_00FF)
      return
    }
    #expect(thumbnail.pixels.size == Size(width: 128, height: 96))
    #expect(thumbnail.pixels.pixel(x: 5, y: 5) & 0xFF_FFFF == 0xFF_0000, "made from the picture")
    let texts = try #require(
      PNGTextChunks.read([UInt8](try Data(contentsOf: URL(fileURLWithPath: file.description)))))
    #expect(texts["Thumb::URI"] == uri)
    #expect(texts["Thumb::MTime"] == String(mtime))
  }

  @Test("a thumbnail made is a PNG with Thumb::URI, Thumb::MTime and its sizes, mode 0600")
  func writtenThumbnail() throws {
    let folder = try TemporaryFolder()
    let path = try Self.picture("c d.png", in: folder)
    let cache = ThumbnailCache(root: FilePath(folder.file("cache/thumbnails")))
    _ = try Self.decoder().thumbnail(path, size: .large, cache: cache)
    let uri = ThumbnailCache.uri(for: path)
    let file = try #require(cache.file(for: uri, size: .large))
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file.description)))
    #expect(
      PNGTextChunks.read(bytes) == [
        "Thumb::URI": uri, "Thumb::MTime": String(Self.modificationTime(path)),
        "Thumb::Size": String(Self.fileSize(path)), "Thumb::Image::Width": "400",
        "Thumb::Image::Height": "300", "Software": "Carousel",
      ])
    // ImageMagick reads it as a 256 × 192 picture, and sees its texts.
    let identified = ImageMagick.convert([
      file.description, "-format", "%w %h %[Thumb::URI]", "info:",
    ])
    #expect(identified.map { String(decoding: $0, as: UTF8.self) } == "256 192 \(uri)")
    var info = stat()
    #expect(stat(file.description, &info) == 0 && info.st_mode & 0o777 == 0o600)
    #expect(
      stat(folder.file("cache/thumbnails/large"), &info) == 0 && info.st_mode & 0o777 == 0o700)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.file("pictures")) == ["c d.png"],
      "nothing beside the pictures")
  }

  @Test("through a decoder process: the worker makes the thumbnail and writes it")
  func throughTheDecoderProcess() throws {
    let folder = try TemporaryFolder()
    let path = try Self.picture("e.png", in: folder)
    let cache = ThumbnailCache(root: FilePath(folder.file("cache/thumbnails")))
    let decoder = IsolatedDecoderTests.decoder()
    defer { decoder.shutdown() }
    let thumbnail = try decoder.thumbnail(path, size: .normal, cache: cache)
    #expect(thumbnail.pixels.size == Size(width: 128, height: 96))
    let file = try #require(cache.file(for: ThumbnailCache.uri(for: path), size: .normal))
    #expect(FileManager.default.fileExists(atPath: file.description))
  }

  /// Regression (CI): a store's default cache was /nonexistent/thumbnails, made by tests running
  /// as root.
  @Test("without a cache, a thumbnail is decoded and written nowhere, also through a process")
  func withoutACacheNothingIsWritten() throws {
    let folder = try TemporaryFolder()
    let path = try Self.picture("f.png", in: folder)
    #expect(ThumbnailCache.none.file(for: ThumbnailCache.uri(for: path), size: .normal) == nil)
    #expect(
      WorkerMessage.parseRequest(WorkerMessage.thumbnail(path, size: .large, cache: .none))
        == .thumbnail(path, size: .large, cache: .none))
    let decoder = IsolatedDecoderTests.decoder()
    defer { decoder.shutdown() }
    let thumbnail = try decoder.thumbnail(path, size: .normal, cache: .none)
    #expect(thumbnail.pixels.size == Size(width: 128, height: 96))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["pictures"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.file("pictures")) == ["f.png"])
  }
}
