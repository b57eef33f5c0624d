import Foundation

/// Animated pictures with known frames and delays, made at test time: three frames of 16 × 8,
/// red for 100 ms, lime for 500 ms, then blue with a delay too short to honour (it shows for
/// 100 ms), looping.
public enum AnimationFiles {
  /// The frames' colours, 0xAARRGGBB.
  public static let colours: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF]
  /// The delays Carousel shows them for, in s.
  public static let delays: [Double] = [0.1, 0.5, 0.1]

  /// Writes `anim.gif`, `anim.webp` and `anim.png` (APNG) into `folder`; returns their paths.
  public static func write(into folder: TemporaryFolder) throws -> [String] {
    let names = ["red", "lime", "blue"]
    for name in names {
      _ = ImageMagick.convert([
        "-size", "16x8", "xc:\(name)", "PNG32:" + folder.file("\(name).png"),
      ])
    }
    // GIF delays are in centiseconds: 10, 50 and 0 (too short: 100 ms).
    _ = ImageMagick.convert([
      "-delay", "10", folder.file("red.png"), "-delay", "50", folder.file("lime.png"), "-delay",
      "0", folder.file("blue.png"), "-loop", "0", folder.file("anim.gif"),
    ])
    ExternalTool.run(
      "img2webp",
      [
        "-loop", "0", "-lossless", "-d", "100", folder.file("red.png"), "-d", "500",
        folder.file("lime.png"), "-d", "10", folder.file("blue.png"), "-o",
        folder.file("anim.webp"),
      ])
    let frames = try names.map { try idat(of: folder.file("\($0).png")) }
    try folder.write(
      apng(frames: frames, delays: [(10, 100), (50, 100), (1, 100)]), to: "anim.png")
    return ["anim.gif", "anim.webp", "anim.png"].map(folder.file)
  }

  /// The data of the IDAT chunks of the PNG at `path`.
  static func idat(of path: String) throws -> [UInt8] {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    var offset = 8
    var data: [UInt8] = []
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == "IDAT" {
        data += bytes[(offset + 8)..<(offset + 8 + length)]
      }
      offset += 12 + length
    }
    return data
  }

  /// An APNG of 16 × 8 RGBA frames, each (numerator, denominator) seconds.
  static func apng(frames: [[UInt8]], delays: [(Int, Int)]) -> [UInt8] {
    func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
    func u32(_ v: Int) -> [UInt8] { PNGBytes.bigEndian(UInt32(v)) }
    var sequence = 0
    var bytes =
      PNGBytes.signature + PNGBytes.header(width: 16, height: 8)
      + PNGBytes.chunk("acTL", u32(frames.count) + u32(0))
    for (index, data) in frames.enumerated() {
      bytes += PNGBytes.chunk(
        "fcTL",
        u32(sequence) + u32(16) + u32(8) + u32(0) + u32(0) + u16(delays[index].0)
          + u16(delays[index].1) + [0, 0])
      sequence += 1
      if index == 0 {
        bytes += PNGBytes.chunk("IDAT", data)
      } else {
        bytes += PNGBytes.chunk("fdAT", u32(sequence) + data)
        sequence += 1
      }
    }
    return bytes + PNGBytes.chunk("IEND", [])
  }
}
