import Geometry
import PictureCodecs
import PictureFiles

#if canImport(Glibc)
  import Glibc
#endif

/// One clip in the video worker: its codec, its ring, and which slots the viewer holds.
final class VideoWorkerSession {
  private let codec: VideoCodec
  private let ring: FrameRing
  /// Slots the viewer has released (or never had), in no order.
  private var free: [Int]
  /// The viewer's latest seek, which the frames sent since carry.
  private var generation = 0
  /// Whether the codec said the clip ended (or failed) since the last seek.
  private var isDone = false
  /// Frames decoded so far, counted from 0.
  private var decoded = 0
  /// Whether the viewer asked for the clip's sound, and it has sound Carousel plays.
  private var isListening = false

  /// Opens the clip in bytes `offset ..< offset + length` of `file` (`length` < 0: to the
  /// file's end) and makes a ring of frames at its size as shown, fitted in `box`; the
  /// machine's `hardware` may decode it (``VideoCodec``); nil: software only.
  init(file: Int32, offset: Int, length: Int, box: Size, hardware: VideoHardwareTrial?)
    throws(CodecError)
  {
    var info = stat()
    guard fstat(file, &info) == 0 else { throw CodecError("the file cannot be read") }
    let size = Int(info.st_size)
    guard offset >= 0, offset < size else {
      throw CodecError("the clip starts at byte \(offset) of a file of \(size) bytes")
    }
    let span = length < 0 ? size - offset : min(length, size - offset)
    codec = try VideoCodec(
      descriptor: file, offset: offset, length: span,
      maximumPixels: PipelineConstants.videoMaximumPixels,
      maximumStreams: PipelineConstants.videoMaximumStreams,
      threads: PipelineConstants.videoDecoderThreads, hardware: hardware)
    let shown = Size(width: codec.facts.shownWidth, height: codec.facts.shownHeight)
    let slots = PipelineConstants.videoRingFrames
    guard
      let ring = FrameRing.create(frameSize: Self.frameSize(shown, fittingIn: box), slots: slots)
    else { throw CodecError("no memory for \(slots) frames of \(shown)") }
    self.ring = ring
    free = Array((0..<slots).reversed())
  }

  /// The size frames are handed over at: `shown` scaled down, its aspect kept, until it fits
  /// in `box` (never up: the renderer enlarges for free, and the ring stays small).
  static func frameSize(_ shown: Size, fittingIn box: Size) -> Size {
    let limit = PipelineConstants.videoLargestFrameSide
    let bound = Size(width: min(max(box.width, 1), limit), height: min(max(box.height, 1), limit))
    let scale = min(
      1, Double(bound.width) / Double(shown.width), Double(bound.height) / Double(shown.height))
    return Size(
      width: max(1, Int((Double(shown.width) * scale).rounded())),
      height: max(1, Int((Double(shown.height) * scale).rounded())))
  }

  /// Sends the facts and the ring, then decodes and answers until the viewer closes the socket.
  ///
  /// Decodes into free slots only. `fault` is asked before each frame's decode, by its count (tests).
  func play(on socket: WorkerSocket, fault: (Int) -> DecodeFailure?) {
    let opened = VideoMessage.opened(codec.facts, frameSize: ring.frameSize, slots: ring.slots)
    guard socket.send(opened.bytes, attaching: ring.descriptor) else { return }
    while true {
      // With a free slot and frames to come, only messages already there; else wait for one.
      let waits: Int32 = free.isEmpty || isDone ? -1 : 0
      guard let received = socket.receive(within: waits) else {
        if let failure = fault(decoded) {
          socket.send(VideoMessage.failed(failure.description).bytes)
          return
        }
        decodeNext(to: socket)
        continue
      }
      guard case .message(let bytes, let attached) = received else { return }
      attached.map { _ = close($0) }
      answer(VideoMessage.parse(bytes), on: socket)
    }
  }

  private func answer(_ message: VideoMessage?, on socket: WorkerSocket) {
    switch message {
    case .release(let slot)?:
      if (0..<ring.slots).contains(slot), !free.contains(slot) { free.append(slot) }
    case .listen(let isOn)?:
      // A clip without sound, or with a codec not on the list, or without libswresample, is
      // silent: not an error of the clip.
      isListening = false
      if isOn {
        do { isListening = try codec.openSound() == nil } catch {}
      }
      if !isListening { codec.closeSound() }
    case .seek(let generation, let seconds, let exact)?:
      self.generation = generation
      isDone = false
      do {
        try codec.seek(to: seconds, exact: exact)
      } catch {
        isDone = true
        socket.send(VideoMessage.failed(error.message).bytes)
      }
    default:
      break
    }
  }

  /// Decodes the next frame into a free slot and says so; or says the clip ended or failed.
  private func decodeNext(to socket: WorkerSocket) {
    guard let slot = free.popLast() else { return }
    let size = ring.frameSize
    do {
      guard
        let time = try codec.next(into: ring.pixels(slot), width: size.width, height: size.height)
      else {
        free.append(slot)
        isDone = true
        sendSound(to: socket)
        socket.send(VideoMessage.ended(generation: generation).bytes)
        return
      }
      decoded += 1
      sendSound(to: socket)
      socket.send(VideoMessage.frame(slot: slot, generation: generation, time: time).bytes)
    } catch {
      free.append(slot)
      isDone = true
      socket.send(VideoMessage.failed(error.message).bytes)
    }
  }

  /// Sends the sound decoded with the frames so far, if the viewer listens, in messages of at
  /// most ``PipelineConstants/videoSoundMessageFrames`` frames.
  private func sendSound(to socket: WorkerSocket) {
    guard isListening else { return }
    let most = PipelineConstants.videoSoundMessageFrames
    var samples = [Int16](repeating: 0, count: most * VideoCodec.soundChannels)
    while true {
      let (frames, time) = samples.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { codec.takeSound(into: $0, frames: most) } ?? (0, 0)
      }
      guard frames > 0 else { return }
      let taken = Array(samples.prefix(frames * VideoCodec.soundChannels))
      socket.send(VideoMessage.sound(generation: generation, time: time, samples: taken).bytes)
    }
  }
}
