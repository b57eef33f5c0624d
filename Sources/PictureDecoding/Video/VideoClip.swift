import Geometry
import PictureCodecs
import PictureFiles
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// A clip played through its own video worker (``VideoWorker``): the viewer's side.
///
/// It answers
/// which frame to show at a given instant and when the next one is due, so that a clip is an
/// ordinary deadline of the viewer's loop; FFmpeg never runs in this process.
///
/// Opened paused on its first frame (shown while the page slides in); ``play(at:)`` starts it.
/// Every instant is passed in (s on the loop's clock, never read here). A clip that cannot be
/// played, or whose worker crashes or passes the deadline, is a ``ClipError`` naming the file:
/// no call waits longer than the deadline. One thread uses a clip at a time. The worker dies
/// with the thread that opened the clip (`PR_SET_PDEATHSIG` follows the parent thread): open
/// clips on a thread that outlives them.
package final class VideoClip {
  package let source: ClipSource
  package let facts: ClipFacts
  package let pacing: ClipPacing
  /// Frames decoded but never shown: a later one was due by the time they were asked for.
  package internal(set) var droppedFrames = 0

  let name: String
  let deadline: Double
  let process: DecoderProcess
  let ring: FrameRing
  var timeline = ClipTimeline()
  /// Frames of the current generation in the ring, in time order, not yet shown.
  var pending: [(slot: Int, time: Double)] = []
  /// The frame shown now.
  var current: ClipFrame
  /// The latest seek's number; frames of earlier ones are released unseen.
  var generation = 0
  /// Whether the worker said the current generation has no more frames.
  var endSaid = false
  /// Whether a seek's first frame has yet to be shown.
  var awaitsSeek = false
  /// The error that ended the clip; every later call gives it again.
  var failure: ClipError?
  /// The latest instant a frame was asked for.
  var lastNow = 0.0
  /// The slot the frame shown is still in, kept from the worker until the next frame shows,
  /// so that it is read in place (``showFrame(at:upload:)``); nil when it was copied out.
  var heldSlot: Int?
  /// Whether ``current``'s pixels are older than its time: its frame is in ``heldSlot``.
  var pixelsStale = false
  /// Counts the frames shown, and the count when ``showFrame(at:upload:)`` last handed one out.
  var shownCount = 0
  var uploadedCount = 0
  /// Whether the worker was ended (and reaped).
  package internal(set) var isClosed = false
  /// Sound the worker sent, of the current generation, not yet taken (``takeSound()``), oldest
  /// first; at most ``PipelineConstants/videoSoundHeldBytes`` of it.
  var sound: [ClipSoundChunk] = []
  /// Whether sound was asked for (``listen(_:)``): sound that arrives otherwise was sent before
  /// the worker read the request to stop, and is dropped.
  package internal(set) var isListening = false

  /// Opens `source` in a worker started from `executable` and waits for its facts and first
  /// frame, at most `deadline` seconds of each.
  ///
  /// - Parameters:
  ///   - box: the size the clip is shown at most at, in pixels; its frames are scaled down
  ///     into it (its aspect kept, never enlarged).
  ///   - environment: `NAME=value` entries added to the worker's environment (tests).
  ///   - listening: whether its sound is decoded from the start (``listen(_:)``).
  ///   - hardware: whether the machine's hardware may decode it (`--hwdec`); the worker
  ///     decides for this clip (``ClipFacts/hardware`` says what it chose).
  ///   - spare: where a worker started ahead may wait, FFmpeg loaded; taken instead of
  ///     starting one.
  package init(
    opening source: ClipSource, box: Size, pacing: ClipPacing,
    executable: String = "/proc/self/exe", environment: [String] = [],
    deadline: Double = PipelineConstants.decoderDeadline, listening: Bool = false,
    hardware: HardwareDecoding = .auto, spare: VideoWorkerSpare? = nil
  ) throws(ClipError) {
    self.source = source
    self.pacing = pacing
    self.deadline = deadline
    name = source.path.displayName
    let file = try Self.openFile(source.path, name: name)
    defer { Glibc.close(file) }
    if let waiting = spare?.take() {
      process = waiting
    } else {
      switch DecoderProcess.spawn(
        executable: executable, flag: VideoWorker.flag, arguments: [], environment: environment)
      {
      case .success(let process): self.process = process
      case .failure(let error):
        throw ClipError(file: name, reason: "no video decoder: \(error.message)")
      }
    }
    let request = VideoMessage.open(
      offset: source.offset, length: source.length ?? -1, box: box, hardware: hardware,
      name: name)
    let opening = Opening(process: process, name: name, deadline: deadline)
    // Asked before the worker decodes its first frame: the sound of its packets is kept.
    guard process.socket.send(request.bytes, attaching: file),
      !listening || process.socket.send(VideoMessage.listen(true).bytes)
    else {
      throw opening.crashed()
    }
    (ring, facts) = try opening.ring(fitting: box)
    isListening = listening
    let first = try opening.firstFrame(in: ring, facts: facts)
    current = first.0
    first.1.forEach(keep)
  }

  deinit {
    close()
  }

  /// Ends the worker; the clip gives its error, or ``ClipError`` "closed", from then on.
  package func close() {
    guard !isClosed else { return }
    isClosed = true
    process.finish()
  }

  // MARK: - Playing

  /// The worker's process id (tests send it signals and read its maps).
  package var workerProcessID: pid_t { process.pid }

  /// Whether the clip is playing (it may have reached its end: ``isEnded``).
  package var isPlaying: Bool { timeline.isPlaying }

  /// Plays from where it is, from `now` on.
  package func play(at now: Double) {
    timeline.play(at: now)
    lastNow = max(lastNow, now)
  }

  /// Holds it where it is at `now`.
  package func pause(at now: Double) {
    timeline.pause(at: now)
    lastNow = max(lastNow, now)
  }

  /// Goes to `seconds` after the first frame (within the clip), playing on when playing; the
  /// frame shown stays until the first at or after `seconds` is decoded, which then shows at
  /// once (``isSeeking`` until then).
  ///
  /// The worker seeks to the keyframe before and decodes forward to the exact frame (`exact`),
  /// or shows that keyframe (the clip's position is then `seconds` still, its frame a little
  /// before); seeks sent faster than it decodes cost only their seek (it decodes for the
  /// latest).
  package func seek(to seconds: Double, exact: Bool = true, at now: Double) {
    guard failure == nil, !isClosed else { return }
    let target = facts.duration > 0 ? min(max(0, seconds), facts.duration) : max(0, seconds)
    generation += 1
    pending.forEach { release($0.slot) }
    pending.removeAll()
    sound.removeAll()
    endSaid = false
    awaitsSeek = true
    timeline.seek(to: target, at: now)
    lastNow = max(lastNow, now)
    let message = VideoMessage.seek(generation: generation, seconds: target, exact: exact)
    process.socket.send(message.bytes)
  }

  /// Pauses at `now` and shows the frame `frames` after the one shown (before it when
  /// negative), as mpv's `.` and `,` do; nothing past either end.
  package func step(by frames: Int, at now: Double) {
    guard failure == nil, !isClosed, frames != 0 else { return }
    pause(at: now)
    if frames == 1, !awaitsSeek, let next = pending.first {
      // The next frame is decoded already: the clip moves onto it, and it shows as a seek's
      // frame does, without asking the worker.
      timeline.seek(to: next.time, at: now)
      awaitsSeek = true
      return
    }
    if frames > 0, endSaid, pending.isEmpty, !awaitsSeek { return }  // the last frame
    let target = current.time + Double(frames) * frameDuration
    guard target > -PipelineConstants.videoFrameTolerance else { return }
    seek(to: max(0, target), at: now)
  }

  /// Where the clip was at its latest play, pause or seek, in s after its first frame: its
  /// position while it is paused.
  package var anchoredPosition: Double {
    let position = timeline.anchorPosition
    return facts.duration > 0 ? min(position, facts.duration) : position
  }

  /// The clip's position at `now`, in s after its first frame: at most its length.
  package func position(at now: Double) -> Double {
    let position = timeline.position(at: now)
    return facts.duration > 0 ? min(position, facts.duration) : position
  }

  /// How many times it was sought or stepped since it opened.
  package var seekCount: Int { timeline.seeks }

  /// Whether a seek's first frame is yet to be shown (paused or not, it shows once decoded).
  package var isSeeking: Bool { awaitsSeek && failure == nil && !isClosed }

  /// Whether the last frame has been shown for its time (as of the latest ``frame(at:)``).
  package var isEnded: Bool {
    guard endSaid, pending.isEmpty, !awaitsSeek else { return false }
    let end = current.time + frameDuration - PipelineConstants.videoFrameTolerance
    return timeline.position(at: lastNow) >= end
  }

  /// How long a frame shows, in s: one over the frame rate (1/30 when the clip does not say).
  var frameDuration: Double { facts.frameRate > 0 ? 1 / facts.frameRate : 1.0 / 30 }

  /// When the next frame is due (an instant on the loop's clock), or nil when the clip is
  /// paused, ended or failed: then it costs the loop nothing.
  ///
  /// A seek's frame, paused or not, is due as soon as it is decoded: until then the loop looks
  /// again soon.
  package var nextDeadline: Double? {
    guard failure == nil, !isClosed else { return nil }
    if awaitsSeek {
      return pending.isEmpty ? lastNow + PipelineConstants.videoLateRetry : lastNow
    }
    guard timeline.isPlaying, !isEnded else { return nil }
    if let next = pending.first { return timeline.instant(of: next.time) }
    // With no frame after this one, its time ends the clip.
    guard let instant = timeline.instant(of: current.time + frameDuration) else { return nil }
    if endSaid { return instant }
    // The next frame is not decoded yet, and may be due already: look again soon, not at once.
    return max(instant, lastNow + PipelineConstants.videoLateRetry)
  }
}
