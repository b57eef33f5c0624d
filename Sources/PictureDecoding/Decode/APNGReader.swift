import Geometry
import PictureCodecs
import PictureFiles
import SystemKit

/// Animated PNG (APNG), which libpng does not read: the frames are cut out of the file (`fcTL`
/// and its `IDAT` or `fdAT` chunks) into standalone PNG streams that ``PNGCodec`` decodes, and
/// composited onto the canvas with their blend and dispose operations.
///
/// The walk is bounded by the file: a chunk whose length passes the end stops it.
struct APNGReader {
  /// One frame's control chunk (`fcTL`) and its compressed data.
  struct Frame {
    var width: Int
    var height: Int
    var x: Int
    var y: Int
    /// Seconds, as the file gives them (a denominator of 0 means 1/100).
    var delay: Double
    /// 0 none, 1 clear to transparent, 2 back to the previous canvas.
    var dispose: Int
    /// 0 replace, 1 over.
    var blend: Int
    var data: [UInt8] = []
  }

  private let bytes: [UInt8]
  /// IHDR's data, and the chunks between it and the first IDAT that decoding needs.
  private(set) var header: [UInt8] = []
  private var palette: [[UInt8]] = []
  /// The animation's frames, in order; empty for a PNG without `acTL`.
  private(set) var frames: [Frame] = []

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    parse()
  }

  /// Whether the file is an animation of more than one frame.
  var isAnimated: Bool { frames.count > 1 }

  private mutating func parse() {
    var isAnimation = false
    var current: Frame?
    for chunk in PNGChunks(bytes) {
      let data = Array(bytes[chunk.data])
      switch chunk.type {
      case "IHDR": header = data
      case "PLTE", "tRNS": palette.append(Array(bytes[chunk.whole]))
      case "acTL": isAnimation = true
      case "fcTL":
        if let frame = current { frames.append(frame) }
        current = Self.control(ByteView(data))
      case "IDAT": current?.data += data
      case "fdAT": current?.data += data.dropFirst(4)  // after the sequence number
      default: break
      }
    }
    if let frame = current { frames.append(frame) }
    if !isAnimation { frames = [] }
  }

  private static func control(_ view: ByteView) -> Frame? {
    guard let width = view.u32(4), let height = view.u32(8), let x = view.u32(12),
      let y = view.u32(16), let numerator = view.u16(20), let denominator = view.u16(22),
      let dispose = view.u8(24), let blend = view.u8(25)
    else { return nil }
    return Frame(
      width: width, height: height, x: x, y: y,
      delay: Double(numerator) / Double(denominator == 0 ? 100 : denominator), dispose: dispose,
      blend: blend)
  }

  /// Decodes up to `maximumFrames` frames onto a `size` canvas, calling `body` with each.
  func decodeFrames(
    size: Size, limits: CodecLimits, maximumFrames: Int, _ body: (AnimationFrame) -> Bool
  ) throws(CodecError) {
    var canvas = [UInt8](repeating: 0, count: size.area * 4)
    for frame in frames.prefix(maximumFrames) {
      guard frame.width > 0, frame.height > 0, frame.x + frame.width <= size.width,
        frame.y + frame.height <= size.height
      else { throw CodecError("a frame lies outside the picture") }
      let image = try PNGCodec.decode(standalone(frame), limits: limits)
      let saved = frame.dispose == 2 ? canvas : nil
      Self.composite(image, onto: &canvas, canvasWidth: size.width, frame: frame)
      let go = canvas.withUnsafeBytes {
        body(
          AnimationFrame(
            rgba: $0, width: size.width, height: size.height,
            delayMilliseconds: Int((frame.delay * 1000).rounded())))
      }
      if !go { return }
      if frame.dispose == 1 {
        Self.clear(&canvas, canvasWidth: size.width, frame: frame)
      } else if let saved {
        canvas = saved
      }
    }
  }

  /// A PNG stream of one frame: the file's IHDR at the frame's size, its palette, the data.
  private func standalone(_ frame: Frame) -> [UInt8] {
    var ihdr = header
    guard ihdr.count == 13 else { return [] }
    ihdr.replaceSubrange(0..<8, with: Self.word(frame.width) + Self.word(frame.height))
    return PNGChunks.signature + Self.chunk("IHDR", ihdr)
      + palette.flatMap { $0 } + Self.chunk("IDAT", frame.data) + Self.chunk("IEND", [])
  }

  private static func composite(
    _ image: CodecImage, onto canvas: inout [UInt8], canvasWidth: Int, frame: Frame
  ) {
    for row in 0..<image.height {
      for column in 0..<image.width {
        let source = (row * image.width + column) * 4
        let target = ((frame.y + row) * canvasWidth + frame.x + column) * 4
        let alpha = Int(image.rgba[source + 3])
        if frame.blend == 0 || alpha == 255 {
          for c in 0..<4 { canvas[target + c] = image.rgba[source + c] }
        } else if alpha > 0 {
          // Straight alpha "over": out = src·a + dst·(1 − a), alpha likewise.
          let below = Int(canvas[target + 3])
          let outAlpha = alpha + below * (255 - alpha) / 255
          for c in 0..<3 {
            let mixed =
              Int(image.rgba[source + c]) * alpha + Int(canvas[target + c]) * below
              * (255 - alpha) / 255
            canvas[target + c] = UInt8(min(255, mixed / max(outAlpha, 1)))
          }
          canvas[target + 3] = UInt8(outAlpha)
        }
      }
    }
  }

  private static func clear(_ canvas: inout [UInt8], canvasWidth: Int, frame: Frame) {
    for row in frame.y..<(frame.y + frame.height) {
      let start = (row * canvasWidth + frame.x) * 4
      for i in start..<(start + frame.width * 4) { canvas[i] = 0 }
    }
  }

  private static func word(_ value: Int) -> [UInt8] {
    [
      UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return word(data.count) + typed + word(Int(Deflate.crc32(typed)))
  }
}
