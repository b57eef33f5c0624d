import Geometry
import PictureFiles
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

extension VideoClip {
  /// The clip's file, open for reading (the worker gets a copy of the descriptor).
  static func openFile(_ path: FilePath, name: String) throws(ClipError) -> Int32 {
    let file = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
    guard file >= 0 else {
      let reason = errno == ENOENT ? "no such file" : String(cString: strerror(errno))
      throw ClipError(file: name, reason: reason)
    }
    var info = stat()
    guard fstat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      Glibc.close(file)
      throw ClipError(file: name, reason: "not a regular file")
    }
    return file
  }

  /// The first exchange with a new worker: its facts and ring, then its first frame.
  ///
  /// Every error ends the worker (the clip is not made, so nothing else would).
  struct Opening {
    let process: DecoderProcess
    let name: String
    let deadline: Double

    func crashed() -> ClipError {
      ClipError(
        file: name, reason: "the video decoder crashed (\(process.reap()))",
        isStop: process.endedByStopSignal)
    }

    private func failed(_ reason: String) -> ClipError {
      process.kill()
      return ClipError(file: name, reason: reason)
    }

    /// The next message within the deadline, with its descriptor (the caller closes it).
    private func next(_ wait: Deadline) throws(ClipError) -> (VideoMessage?, Int32?) {
      guard let received = process.socket.receive(within: wait.milliseconds) else {
        throw failed("the video decoder gave up after \(Int(deadline.rounded())) s")
      }
      guard case .message(let bytes, let attached) = received else {
        if case .descriptorLost = received { throw failed("no file descriptor left") }
        throw crashed()
      }
      return (VideoMessage.parse(bytes), attached)
    }

    /// The clip's facts and the worker's ring, checked: frames no larger than `box`.
    func ring(fitting box: Size) throws(ClipError) -> (FrameRing, ClipFacts) {
      let (message, attached) = try next(Deadline(secondsFromNow: deadline))
      switch message {
      case .opened(let facts, let frameSize, let slots)?:
        guard let attached else { throw failed("the video decoder sent no frames") }
        guard frameSize.width <= max(box.width, 1), frameSize.height <= max(box.height, 1),
          let ring = FrameRing.open(attached, frameSize: frameSize, slots: slots)
        else { throw failed("the video decoder's frames were garbled") }
        return (ring, ClipFacts(facts, frameSize: frameSize))
      case .failed(let reason)?:
        attached.map { _ = Glibc.close($0) }
        throw failed(reason)
      default:
        attached.map { _ = Glibc.close($0) }
        throw failed("the video decoder's message was garbled")
      }
    }

    /// The clip's first frame, copied out (its slot released), with the sound that came before
    /// it (a clip listened to from the start).
    func firstFrame(in ring: FrameRing, facts: ClipFacts) throws(ClipError) -> (
      ClipFrame, [ClipSoundChunk]
    ) {
      let wait = Deadline(secondsFromNow: deadline)
      var sound: [ClipSoundChunk] = []
      var (message, attached) = try next(wait)
      while case .sound(0, let time, let samples)? = message, time.isFinite {
        attached.map { _ = Glibc.close($0) }
        sound.append(ClipSoundChunk(time: time, samples: samples))
        (message, attached) = try next(wait)
      }
      attached.map { _ = Glibc.close($0) }
      switch message {
      case .frame(let slot, 0, let time)? where (0..<ring.slots).contains(slot) && time.isFinite:
        let frame = ClipFrame(pixels: ring.copy(slot), time: time, index: 0)
        process.socket.send(VideoMessage.release(slot: slot).bytes)
        return (frame, sound)
      case .ended?:
        throw failed("no frame could be decoded")
      case .failed(let reason)?:
        throw failed(reason)
      default:
        throw failed("the video decoder's message was garbled")
      }
    }
  }
}
