import Geometry
import PictureCodecs
import PictureFiles

/// GIF (giflib), WebP (libwebp's animation decoder) and APNG: every frame composited and
/// fitted to the box as it is decoded, so only one full-size canvas is held.
///
/// An animation whose fitted frames together exceed `budget` bytes (the cache budget), or whose
/// frames would cost more than ``PipelineConstants/animationPixelBudget`` pixels of work, shows
/// its first frame only, with a note.
struct AnimatedFormatCodec: FormatCodec {
  /// Bytes all fitted frames of one animation may take.
  let budget: Int

  func decode(_ bytes: [UInt8], format: PictureFormat, size: Size, box: Size)
    throws(DecodeFailure) -> CodecOutput
  {
    let fitted = PixelBuffer.fittedSize(size, in: box)
    let apng = format == .png ? APNGReader(bytes) : nil
    let count = frameCount(bytes, format: format, apng: apng)
    let fits =
      count * fitted.area * 4 <= budget
      && count * size.area <= PipelineConstants.animationPixelBudget
    let maximum = fits ? max(count, 1) : 1
    var frames: [PixelBuffer] = []
    var delays: [Double] = []
    let limits = CodecLimits(maximumPixels: size.area)
    let collect = { (frame: AnimationFrame) -> Bool in
      frames.append(
        PixelBuffer.areaAveraged(
          frame.rgba, width: frame.width, height: frame.height, pitch: frame.width * 4,
          layout: .abgr8888,
          to: PixelBuffer.fittedSize(Size(width: frame.width, height: frame.height), in: box)))
      delays.append(PictureAnimation.normalizedDelay(milliseconds: frame.delayMilliseconds))
      return true
    }
    do {
      switch format {
      case .gif:
        _ = try GIFCodec.decodeFrames(bytes, limits: limits, maximumFrames: maximum, collect)
      case .webp: try WebPCodec.decodeFrames(bytes, limits: limits, maximumFrames: maximum, collect)
      default:
        try apng?.decodeFrames(size: size, limits: limits, maximumFrames: maximum, collect)
      }
    } catch {
      throw .corrupt(format, error.message)
    }
    guard let first = frames.first else { throw .corrupt(format, "no frame") }
    var output = CodecOutput(pixels: first)
    if frames.count > 1 { output.animation = PictureAnimation(frames: frames, delays: delays) }
    if !fits, count > 1 {
      output.note =
        "animation shown as its first frame: its \(count) frames need "
        + "\(MemoryBudget(bytes: count * fitted.area * 4).megabytes) MB at this size, over the "
        + "cache budget of \(MemoryBudget(bytes: budget).megabytes) MB (--cache-mb)"
    }
    return output
  }

  /// Frames in the file, from its structure alone.
  private func frameCount(_ bytes: [UInt8], format: PictureFormat, apng: APNGReader?) -> Int {
    switch format {
    case .gif: GIFStructure.frameCount(bytes)
    case .webp: WebPCodec.info(bytes)?.frames ?? 1
    default: max(apng?.frames.count ?? 1, 1)
    }
  }
}

/// Counts a GIF's images by walking its blocks, without decoding any.
enum GIFStructure {
  static func frameCount(_ bytes: [UInt8]) -> Int {
    let view = ByteView(bytes, littleEndian: true)
    guard let flags = view.u8(10) else { return 0 }
    var offset = 13 + (flags & 0x80 != 0 ? 3 << ((flags & 0x07) + 1) : 0)
    var count = 0
    while let block = view.u8(offset) {
      switch block {
      case 0x21:
        offset = skipSubBlocks(view, from: offset + 2)
      case 0x2C:
        guard let packed = view.u8(offset + 9) else { return count }
        offset += 10 + (packed & 0x80 != 0 ? 3 << ((packed & 0x07) + 1) : 0) + 1
        offset = skipSubBlocks(view, from: offset)
        count += 1
      default:
        return count
      }
    }
    return count
  }

  private static func skipSubBlocks(_ view: ByteView, from start: Int) -> Int {
    var offset = start
    while let length = view.u8(offset), length > 0 { offset += length + 1 }
    return offset + 1
  }
}
