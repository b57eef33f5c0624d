import CFFmpeg

/// One clip decoded by FFmpeg: its container over a byte range of a file (a Motion Photo's
/// clip is a range of its JPEG), its first video stream's frames in order, each converted to
/// 0xAARRGGBB pixels at the size asked for and turned upright.
///
/// Only in the video worker process (``FileBytesGate``): FFmpeg reads untrusted bytes. The only
/// file that imports CFFmpeg. One thread uses a codec at a time.
package final class VideoCodec {
  private let clip: OpaquePointer
  /// What the clip says of itself.
  package let facts: VideoStreamFacts

  /// Loads FFmpeg's libraries ahead of the first clip (a video worker waiting for one); a
  /// library that cannot be loaded is said when the first clip is opened.
  package static func load() {
    guard FileBytesGate.admits("FFmpeg") else { return }
    _ = CodecError.unloaded("FFmpeg", carousel_ffmpeg_load)
  }

  /// Opens the clip in bytes `offset ..< offset + length` of the open file `descriptor`
  /// (read with `pread`; not closed here).
  ///
  /// - Parameters:
  ///   - maximumPixels: the most pixels a frame may have (FFmpeg's `max_pixels`).
  ///   - maximumStreams: the most streams the container may declare.
  ///   - threads: decoder threads; 0 for FFmpeg's choice.
  ///   - hardware: the machine's hardware to try, when it may decode the clip (VA-API, then
  ///     V4L2 memory-to-memory, each kept only when it decodes the first frame;
  ///     ``VideoStreamFacts/hardware`` says which does); nil: software only.
  /// - Throws: why the clip cannot be played, in a few words.
  package init(
    descriptor: Int32, offset: Int, length: Int, maximumPixels: Int, maximumStreams: Int,
    threads: Int, hardware: VideoHardwareTrial? = nil
  ) throws(CodecError) {
    guard FileBytesGate.admits("FFmpeg") else { throw FileBytesGate.refusal("FFmpeg") }
    if let unloaded = CodecError.unloaded("FFmpeg", carousel_ffmpeg_load) { throw unloaded }
    var limits = carousel_clip_limits(
      max_pixels: Int64(maximumPixels), max_streams: Int32(clamping: maximumStreams),
      threads: Int32(clamping: threads))
    var raw = carousel_clip_facts()
    var reason = [CChar](repeating: 0, count: 256)
    let rehearsal: Int32 = hardware?.rehearsalPasses.map { $0 ? 1 : 2 } ?? 0
    let opened = (hardware?.renderNode ?? "").withCString { node in
      var trial = carousel_clip_hardware(
        allowed: hardware == nil ? 0 : 1, render_node: node, rehearsal: rehearsal)
      return carousel_clip_open(
        descriptor, Int64(offset), Int64(length), &limits, &trial, &raw, &reason, reason.count)
    }
    guard let clip = opened else { throw CodecError(Self.text(reason)) }
    self.clip = clip
    facts = VideoStreamFacts(
      duration: raw.duration, frameRate: raw.frame_rate, codedWidth: Int(raw.width),
      codedHeight: Int(raw.height), shownWidth: Int(raw.shown_width),
      shownHeight: Int(raw.shown_height), rotation: Int(raw.rotation), hasSound: raw.has_sound != 0,
      codec: Self.text(of: raw.codec), hardware: Self.text(of: raw.hardware),
      hardwareFallback: Self.text(of: raw.fallback))
  }

  /// The text in a C array of characters, up to its terminating zero.
  private static func text<Characters>(of characters: Characters) -> String {
    withUnsafeBytes(of: characters) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }

  deinit {
    carousel_clip_close(clip)
  }

  /// Decodes the next frame into `pixels` (`width` × `height` values, `width` a row).
  ///
  /// - Returns: the frame's time in s after the clip's first frame, or nil at the clip's end.
  /// - Throws: why decoding stopped (corrupt data, no memory).
  package func next(into pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int)
    throws(CodecError) -> Double?
  {
    var time = 0.0
    var reason = [CChar](repeating: 0, count: 256)
    let outcome = carousel_clip_next(
      clip, pixels, Int32(width), Int32(height), &time, &reason, reason.count)
    guard outcome >= 0 else { throw CodecError(Self.text(reason)) }
    return outcome == 1 ? time : nil
  }

  /// Moves to `seconds` after the first frame: the next frame is the first at or after it
  /// (`exact`), or the keyframe at or before it.
  package func seek(to seconds: Double, exact: Bool = true) throws(CodecError) {
    var reason = [CChar](repeating: 0, count: 256)
    guard carousel_clip_seek(clip, seconds, exact ? 1 : 0, &reason, reason.count) == 0 else {
      throw CodecError(Self.text(reason))
    }
  }

  /// Sound's rate in frames a second and its channels, as ``takeSound(into:frames:)`` gives
  /// it: interleaved signed 16-bit stereo at 48 kHz.
  package static let soundRate = Int(carousel_sound_rate)
  package static let soundChannels = Int(carousel_sound_channels)
  /// The most frames of sound the codec holds for the viewer (2 s); older ones are dropped.
  package static let soundHeld = Int(carousel_sound_held)

  /// Decodes the clip's first audio stream from now on, beside the frames (libswresample is
  /// loaded here, never for a clip not heard).
  /// - Returns: nil when sound is open; else why the clip plays silent (no audio stream, a
  ///   codec Carousel does not play, a decoder that did not open).
  /// - Throws: when libswresample cannot be loaded.
  package func openSound() throws(CodecError) -> String? {
    var reason = [CChar](repeating: 0, count: 256)
    switch carousel_clip_open_sound(clip, &reason, reason.count) {
    case 1: return nil
    case 0: return Self.text(reason)
    default: throw CodecError(Self.text(reason))
    }
  }

  /// Stops decoding sound (it is turned off): what waited is dropped.
  package func closeSound() {
    carousel_clip_close_sound(clip)
  }

  /// Moves up to `frames` frames of the sound decoded so far (interleaved, ``soundChannels``
  /// values a frame) into `samples`, oldest first.
  /// - Returns: the frames moved (0 when none wait) and the first one's time, in s after the
  ///   clip's first frame.
  package func takeSound(into samples: UnsafeMutablePointer<Int16>, frames: Int) -> (
    frames: Int, time: Double
  ) {
    var time = 0.0
    let taken = carousel_clip_take_sound(clip, samples, Int32(clamping: frames), &time)
    return (Int(taken), time)
  }

  private static func text(_ reason: [CChar]) -> String {
    String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
