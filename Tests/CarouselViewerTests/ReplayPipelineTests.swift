import Foundation
import Geometry
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

/// The image pipeline measured through replays of the real binary: pictures ready when they are
/// paged to, and flat memory over a folder of ten thousand.
@Suite("Replays through the image pipeline", .serialized)
struct ReplayPipelineTests {
  /// Writes `count` flat-coloured JPEG pictures of `size` into `folder` (00.jpg, 01.jpg, and on).
  static func writePictures(count: Int, size: Size, into folder: String) throws {
    try SDLTestSession.run {
      for index in 0..<count {
        let surface = try Surface(size: size)
        let shade = UInt8(truncatingIfNeeded: 40 + index * 17)
        try surface.fill(Color(red: shade, green: 255 - shade, blue: UInt8(index * 5 % 256)))
        try surface.saveJPEG(to: folder + "/" + String(format: "%02d.jpg", index), quality: 90)
      }
    }
  }

  /// A replay that presses Right `steps` times, `interval` ms apart from t = 1 s, then quits.
  static func rightPresses(steps: Int, interval: Int) -> String {
    var lines: [String] = []
    for step in 0..<steps {
      let t = 1000 + step * interval
      lines.append(#"{"t":\#(t),"type":"key_down","key":"Right"}"#)
      lines.append(#"{"t":\#(t + 50),"type":"key_up","key":"Right"}"#)
    }
    lines.append(#"{"t":\#(1000 + steps * interval + 2000),"type":"quit"}"#)
    return lines.joined(separator: "\n") + "\n"
  }

  /// Runs a replay over `pictures` and returns the fields of the trace's "end" line, with the
  /// child's peak resident memory in bytes (`--memory-report`) as `peak_resident_bytes`.
  static func replay(
    _ script: String, pictures: String, in folder: TemporaryFolder, extra: [String]
  ) throws -> [String: Any] {
    let replay = folder.file("input.jsonl")
    let trace = folder.file("trace.jsonl")
    try Data(script.utf8).write(to: URL(fileURLWithPath: replay))
    let memory = folder.file("memory.txt")
    let result = try CarouselProcess.run(
      ["--headless", "--replay", replay, "--trace", trace, "--memory-report", memory] + extra
        + [pictures])
    #expect(result.status == 0, "stderr: \(result.standardError)")
    let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
    let last = try #require(lines.last)
    var end = try #require(
      try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
    // The child's own VmHWM: a parent's view of a spawned child includes the parent's peak.
    let report = try String(contentsOfFile: memory, encoding: .utf8)
    let kib = try #require(
      Int(report.split(separator: " ").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""))
    end["peak_resident_bytes"] = kib * 1024
    return end
  }

  @Test("At the slideshow pace with prefetch, no frame after warm-up waits for a picture")
  func prefetchHidesDecoding() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("pictures"), withIntermediateDirectories: false)
    try Self.writePictures(
      count: 12, size: Size(width: 640, height: 360), into: folder.file("pictures"))
    let script = Self.rightPresses(steps: 14, interval: 5000)
    let common = ["--size", "320x180"]
    let withPrefetch = try Self.replay(
      script, pictures: folder.file("pictures"), in: folder, extra: common + ["--prefetch", "2"])
    #expect(withPrefetch["page"] as? Int == 2, "14 steps round 12 pictures")
    #expect(withPrefetch["loading_frames"] as? Int == 0)
    let without = try Self.replay(
      script, pictures: folder.file("pictures"), in: folder, extra: common + ["--prefetch", "0"])
    #expect(without["page"] as? Int == 2)
    // Without prefetch, each of the 11 pictures seen for the first time waits (pictures 0, 1
    // and 2 come round again while still in the cache).
    #expect(without["loading_frames"] as? Int == 11)
  }

  /// Peak resident memory of the cache budget plus this much, for screen-sized pictures, is the
  /// promise the README states.
  static let memoryAllowance = 150 * 1_048_576

  @Test(
    "Paging through 1,000 of 10,000 pictures keeps memory under the cache budget plus a constant")
  func memoryStaysFlat() throws {
    let folder = try TemporaryFolder()
    let sources = folder.file("sources")
    let all = folder.file("all")
    for path in [sources, all] {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }
    try Self.writePictures(count: 8, size: Size(width: 1280, height: 720), into: sources)
    for index in 0..<10_000 {
      let source = sources + "/" + String(format: "%02d.jpg", index % 8)
      #expect(link(source, all + "/" + String(format: "%05d.jpg", index)) == 0)
    }
    let budget = 32
    let end = try Self.replay(
      Self.rightPresses(steps: 1_000, interval: 700), pictures: all, in: folder,
      extra: ["--size", "1280x720", "--cache-mb", String(budget)])
    #expect(end["page"] as? Int == 1_000)
    let peak = try #require(end["peak_resident_bytes"] as? Int)
    if Environment.sanitizer == nil {  // a sanitizer's runtime takes memory of its own
      #expect(peak <= budget * 1_048_576 + Self.memoryAllowance, "peak \(peak / 1_048_576) MiB")
    }
    print(
      "carousel: paging 1,000 of 10,000 pictures at 1280x720 with --cache-mb \(budget): peak resident \(peak / 1_048_576) MiB"
    )
  }
}
