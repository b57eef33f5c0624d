import CGIF

/// GIF through giflib, frame by frame: each image is drawn onto the canvas with its
/// transparency, handed over, then disposed of as its Graphic Control Extension says, so no
/// more than one full-size canvas is ever held, whatever the number of frames.
///
/// Reads past the end of the file fail. The only file that imports CGIF.
package enum GIFCodec {
  /// Decodes up to `maximumFrames` frames and returns the canvas size.
  ///
  /// `body` gets each composited canvas and returns false to stop.
  package static func decodeFrames(
    _ bytes: [UInt8], limits: CodecLimits, maximumFrames: Int,
    _ body: (AnimationFrame) -> Bool
  ) throws(CodecError) -> (width: Int, height: Int) {
    guard FileBytesGate.admits("giflib") else { throw FileBytesGate.refusal("giflib") }
    if let unloaded = CodecError.unloaded("giflib", carousel_gif_load) { throw unloaded }
    let result = bytes.withUnsafeBytes { raw -> Result<(width: Int, height: Int), CodecError> in
      let source = GIFSource(raw)
      var error: Int32 = 0
      guard
        let file = DGifOpen(Unmanaged.passUnretained(source).toOpaque(), GIFSource.read, &error)
      else { return .failure(CodecError(message(error))) }
      defer { DGifCloseFile(file, &error) }
      var reader = GIFFrameReader(file: file)
      return Result { () throws(CodecError) in
        try reader.run(limits: limits, maximumFrames: maximumFrames, body)
      }
    }
    return try result.get()
  }

  static func message(_ code: Int32) -> String {
    GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
  }
}

/// The file's bytes, read by giflib through ``read``.
private final class GIFSource {
  let bytes: UnsafeRawBufferPointer
  var offset = 0

  init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  /// giflib's input function: copies `count` bytes, or fails (returns 0) past the end.
  static let read: InputFunc = { file, target, count in
    guard let file, let target, let user = file.pointee.UserData else { return 0 }
    let source = Unmanaged<GIFSource>.fromOpaque(user).takeUnretainedValue()
    let wanted = Int(count)
    guard wanted >= 0, wanted <= source.bytes.count - source.offset,
      let base = source.bytes.baseAddress
    else { return 0 }
    UnsafeMutableRawPointer(target).copyMemory(from: base + source.offset, byteCount: wanted)
    source.offset += wanted
    return count
  }
}

/// Walks the records of an open GIF, compositing frames onto one canvas.
private struct GIFFrameReader {
  let file: UnsafeMutablePointer<GifFileType>
  var delay = 0
  var transparent = -1
  var disposal = 0

  mutating func run(
    limits: CodecLimits, maximumFrames: Int, _ body: (AnimationFrame) -> Bool
  ) throws(CodecError) -> (width: Int, height: Int) {
    let width = Int(file.pointee.SWidth)
    let height = Int(file.pointee.SHeight)
    guard width > 0, height > 0, width * height <= limits.maximumPixels else {
      throw CodecError("\(width)×\(height) pixels is over the limit")
    }
    var canvas = [UInt8](repeating: 0, count: width * height * 4)
    var frames = 0
    while frames < maximumFrames {
      var type = UNDEFINED_RECORD_TYPE
      guard DGifGetRecordType(file, &type) == GIF_OK else {
        if frames > 0 { break }  // a cut file shows the frames that arrived
        throw CodecError(GIFCodec.message(file.pointee.Error))
      }
      switch type {
      case IMAGE_DESC_RECORD_TYPE:
        guard DGifGetImageDesc(file) == GIF_OK else {
          if frames > 0 { return (width, height) }
          throw CodecError(GIFCodec.message(file.pointee.Error))
        }
        let saved = disposal == 3 ? canvas : nil
        let area = try draw(
          into: &canvas, width: width, height: height, partial: frames > 0,
          maximumPixels: limits.maximumPixels)
        frames += 1
        let go = canvas.withUnsafeBytes {
          body(
            AnimationFrame(rgba: $0, width: width, height: height, delayMilliseconds: delay * 10))
        }
        if !go { return (width, height) }
        dispose(&canvas, area: area, width: width, saved: saved)
      case EXTENSION_RECORD_TYPE:
        try readExtension()
      case TERMINATE_RECORD_TYPE:
        return (width, height)
      default:
        break
      }
    }
    return (width, height)
  }

  /// Reads a Graphic Control Extension's delay, transparent index and disposal; skips others.
  mutating func readExtension() throws(CodecError) {
    var code: Int32 = 0
    var block: UnsafeMutablePointer<GifByteType>?
    guard DGifGetExtension(file, &code, &block) == GIF_OK else {
      throw CodecError(GIFCodec.message(file.pointee.Error))
    }
    if code == GRAPHICS_EXT_FUNC_CODE, let block, block[0] >= 4 {
      let packed = Int(block[1])
      delay = Int(block[2]) | Int(block[3]) << 8
      transparent = packed & 1 != 0 ? Int(block[4]) : -1
      disposal = (packed >> 2) & 7
    }
    while block != nil {
      guard DGifGetExtensionNext(file, &block) == GIF_OK else {
        throw CodecError(GIFCodec.message(file.pointee.Error))
      }
    }
  }

  /// Draws the current image onto `canvas` and returns its rectangle, clipped to the canvas.
  ///
  /// Frames larger than `maximumPixels` are refused: their pixels are decoded even where the
  /// canvas clips them.
  mutating func draw(
    into canvas: inout [UInt8], width: Int, height: Int, partial: Bool, maximumPixels: Int
  ) throws(CodecError) -> (x: Int, y: Int, width: Int, height: Int) {
    let image = file.pointee.Image
    let (left, top) = (Int(image.Left), Int(image.Top))
    let (w, h) = (Int(image.Width), Int(image.Height))
    guard w > 0, h > 0, w * h <= maximumPixels else {
      throw CodecError("a frame of \(w)×\(h) pixels is empty or over the limit")
    }
    let map = image.ColorMap ?? file.pointee.SColorMap
    guard let map, let colors = map.pointee.Colors else { throw CodecError("no colour map") }
    let colorCount = Int(map.pointee.ColorCount)
    var line = [GifPixelType](repeating: 0, count: w)
    for row in Self.rows(height: h, interlaced: image.Interlace) {
      guard DGifGetLine(file, &line, Int32(w)) == GIF_OK else {
        if partial { break }  // a frame cut short keeps what arrived
        throw CodecError(GIFCodec.message(file.pointee.Error))
      }
      let y = top + row
      guard y < height else { continue }
      for x in 0..<max(0, min(w, width - left)) {
        let index = Int(line[x])
        guard index != transparent, index < colorCount else { continue }
        let color = colors[index]
        let offset = (y * width + left + x) * 4
        canvas[offset] = color.Red
        canvas[offset + 1] = color.Green
        canvas[offset + 2] = color.Blue
        canvas[offset + 3] = 255
      }
    }
    transparent = -1  // a Graphic Control Extension applies to one image
    return (left, top, max(0, min(w, width - left)), max(0, min(h, height - top)))
  }

  /// Applies the disposal of the frame just shown: 2 clears its area, 3 restores the canvas.
  mutating func dispose(
    _ canvas: inout [UInt8], area: (x: Int, y: Int, width: Int, height: Int), width: Int,
    saved: [UInt8]?
  ) {
    switch disposal {
    case 2:
      for y in area.y..<(area.y + area.height) {
        let start = (y * width + area.x) * 4
        for i in start..<(start + area.width * 4) { canvas[i] = 0 }
      }
    case 3:
      if let saved { canvas = saved }
    default: break
    }
    disposal = 0
    delay = 0
  }

  /// The order rows arrive in: top to bottom, or GIF's four interlaced passes.
  static func rows(height: Int, interlaced: Bool) -> [Int] {
    guard interlaced else { return Array(0..<height) }
    return [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in
      Array(stride(from: start, to: height, by: step))
    }
  }
}
