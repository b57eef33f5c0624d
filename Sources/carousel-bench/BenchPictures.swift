import Foundation
import SDLKit

/// Camera-sized JPEG files made for the benchmark in a temporary folder.
struct BenchPictures {
  let path: String
  let files: [String]
  let size: Size
  let bytes: Int

  var summary: String {
    "\(files.count) JPEG, \(size.width)×\(size.height), \(bytes / files.count / 1024) KB each"
  }

  /// Writes `settings.pictureCount` pictures of about `settings.megapixels`, 3:2, each a
  /// different colour with fine stripes (detail for the encoder and the area filter).
  static func generate(_ settings: BenchSettings) throws -> BenchPictures {
    let path = NSTemporaryDirectory() + "carousel-bench-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    let height = Int((Double(settings.megapixels) * 1_000_000 / 1.5).squareRoot())
    let size = Size(width: height * 3 / 2, height: height)
    var files: [String] = []
    var bytes = 0
    for index in 0..<settings.pictureCount {
      let surface = try Surface(size: size)
      let hue = UInt8(index * 255 / max(settings.pictureCount - 1, 1))
      try surface.fill(Color(red: hue, green: 255 - hue, blue: 128))
      for stripe in stride(from: 0, to: size.width, by: 8) {
        try surface.fill(
          Rect(x: Double(stripe), y: 0, width: 2, height: Double(size.height)),
          with: Color(red: 20, green: 20, blue: 20))
      }
      let file = path + String(format: "/photo-%03d.jpg", index)
      try surface.saveJPEG(to: file, quality: 90)
      bytes += (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
      files.append(file)
    }
    return BenchPictures(path: path, files: files, size: size, bytes: bytes)
  }
}
