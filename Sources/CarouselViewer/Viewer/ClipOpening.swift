import Geometry
import PictureDecoding
import PictureFiles
import SystemKit

/// A clip being opened off the main thread: ``VideoClip``'s start blocks until the worker sent
/// its facts and first frame, which the main thread must not wait for (live), or waits for on
/// purpose (headless runs and replays, ``wait()``).
///
/// It opens on `queue`, a thread that lives as long as the player: a worker dies with the
/// thread that started it (`PR_SET_PDEATHSIG` is the parent thread's), so a thread that ended
/// after opening would take the clip with it.
///
/// The clip is made on the opening thread and handed over once, through ``mailbox``; the thread
/// never touches it after. A clip nobody takes is closed when the last reference goes.
final class ClipOpening {
  /// What the opening gave: the clip, or why it cannot play.
  enum Outcome {
    case opened(VideoClip)
    case failed(ClipError)
    /// A still with no clip of its own or beside it: no Live or Motion Photo.
    case none
  }

  /// The item opened.
  let item: CarouselItem
  /// Whether the user paused the clip while it opened: it starts paused.
  var isHeld = false
  /// When the carousel came to rest on the item, in s; nil while it heads for it (a clip is
  /// opened ahead, during its slide-in).
  var restedAt: Double?
  /// Written once by the opening thread and taken once by the main thread, each under its
  /// lock; the clip inside is used by one thread at a time (the opening thread before it is put
  /// in, the main thread after it is taken).
  private let mailbox = Locked<Outcome?>(nil)

  /// Starts opening `item`'s clip for `box` in a worker started from `executable`; `opened`
  /// runs on the opening thread when it is done (the live loop posts to its inbox).
  ///
  /// A clip item's file is its clip; a picture's clip (a Live or Motion Photo's) is found
  /// first, on the opening thread (``StillClip``), and a picture without one gives `.none`.
  /// - Parameters:
  ///   - hardware: whether the machine's hardware may decode it (`--hwdec`).
  ///   - spare: a worker started ahead, taken when one waits.
  ///   - handoff: where the clip may wait already open (a start on it), taken instead.
  ///   - listening: whether the clip's sound is decoded from its start (it is to be heard).
  init(
    _ item: CarouselItem, box: Size, pacing: ClipPacing, executable: String,
    hardware: HardwareDecoding, on queue: SerialQueue, spare: VideoWorkerSpare? = nil,
    handoff: ClipHandoff? = nil, listening: Bool = false,
    opened: @escaping @Sendable () -> Void
  ) {
    self.item = item
    let mailbox = mailbox
    let isClip = item.kind == .clip
    let path = item.path
    let started = queue.run {
      let outcome: Outcome
      let source: ClipSource
      let kept = isClip ? handoff?.take(path, box: box, pacing: pacing) : nil
      // One to be heard opens anew: the clip kept has decoded frames ahead without their sound.
      if let kept, !listening {
        mailbox.withLock { $0 = .opened(kept) }
        opened()
        return
      }
      kept?.close()
      if isClip {
        source = ClipSource(path: path)
      } else if let still = StillClip.locate(path) {
        source = ClipSource(
          path: still.path, offset: still.range?.lowerBound ?? 0, length: still.range?.count)
      } else {
        mailbox.withLock { $0 = Outcome.none }
        opened()
        return
      }
      do throws(ClipError) {
        outcome = .opened(
          try VideoClip(
            opening: source, box: box, pacing: pacing, executable: executable,
            listening: listening, hardware: hardware, spare: spare))
      } catch {
        outcome = .failed(error)
      }
      mailbox.withLock { $0 = outcome }
      opened()
    }
    if !started {
      mailbox.withLock {
        $0 = .failed(ClipError(file: item.name, reason: "the clip's thread has stopped"))
      }
    }
  }

  /// The outcome, once the opening is done (once); nil before.
  func take() -> Outcome? {
    mailbox.withLock { outcome in
      defer { outcome = nil }
      return outcome
    }
  }

  /// Blocks until the opening is done: its own deadline (the worker's) bounds it.
  func wait() {
    let bound = Deadline(secondsFromNow: 2 * PipelineConstants.decoderDeadline + 1)
    _ = mailbox.wait(until: bound) { $0 != nil }
  }
}
