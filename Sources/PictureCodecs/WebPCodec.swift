import CWebP

/// WebP through libwebp: an animation through its animation decoder, each frame composited
/// onto the canvas by libwebp (blending and disposal as the file says) and handed over one at a
/// time; a still straight into the caller's pixels (``decodeStill(_:into:limits:)``).
///
/// The only file that imports CWebP.
package enum WebPCodec {
  /// The canvas size and frame count from the file's headers, before any pixel is decoded;
  /// nil when libwebp cannot read them.
  package static func info(_ bytes: [UInt8]) -> (width: Int, height: Int, frames: Int)? {
    guard FileBytesGate.admits("libwebp's header reader"),
      CodecError.unloaded("libwebp", carousel_webp_load) == nil
    else { return nil }
    return withDecoder(bytes) { decoder in
      var info = WebPAnimInfo()
      guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { return nil }
      return (Int(info.canvas_width), Int(info.canvas_height), Int(info.frame_count))
    } ?? nil
  }

  /// The size of a still WebP (one picture, no animation) from its headers; nil for an
  /// animation or bytes libwebp cannot read.
  package static func stillSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard FileBytesGate.admits("libwebp's header reader"),
      CodecError.unloaded("libwebp", carousel_webp_load) == nil
    else { return nil }
    var features = WebPBitstreamFeatures()
    guard WebPGetFeatures(bytes, bytes.count, &features) == VP8_STATUS_OK,
      features.has_animation == 0, features.width > 0, features.height > 0
    else { return nil }
    return (Int(features.width), Int(features.height))
  }

  /// Decodes a still WebP into `pixels`, one 32-bit `0xAARRGGBB` value (bytes B, G, R, A; alpha
  /// straight) per pixel of the size ``stillSize(_:)`` gave, row by row.
  ///
  /// Into the caller's memory, without a canvas to copy from, and on two threads (libwebp's
  /// own option: the filtering beside the decoding), which the animation decoder offers for
  /// neither.
  package static func decodeStill(
    _ bytes: [UInt8], into pixels: UnsafeMutableBufferPointer<UInt32>, limits: CodecLimits
  ) throws(CodecError) {
    guard FileBytesGate.admits("libwebp") else { throw FileBytesGate.refusal("libwebp") }
    if let unloaded = CodecError.unloaded("libwebp", carousel_webp_load) { throw unloaded }
    var config = WebPDecoderConfig()
    guard WebPInitDecoderConfig(&config) != 0,
      WebPGetFeatures(bytes, bytes.count, &config.input) == VP8_STATUS_OK
    else { throw CodecError("not a WebP file libwebp can read") }
    let (width, height) = (Int(config.input.width), Int(config.input.height))
    guard width * height <= limits.maximumPixels else {
      throw CodecError("\(width)×\(height) pixels is over the limit")
    }
    guard config.input.has_animation == 0, let base = pixels.baseAddress,
      pixels.count == width * height
    else { throw CodecError("not a still of \(pixels.count) pixels") }
    config.options.use_threads = 1
    // 0xAARRGGBB in memory: B, G, R, A on a little-endian machine.
    config.output.colorspace = UInt32(1).littleEndian == 1 ? MODE_BGRA : MODE_ARGB
    config.output.is_external_memory = 1
    config.output.u.RGBA.rgba = UnsafeMutableRawPointer(base).assumingMemoryBound(to: UInt8.self)
    config.output.u.RGBA.stride = Int32(width * 4)
    config.output.u.RGBA.size = width * height * 4
    let status = WebPDecode(bytes, bytes.count, &config)
    WebPFreeDecBuffer(&config.output)
    guard status == VP8_STATUS_OK else { throw CodecError("corrupt or cut-short data") }
  }

  /// Decodes up to `maximumFrames` frames, calling `body` with each composited canvas; `body`
  /// returns false to stop.
  package static func decodeFrames(
    _ bytes: [UInt8], limits: CodecLimits, maximumFrames: Int,
    _ body: (AnimationFrame) -> Bool
  ) throws(CodecError) {
    guard FileBytesGate.admits("libwebp") else { throw FileBytesGate.refusal("libwebp") }
    if let unloaded = CodecError.unloaded("libwebp", carousel_webp_load) { throw unloaded }
    let outcome = withDecoder(bytes) { decoder -> CodecError? in
      var info = WebPAnimInfo()
      guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { return CodecError("bad header") }
      let (width, height) = (Int(info.canvas_width), Int(info.canvas_height))
      guard width > 0, height > 0, width * height <= limits.maximumPixels else {
        return CodecError("\(width)×\(height) pixels is over the limit")
      }
      var frames = 0
      var previous: Int32 = 0
      while frames < maximumFrames, WebPAnimDecoderHasMoreFrames(decoder) != 0 {
        var canvas: UnsafeMutablePointer<UInt8>?
        var timestamp: Int32 = 0
        guard WebPAnimDecoderGetNext(decoder, &canvas, &timestamp) != 0, let canvas else {
          return frames > 0 ? nil : CodecError("corrupt or cut-short data")
        }
        frames += 1
        let frame = AnimationFrame(
          rgba: UnsafeRawBufferPointer(start: canvas, count: width * height * 4), width: width,
          height: height, delayMilliseconds: Int(timestamp - previous))
        previous = timestamp
        if !body(frame) { break }
      }
      return nil
    }
    guard let outcome else { throw CodecError("not a WebP file libwebp can read") }
    if let error = outcome { throw error }
  }

  /// Opens an animation decoder on `bytes` (kept alive during the call) in RGBA.
  private static func withDecoder<R>(_ bytes: [UInt8], _ body: (OpaquePointer) -> R) -> R? {
    bytes.withUnsafeBufferPointer { buffer -> R? in
      var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
      var options = WebPAnimDecoderOptions()
      guard WebPAnimDecoderOptionsInit(&options) != 0 else { return nil }
      options.color_mode = MODE_RGBA
      options.use_threads = 0
      guard let decoder = WebPAnimDecoderNew(&data, &options) else { return nil }
      defer { WebPAnimDecoderDelete(decoder) }
      return body(decoder)
    }
  }
}
