import Foundation
import Geometry
import SDLKit

#if canImport(Glibc)
  import Glibc
#endif

/// A kind of picture of the first-picture side by side (`--only kinds`): each made by the bench
/// from its own synthesis (``PhotoSynth``), alone in a folder, so that no file is shipped.
struct BenchKind {
  /// The key's part (`detail_png`: `first_picture_detail_png_screen_ms`).
  let name: String
  /// What it is, for the notes and the keys' meanings.
  let summary: String
  /// The folder holding the picture alone.
  let folder: String

  /// Every kind, by name and meaning, in the order measured (the keys are made from them).
  static let all: [(name: String, summary: String)] = [
    ("smooth_png", "a smooth 1920×1080 PNG (no grain)"),
    ("detail_png", "a detail-rich 1920×1080 PNG of 4 MB or more (colour grain)"),
    ("png16", "that PNG with 16 bits a channel"),
    ("alpha_png", "a 1920×1080 PNG fading to transparent towards its corners"),
    ("jpeg", "a baseline 6000×4000 JPEG"),
    ("progressive_jpeg", "the same JPEG, progressive"),
    ("heic", "a 4032×3024 HEIC of about 2.4 MB, as a phone makes"),
    ("webp", "a 1920×1080 lossy WebP"),
  ]

  /// Makes every kind in `root`/kinds; a kind whose tool is missing (heif-enc, cwebp,
  /// jpegtran, ffmpeg: `scripts/install-deps`) is left out and named in `missing`.
  static func make(in root: String) throws -> (kinds: [BenchKind], missing: [String]) {
    var kinds: [BenchKind] = []
    var missing: [String] = []
    for (name, summary) in all {
      let folder = root + "/kinds/" + name
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      if try write(name, in: folder, scratch: root + "/kinds") {
        kinds.append(BenchKind(name: name, summary: summary, folder: folder))
      } else {
        missing.append(name)
      }
    }
    return (kinds, missing)
  }

  /// Writes kind `name` into `folder`; false when its tool is missing or failed.
  private static func write(_ name: String, in folder: String, scratch: String) throws -> Bool {
    let screen = (width: 1920, height: 1080)
    let detail = scratch + "/detail-source.png"
    let photo = scratch + "/photo-source.jpg"
    switch name {
    case "smooth_png":
      try save(
        PhotoSynth(width: screen.width, height: screen.height, seed: 2, grain: 0),
        to: folder + "/smooth.png")
    case "detail_png":
      try save(detailed(seed: 3), to: detail)
      return link(detail, folder + "/detail.png")
    case "png16":
      if !FileManager.default.fileExists(atPath: detail) { try save(detailed(seed: 3), to: detail) }
      return run(
        "/usr/bin/ffmpeg",
        [
          "-v", "error", "-nostdin", "-y", "-i", detail, "-pix_fmt",
          "rgb48be", folder + "/deep.png",
        ])
    case "alpha_png":
      try save(
        PhotoSynth(width: screen.width, height: screen.height, seed: 4, fadesOut: true),
        to: folder + "/faded.png")
    case "jpeg":
      try save(PhotoSynth(width: 6000, height: 4000, seed: 11), to: photo)
      return link(photo, folder + "/photo.jpg")
    case "progressive_jpeg":
      return run(
        "/usr/bin/jpegtran",
        [
          "-progressive", "-copy", "none", "-outfile",
          folder + "/photo.jpg", photo,
        ])
    case "heic":
      let source = scratch + "/heic-source.png"
      try save(PhotoSynth(width: 4032, height: 3024, seed: 5), to: source)
      return run("/usr/bin/heif-enc", ["-q", "50", "-o", folder + "/photo.heic", source])
    case "webp":
      let source = scratch + "/webp-source.png"
      try save(PhotoSynth(width: screen.width, height: screen.height, seed: 6), to: source)
      return run("/usr/bin/cwebp", ["-quiet", "-q", "80", source, "-o", folder + "/photo.webp"])
    default:
      return false
    }
    return true
  }

  /// The detail-rich picture: colour grain of ±24 levels, as a camera photo saved as PNG.
  private static func detailed(seed: UInt64) -> PhotoSynth {
    PhotoSynth(width: 1920, height: 1080, seed: seed, grain: 48, colourGrain: true)
  }

  private static func save(_ synth: PhotoSynth, to path: String) throws {
    let surface = try Surface(
      argbPixels: synth.pixels(), size: Size(width: synth.width, height: synth.height))
    if path.hasSuffix(".png") {
      try surface.savePNG(to: path)
    } else {
      try surface.saveJPEG(to: path, quality: 90)
    }
  }

  private static func link(_ source: String, _ target: String) -> Bool {
    Glibc.link(source, target) == 0
  }

  /// Runs `tool` with `arguments` to its end; whether it was there and succeeded.
  private static func run(_ tool: String, _ arguments: [String]) -> Bool {
    guard FileManager.default.isExecutableFile(atPath: tool),
      let child = try? BenchChild(
        executable: tool, arguments: arguments, environment: [:], capturesStandardError: false)
    else { return false }
    return child.waitForExit() == 0
  }
}
