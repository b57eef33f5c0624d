import Foundation
import Geometry
import SDLKit

#if canImport(Glibc)
  import Glibc
#endif

/// The folders the benchmark measures on, made in a temporary folder from photo-like pictures
/// (``PhotoSynth``): larger folders are hard links to a few distinct files, as the measurements
/// depend on the pictures' sizes and contents, not on their number of distinct files.
struct BenchPictures {
  /// The temporary folder holding everything.
  let root: String
  /// One 1920 × 1080 PNG.
  let screenPNG: String
  /// A folder of that PNG alone, and one of 10,000 links to it.
  let onePNG: String
  let tenThousandPNGs: String
  /// A folder of 20,000 links to it, for the starts with a picture index.
  let twentyThousandPNGs: String
  /// The distinct 6000 × 4000 JPEGs.
  let photos: [String]
  /// Two 3000 × 4000 JPEGs (portrait: their pages show the backdrop).
  let portraits: [String]
  /// A folder of 30 links to them (the slideshow), and one of 2,000 (paging).
  let slideshowPhotos: String
  let twoThousandPhotos: String

  /// Bytes of the PNG and of the average photo.
  let pngBytes: Int
  let photoBytes: Int

  var summary: String {
    "1920×1080 PNG of \(pngBytes / 1024) KB; \(photos.count) distinct 6000×4000 JPEGs of "
      + "\(photoBytes / 1024) KB on average; \(portraits.count) 3000×4000 JPEGs"
  }

  /// Writes the pictures and links in `folder` (nil: a new temporary one);
  /// `distinctPhotos` 24-megapixel JPEGs take a second or two each to make.
  static func generate(distinctPhotos: Int, in folder: String? = nil) throws -> BenchPictures {
    let root = folder ?? NSTemporaryDirectory() + "carousel-bench-" + UUID().uuidString
    for folder in [
      "one", "ten-thousand", "twenty-thousand", "slideshow", "two-thousand", "sources", "homes",
    ] {
      try FileManager.default.createDirectory(
        atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    let png = root + "/one/photo.png"
    try write(PhotoSynth(width: 1920, height: 1080, seed: 1), to: png)
    for index in 1...10_000 {
      try link(png, root + String(format: "/ten-thousand/photo-%05d.png", index))
    }
    for index in 1...BenchConstants.indexedPictures {
      try link(png, root + String(format: "/twenty-thousand/photo-%05d.png", index))
    }
    var photos: [String] = []
    for index in 0..<distinctPhotos {
      let path = root + String(format: "/sources/photo-%02d.jpg", index)
      try write(PhotoSynth(width: 6000, height: 4000, seed: UInt64(11 + index)), to: path)
      photos.append(path)
    }
    var portraits: [String] = []
    for index in 0..<2 {
      let path = root + String(format: "/sources/portrait-%02d.jpg", index)
      try write(PhotoSynth(width: 3000, height: 4000, seed: UInt64(51 + index)), to: path)
      portraits.append(path)
    }
    for index in 0..<30 {
      try link(
        photos[index % photos.count], root + String(format: "/slideshow/photo-%02d.jpg", index))
    }
    for index in 0..<2_000 {
      try link(
        photos[index % photos.count], root + String(format: "/two-thousand/photo-%04d.jpg", index))
    }
    let photoBytes = photos.map(fileSize).reduce(0, +) / max(photos.count, 1)
    return BenchPictures(
      root: root, screenPNG: png, onePNG: root + "/one", tenThousandPNGs: root + "/ten-thousand",
      twentyThousandPNGs: root + "/twenty-thousand",
      photos: photos, portraits: portraits, slideshowPhotos: root + "/slideshow",
      twoThousandPhotos: root + "/two-thousand", pngBytes: fileSize(png), photoBytes: photoBytes)
  }

  /// Removes every file made.
  func remove() {
    try? FileManager.default.removeItem(atPath: root)
  }

  private static func write(_ synth: PhotoSynth, to path: String) throws {
    let surface = try Surface(
      argbPixels: synth.pixels(), size: Size(width: synth.width, height: synth.height))
    if path.hasSuffix(".png") {
      try surface.savePNG(to: path)
    } else {
      try surface.saveJPEG(to: path, quality: 90)
    }
  }

  private static func link(_ source: String, _ target: String) throws {
    guard Glibc.link(source, target) == 0 else {
      throw BenchError("cannot link \(target): \(String(cString: strerror(errno)))")
    }
  }

  private static func fileSize(_ path: String) -> Int {
    (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
  }
}
