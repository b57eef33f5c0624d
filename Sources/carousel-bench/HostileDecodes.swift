import Foundation
import Geometry
import PictureDecoding
import PictureFiles
import SystemKit

/// What hostile and cut files cost a decode, in the decoding thread's CPU time.
///
/// It is bounded by the file's size, never by what its fields claim. The tests say what each
/// such file gives (an error page, or the part that arrived); the time it takes is measured
/// here, against budgets (it was bounded in the tests, where the machine's load is not ours).
enum HostileDecodes {
  /// The box the small samples are decoded into, in pixels.
  static let box = Size(width: 64, height: 48)

  /// Measures the three figures into `report`: every sample cut at every tenth, the hostile
  /// PNGs (and the PNG sample's cuts), and the long GIF.
  static func measure(into report: inout BenchReport) throws {
    let folder = NSTemporaryDirectory() + "carousel-bench-hostile-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let samples = samples(in: folder)
    if !samples.isEmpty {
      var most = 0.0
      for (name, bytes) in samples {
        most = max(most, try cpuMax(cuts(of: bytes), named: "cut." + name, in: folder, box: box))
      }
      report.set("cut_decode_cpu_ms_max", most * 1000)
      report.note("cut samples", samples.map(\.name).joined(separator: " "))
    }
    let png = samples.first { $0.name == "png" }.map { cuts(of: $0.bytes) } ?? []
    let hostile = try cpuMax(gigabyteChunks() + png, named: "hostile.png", in: folder, box: box)
    report.set("hostile_png_cpu_ms_max", hostile * 1000)
    let long = try cpuMax(
      [longGIF()], named: "long.gif", in: folder, box: Size(width: 1920, height: 1080))
    report.set("long_gif_cpu_ms", long * 1000)
  }

  /// The most CPU time, in s, of one decode of each of `files` (bytes), written one at a time
  /// into `folder` as `name`; a decode may fail, as these do.
  static func cpuMax(_ files: [[UInt8]], named name: String, in folder: String, box: Size) throws
    -> Double
  {
    let decoder = FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget)
    let path = folder + "/" + name
    var most = 0.0
    for bytes in files {
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      let start = BenchRuns.threadCPUSeconds()
      _ = try? decoder.decode(FilePath(path), fittingIn: box)
      most = max(most, BenchRuns.threadCPUSeconds() - start)
    }
    return most
  }

  /// `bytes` cut at each tenth of its length, 10 % to 90 %.
  static func cuts(of bytes: [UInt8]) -> [[UInt8]] {
    (1..<10).map { Array(bytes.prefix(bytes.count * $0 / 10)) }
  }

  /// A 64 × 48 gradient in each format ImageMagick's `convert` (and `cjxl`, for JPEG XL)
  /// writes here, by file extension; empty without them.
  static func samples(in folder: String) -> [(name: String, bytes: [UInt8])] {
    let source = folder + "/source.png"
    guard run("convert", ["-size", "64x48", "gradient:red-blue", "PNG24:" + source]) else {
      return []
    }
    var samples: [(String, [UInt8])] = []
    for name in ["png", "jpg", "gif", "bmp", "webp", "tif", "ppm", "tga", "pcx", "heic", "avif"] {
      let file = folder + "/sample." + name
      if run("convert", [source, file]), let bytes = read(file) { samples.append((name, bytes)) }
    }
    let jxl = folder + "/sample.jxl"
    if run("cjxl", [source, jxl]), let bytes = read(jxl) { samples.append(("jxl", bytes)) }
    return samples
  }

  /// 57-byte PNGs whose chunk of each type claims about 1 GiB (the signature, a 1 × 1 IHDR,
  /// the chunk's length and type, 16 bytes).
  static func gigabyteChunks() -> [[UInt8]] {
    let header: [UInt8] = [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let ihdr = Array("IHDR".utf8) + header
    let start = signature + bigEndian(13) + ihdr + bigEndian(Deflate.crc32(ihdr))
    return ["tEXt", "zTXt", "iTXt", "iCCP", "sPLT", "prVt", "IDAT", "PLTE"].map { type in
      start + bigEndian(0x4000_0000) + Array(type.utf8) + [UInt8](repeating: 0x41, count: 16)
    }
  }

  /// A 500-frame GIF on a 1920 × 1080 screen, each frame one pixel: 4 GB of frames at full HD,
  /// of which only the first is decoded.
  static func longGIF() -> [UInt8] {
    var bytes =
      Array("GIF89a".utf8) + [0x80, 0x07, 0x38, 0x04, 0x80, 0, 0] + [255, 0, 0, 0, 0, 255]
    for _ in 0..<500 {
      bytes += [0x21, 0xF9, 4, 0, 10, 0, 0, 0]  // 100 ms
      bytes += [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0] + [2, 2, 0x4C, 0x01, 0]
    }
    return bytes + [0x3B]
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }

  private static func read(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
  }

  /// Runs `tool` from `PATH` with `arguments`, its output discarded; whether it succeeded.
  private static func run(_ tool: String, _ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
