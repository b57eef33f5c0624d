import CWebP

/// WebP, still or animated, through libwebp's animation decoder: each frame composited onto
/// the canvas by libwebp (blending and disposal as the file says), handed over one at a time.
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
